// How promotions price an order (issue 37): which of the candidates hold for the order's facts,
// what each saves, and which apply together. Pure: the server charges with it and the web
// previews with it.
import { addDays, bogotaParts, parseClock } from './bogota-time';
import { isColombianHoliday } from './holidays';
import type { TipoPedido } from './order-states';
import type { OrderTotals } from './pricing';
import { PROMOTION_MESSAGES as M, type Subject } from './promotion-messages';
import type {
  Alcance,
  Aplicacion,
  Canal,
  Condiciones,
  PromocionAplicada,
  Regla,
} from './promotions';

/** A priced order line, as promotions see it. */
export interface PromoLine {
  productoId: number | null;
  especialId: number | null;
  categoriaId: number | null;
  medidaId: number | null;
  unitPrice: number;
  cantidad: number;
}

/** The code a customer typed, as stored. */
export interface PromoCode {
  id: number;
  codigo: string;
  unSoloUso: boolean;
  /** A single-use code already taken. */
  usado: boolean;
  /** The customer it belongs to (a welcome coupon); null: anyone's. */
  usuarioId: number | null;
  fechaInicio: Date | null;
  fechaFin: Date | null;
  /** The percentage this code was granted with (a welcome coupon), over its promotion's. */
  porcentaje: number | null;
}

export interface PromoCandidate {
  id: number;
  nombre: string;
  activa: boolean;
  aplicacion: Aplicacion;
  combinable: boolean;
  regla: Regla;
  condiciones: Condiciones;
  /** Orders that have used it so far. */
  usos: number;
  /** Set on the promotion of the code the customer typed. */
  codigo?: PromoCode | null;
}

/** Who orders, where, when and how: what conditions are checked against. */
export interface PromoFacts {
  sedeId: number;
  sedeNombre: string | null;
  tipoPedido: TipoPedido;
  canal: Canal;
  now: Date;
  /** The delivery fee before discounts (0 but for DOMICILIO). */
  domicilio: number;
  cliente: {
    /** Signed in (a code that belongs to someone needs it). */
    usuarioId: number | null;
    /** Known by account or phone: per-customer limits can be counted. */
    conocido: boolean;
    /** No earlier order. */
    nuevo: boolean;
    /** Uses of each promotion (by id) this customer has made. */
    usos: Readonly<Record<number, number>>;
  };
}

/** What a promotion takes off: from the products and from the delivery fee. */
export interface PromoSaving {
  productos: number;
  domicilio: number;
}

const total = (s: PromoSaving) => s.productos + s.domicilio;

/** True when the line is one the scope names (an empty scope names every line). */
export function inScope(alcance: Alcance, line: PromoLine): boolean {
  const { productos, productos_especiales, categorias } = alcance;
  if (!productos.length && !productos_especiales.length && !categorias.length) return true;
  return (
    (line.productoId !== null && productos.includes(line.productoId)) ||
    (line.especialId !== null && productos_especiales.includes(line.especialId)) ||
    (line.categoriaId !== null && categorias.includes(line.categoriaId))
  );
}

/** Each unit of the lines, as its own line of one. */
const unitsOf = (lines: readonly PromoLine[]) =>
  lines.flatMap((l) => Array.from({ length: Math.max(0, l.cantidad) }, () => l));

const productsValue = (lines: readonly PromoLine[]) =>
  lines.reduce((sum, l) => sum + l.unitPrice * l.cantidad, 0);

/**
 * 'Lleva N paga M': within each size (lines without one are a group of their own), every N
 * units free N − M, and the free ones are the group's cheapest.
 */
export function freeUnits(lines: readonly PromoLine[], lleva: number, paga: number): PromoLine[] {
  const groups = new Map<number, PromoLine[]>();
  for (const unit of unitsOf(lines)) {
    const key = unit.medidaId ?? 0;
    groups.set(key, [...(groups.get(key) ?? []), unit]);
  }
  return [...groups.values()].flatMap((units) => {
    const free = Math.floor(units.length / lleva) * (lleva - paga);
    return [...units].sort((a, b) => a.unitPrice - b.unitPrice).slice(0, free);
  });
}

/** 'Combo': complete sets priced at `precio`, filled with the dearest units that fit. */
function comboSaving(
  regla: Extract<Regla, { tipo: 'COMBO' }>,
  lines: readonly PromoLine[],
): number {
  const pool = unitsOf(lines).sort((a, b) => b.unitPrice - a.unitPrice);
  const used = new Set<number>();
  const fits = (item: (typeof regla.items)[number], unit: PromoLine) =>
    inScope(item, unit) && (item.medida === null || item.medida === unit.medidaId);
  // The items with fewest candidates choose first, so a broad item does not take a narrow one's.
  const items = [...regla.items].sort(
    (a, b) => pool.filter((u) => fits(a, u)).length - pool.filter((u) => fits(b, u)).length,
  );
  let saving = 0;
  for (;;) {
    const taken: number[] = [];
    for (const item of items) {
      for (let n = 0; n < item.cantidad; n++) {
        const i = pool.findIndex(
          (u, idx) => !used.has(idx) && !taken.includes(idx) && fits(item, u),
        );
        if (i < 0) return saving;
        taken.push(i);
      }
    }
    const value = taken.reduce((sum, i) => sum + pool[i]!.unitPrice, 0);
    if (value <= regla.precio) return saving;
    saving += value - regla.precio;
    for (const i of taken) used.add(i);
  }
}

/** What a promotion's rule takes off the order, its conditions aside. */
export function promotionSaving(
  candidate: Pick<PromoCandidate, 'regla' | 'codigo'>,
  lines: readonly PromoLine[],
  facts: Pick<PromoFacts, 'tipoPedido' | 'domicilio'>,
): PromoSaving {
  const { regla } = candidate;
  const domicilio = facts.tipoPedido === 'DOMICILIO' ? Math.max(0, facts.domicilio) : 0;
  switch (regla.tipo) {
    case 'PORCENTAJE': {
      const pct = candidate.codigo?.porcentaje ?? regla.porcentaje;
      const base = productsValue(lines.filter((l) => inScope(regla.alcance, l)));
      const fee = regla.incluye_domicilio ? domicilio : 0;
      // One rounding over products and fee together, as the coupon was always charged.
      const all = Math.round(((base + fee) * pct) / 100);
      const productos = Math.min(all, Math.round((base * pct) / 100));
      return { productos, domicilio: all - productos };
    }
    case 'VALOR_FIJO': {
      const base = productsValue(lines.filter((l) => inScope(regla.alcance, l)));
      return { productos: Math.min(regla.valor, base), domicilio: 0 };
    }
    case 'DOMICILIO': {
      const off =
        regla.modo === 'GRATIS'
          ? domicilio
          : regla.modo === 'VALOR'
            ? Math.min(regla.valor, domicilio)
            : Math.round((domicilio * Math.min(100, regla.valor)) / 100);
      return { productos: 0, domicilio: off };
    }
    case 'LLEVA_PAGA': {
      const free = freeUnits(
        lines.filter((l) => inScope(regla.alcance, l)),
        regla.lleva,
        regla.paga,
      );
      return { productos: free.reduce((sum, u) => sum + u.unitPrice, 0), domicilio: 0 };
    }
    case 'COMBO':
      return { productos: comboSaving(regla, lines), domicilio: 0 };
  }
}

/** The Bogotá day a moment counts for under the window (a window past midnight counts for the day it began), or null when outside it. */
function windowDay(c: Condiciones, now: Date): string | null {
  const { ymd, minuteOfDay: m } = bogotaParts(now);
  const start = parseClock(c.hora_inicio);
  const end = parseClock(c.hora_fin);
  if (start === null || end === null) return ymd;
  if (start < end) return m >= start && m < end ? ymd : null;
  if (m >= start) return ymd;
  return m < end ? addDays(ymd, -1) : null;
}

const isoWeekday = (ymd: string) => {
  const d = new Date(`${ymd}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};

/** Why a promotion (or the code typed for it) does not hold for these facts; null when it does. */
export function promotionRefusal(candidate: PromoCandidate, facts: PromoFacts): string | null {
  const s: Subject = candidate.codigo ? 'codigo' : 'promocion';
  const c = candidate.condiciones;
  const code = candidate.codigo;
  const now = facts.now.getTime();
  if (!candidate.activa) return M.inactive(s);
  if (code) {
    if (code.usuarioId !== null) {
      if (facts.cliente.usuarioId === null) return M.loginForCode;
      if (code.usuarioId !== facts.cliente.usuarioId) return M.notYours;
    }
    if (code.unSoloUso && code.usado) return M.codeUsed;
    if (code.fechaInicio && now < code.fechaInicio.getTime()) return M.notYet(s, code.fechaInicio);
    if (code.fechaFin && now > code.fechaFin.getTime()) return M.expired(s, code.fechaFin);
  }
  if (c.fecha_inicio && now < Date.parse(c.fecha_inicio))
    return M.notYet(s, new Date(c.fecha_inicio));
  if (c.fecha_fin && now > Date.parse(c.fecha_fin)) return M.expired(s, new Date(c.fecha_fin));
  if (c.sedes.length && !c.sedes.includes(facts.sedeId)) return M.branch(facts.sedeNombre);
  if (c.tipos_pedido.length && !c.tipos_pedido.includes(facts.tipoPedido))
    return M.orderType(facts.tipoPedido);
  if (candidate.regla.tipo === 'DOMICILIO' && facts.tipoPedido !== 'DOMICILIO')
    return M.orderType(facts.tipoPedido);
  if (c.canales.length && !c.canales.includes(facts.canal))
    return facts.canal === 'WEB' ? M.onlyStaff : M.onlyWeb;
  const day = windowDay(c, facts.now);
  if (day === null) {
    // Outside the hours: the days are the reason only when neither today nor, for a window past
    // midnight, yesterday is one of them.
    const today = bogotaParts(facts.now).ymd;
    const crosses = parseClock(c.hora_inicio)! > parseClock(c.hora_fin)!;
    const days = crosses ? [today, addDays(today, -1)] : [today];
    if (c.dias.length && !days.some((d) => c.dias.includes(isoWeekday(d))))
      return M.weekdays(c.dias);
    return M.hours(parseClock(c.hora_inicio)!, parseClock(c.hora_fin)!);
  }
  const holiday = isColombianHoliday(day);
  if (c.festivos === 'EXCLUIR' && holiday) return M.notOnHolidays;
  if (c.festivos === 'SOLO' && !holiday) return M.onlyHolidays;
  if (c.dias.length && !c.dias.includes(isoWeekday(day))) return M.weekdays(c.dias);
  if (c.solo_clientes_nuevos || c.usos_por_cliente !== null) {
    if (!facts.cliente.conocido) return M.whoAreYou(s);
  }
  if (c.solo_clientes_nuevos && !facts.cliente.nuevo) return M.newCustomers;
  if (c.usos_maximos !== null && candidate.usos >= c.usos_maximos) return M.soldOut(s);
  if (c.usos_por_cliente !== null && (facts.cliente.usos[candidate.id] ?? 0) >= c.usos_por_cliente)
    return M.usedByYou(s);
  return null;
}

/** Whether the promotion holds and what it saves, or the reason it does not apply. */
export function evaluatePromotion(
  candidate: PromoCandidate,
  lines: readonly PromoLine[],
  facts: PromoFacts,
): { ok: true; saving: PromoSaving } | { ok: false; motivo: string } {
  const refusal = promotionRefusal(candidate, facts);
  if (refusal) return { ok: false, motivo: refusal };
  const s: Subject = candidate.codigo ? 'codigo' : 'promocion';
  const minimo = candidate.condiciones.pedido_minimo;
  if (minimo > 0 && productsValue(lines) < minimo)
    return { ok: false, motivo: M.minimum(s, minimo) };
  const saving = promotionSaving(candidate, lines, facts);
  if (total(saving) > 0) return { ok: true, saving };
  const { regla } = candidate;
  const motivo =
    regla.tipo === 'DOMICILIO'
      ? M.deliveryOnly
      : regla.tipo === 'LLEVA_PAGA'
        ? M.takeN(s, regla.lleva)
        : regla.tipo === 'COMBO'
          ? M.comboIncomplete(s)
          : M.nothingToDiscount(s);
  return { ok: false, motivo };
}

export interface PromotionsOutcome {
  /** The promotions applied, each with the pesos it took off (together at most the order). */
  aplicadas: (PromocionAplicada & { codigoId: number | null; combinable: boolean })[];
  totals: OrderTotals;
  /**
   * The typed code: whether it applied and, if not, why; `superado` when it holds but another
   * promotion that does not combine with it saves more.
   */
  codigo: { aplica: boolean; motivo: string | null; superado: boolean } | null;
}

type Applicable = { candidate: PromoCandidate; saving: PromoSaving };

/** Products and fee parts added up, each capped at what the order has: never below zero. */
function allocate(chosen: readonly Applicable[], productos: number, domicilio: number) {
  let leftP = productos;
  let leftD = domicilio;
  return chosen.map(({ candidate, saving }) => {
    const p = Math.min(leftP, saving.productos);
    const d = Math.min(leftD, saving.domicilio);
    leftP -= p;
    leftD -= d;
    return { candidate, descuento: p + d };
  });
}

/**
 * Prices an order's promotions: the automatic candidates and the typed code's promotion (the one
 * whose candidate carries `codigo`) that hold; the combinable ones add up, a non-combinable one
 * applies alone; of those choices the one that saves most wins (on a tie, the one that leaves
 * the typed code unused, then the lower promotion id).
 */
export function applyPromotions(
  lines: readonly PromoLine[],
  facts: PromoFacts,
  candidates: readonly PromoCandidate[],
): PromotionsOutcome {
  const productos = productsValue(lines);
  const domicilio = facts.tipoPedido === 'DOMICILIO' ? Math.max(0, facts.domicilio) : 0;
  const typed = candidates.find((c) => c.codigo) ?? null;
  let codeRefusal: string | null = null;
  const applicable: Applicable[] = [];
  for (const candidate of [...candidates].sort((a, b) => a.id - b.id)) {
    if (!candidate.codigo && candidate.aplicacion !== 'AUTOMATICA') continue;
    const result = evaluatePromotion(candidate, lines, facts);
    if (result.ok) applicable.push({ candidate, saving: result.saving });
    else if (candidate === typed) codeRefusal = result.motivo;
  }
  const combinable = applicable.filter((a) => a.candidate.combinable);
  const options: Applicable[][] = [
    combinable,
    ...applicable.filter((a) => !a.candidate.combinable).map((a) => [a]),
  ];
  const scored = options.map((chosen) => {
    const allocated = allocate(chosen, productos, domicilio);
    return {
      allocated,
      saving: allocated.reduce((sum, a) => sum + a.descuento, 0),
      usesCode: chosen.some((a) => a.candidate === typed),
      firstId: chosen[0]?.candidate.id ?? Infinity,
    };
  });
  scored.sort(
    (a, b) =>
      b.saving - a.saving || Number(a.usesCode) - Number(b.usesCode) || a.firstId - b.firstId,
  );
  const best = scored[0]!;
  const aplicadas = best.allocated
    .filter((a) => a.descuento > 0)
    .map(({ candidate, descuento }) => ({
      id: candidate.id,
      nombre: candidate.nombre,
      tipo: candidate.regla.tipo,
      codigo: candidate.codigo?.codigo ?? null,
      codigoId: candidate.codigo?.id ?? null,
      combinable: candidate.combinable,
      descuento,
    }));
  const descuento = aplicadas.reduce((sum, a) => sum + a.descuento, 0);
  const subtotal = productos + domicilio;
  let codigo: PromotionsOutcome['codigo'] = null;
  if (typed) {
    const applied = aplicadas.some((a) => a.id === typed.id && a.codigo !== null);
    const beaten = !codeRefusal && !applied;
    codigo = {
      aplica: applied,
      motivo: applied ? null : beaten ? M.betterOne(aplicadas[0]?.nombre ?? '') : codeRefusal,
      superado: beaten,
    };
  }
  return {
    aplicadas,
    totals: { productos, domicilio, subtotal, descuento, total: subtotal - descuento },
    codigo,
  };
}

/**
 * The promotions an order already got, priced again over its changed lines: their rules, not
 * their conditions (they were granted when it was placed), capped as when it was placed.
 */
export function repriceApplied(
  applied: readonly Pick<PromoCandidate, 'id' | 'regla' | 'codigo'>[],
  lines: readonly PromoLine[],
  facts: Pick<PromoFacts, 'tipoPedido' | 'domicilio'>,
): { id: number; descuento: number }[] {
  const domicilio = facts.tipoPedido === 'DOMICILIO' ? Math.max(0, facts.domicilio) : 0;
  return allocate(
    applied.map((candidate) => ({
      candidate: candidate as PromoCandidate,
      saving: promotionSaving(candidate, lines, facts),
    })),
    productsValue(lines),
    domicilio,
  ).map(({ candidate, descuento }) => ({ id: candidate.id, descuento }));
}
