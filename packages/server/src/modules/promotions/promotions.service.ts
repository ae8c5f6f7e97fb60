import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TipoPedido } from '@horno/domain/order-states';
import { TIPOS_PEDIDO } from '@horno/domain/order-states';
import { PROMOTION_MESSAGES } from '@horno/domain/promotion-messages';
import {
  applyPromotions,
  type PromoCandidate,
  type PromoFacts,
  type PromoLine,
  type PromotionsOutcome,
  promotionRefusal,
} from '@horno/domain/promotion-pricing';
import {
  type Canal,
  type CodigoPromocion,
  type Promocion,
  type PromocionInput,
  type PromocionVigente,
} from '@horno/domain/promotions';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import { assertVersion } from '../../lib/record-versions';
import {
  activeAutomatic,
  type CodeRow,
  codesOf,
  codeWithPromotion,
  customerHistory,
  customerKey,
  insertCodes,
  loadPromotions,
  rowOf,
  toCandidate,
  toCodigo,
} from './promotions.queries';

const NOT_FOUND = 'Promoción no encontrada';
export const CODE_TAKEN = 'Ese código ya existe. Elige otro.';
/** Letters and digits that cannot be mistaken for each other when read aloud or typed. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An order's facts, as the promotions see them. */
export interface OrderFacts {
  sede: { id: number; nombre: string };
  tipoPedido: TipoPedido;
  canal: Canal;
  /** The delivery fee before discounts. */
  domicilio: number;
  /** The signed-in customer who owns the order (null for guests and staff orders). */
  usuarioId: number | null;
  /** The guest's phone, when the order is a guest's or staff's for a customer. */
  telefono: string | null;
  /** The code typed, if any. */
  codigo: string | null;
}

/** The promotions an order gets, and what the statement must count for it. */
export interface OrderPromotions {
  outcome: PromotionsOutcome;
  /** The typed code, when it applied, as the order shows it ('cupon_aplicado'). */
  cupon: { id: number; codigo: string; porcentaje_descuento: number } | null;
  /** The typed code's refusal (a condition it failed); null when it applied or was beaten. */
  codeRefusal: string | null;
  /** 'u:<id>' or 't:<phone>': whose uses are counted. */
  cliente: string | null;
}

export class PromotionsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  list(): Promise<Promocion[]> {
    return loadPromotions(this.db);
  }

  async get(id: number): Promise<Promocion> {
    const [promocion] = await loadPromotions(this.db, [id]);
    if (!promocion) throw notFound(NOT_FOUND);
    return promocion;
  }

  async create(input: PromocionInput): Promise<Promocion> {
    const [row] = await this.db
      .insert(t.promociones)
      .values(rowOf(input))
      .returning({ id: t.promociones.id });
    return this.get(row!.id);
  }

  async update(id: number, input: PromocionInput, ifMatch: string | undefined): Promise<Promocion> {
    await this.db.transaction(async (tx) => {
      await assertVersion(tx, 'promocion', id, ifMatch);
      const changed = await tx
        .update(t.promociones)
        .set(rowOf(input))
        .where(eq(t.promociones.id, id))
        .returning({ id: t.promociones.id });
      if (changed.length === 0) throw notFound(NOT_FOUND);
    });
    return this.get(id);
  }

  /** 'Activar' / 'Desactivar'. */
  async setActive(id: number, activa: boolean, ifMatch: string | undefined): Promise<Promocion> {
    await this.db.transaction(async (tx) => {
      await assertVersion(tx, 'promocion', id, ifMatch);
      const changed = await tx
        .update(t.promociones)
        .set({ activa })
        .where(eq(t.promociones.id, id))
        .returning({ id: t.promociones.id });
      if (changed.length === 0) throw notFound(NOT_FOUND);
    });
    return this.get(id);
  }

  /** 'Duplicar': the same rule and conditions, inactive, with no uses and no codes. */
  async duplicate(id: number): Promise<Promocion> {
    const [source] = await this.db.select().from(t.promociones).where(eq(t.promociones.id, id));
    if (!source) throw notFound(NOT_FOUND);
    const [row] = await this.db
      .insert(t.promociones)
      .values({
        nombre: `${source.nombre} (copia)`.slice(0, 80),
        descripcion: source.descripcion,
        tipo: source.tipo,
        regla: source.regla,
        condiciones: source.condiciones,
        aplicacion: source.aplicacion,
        combinable: source.combinable,
        activa: false,
        usosMaximos: source.usosMaximos,
        usosPorCliente: source.usosPorCliente,
      })
      .returning({ id: t.promociones.id });
    return this.get(row!.id);
  }

  async codes(id: number): Promise<CodigoPromocion[]> {
    await this.get(id);
    return (await codesOf(this.db, id)).map(toCodigo);
  }

  /** One code written by staff ('MUNDIAL2026'). */
  async addCode(
    id: number,
    input: { codigo: string; un_solo_uso: boolean },
  ): Promise<CodigoPromocion> {
    await this.get(id);
    const [row] = await insertCodes(this.db, id, [
      { codigo: input.codigo, unSoloUso: input.un_solo_uso },
    ]);
    if (!row) throw new AppError(409, CODE_TAKEN, { codigo: [CODE_TAKEN] });
    return toCodigo(row);
  }

  /** 'Generar códigos': `cantidad` new random codes after `prefijo`. */
  async generateCodes(
    id: number,
    input: { cantidad: number; prefijo: string; un_solo_uso: boolean },
  ): Promise<CodigoPromocion[]> {
    await this.get(id);
    const made: CodeRow[] = [];
    // A clash with an existing code is skipped and drawn again (8 characters: very rare).
    for (let round = 0; round < 5 && made.length < input.cantidad; round++) {
      const wanted = new Set<string>();
      while (wanted.size < input.cantidad - made.length) {
        let code = input.prefijo;
        for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
        wanted.add(code);
      }
      try {
        made.push(
          ...(await insertCodes(
            this.db,
            id,
            [...wanted].map((codigo) => ({ codigo, unSoloUso: input.un_solo_uso })),
          )),
        );
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
    }
    return made.map(toCodigo);
  }

  /**
   * The automatic promotions that hold now at a branch, for an order type or any: what the menu
   * and the cart show. Who orders is not known yet, so per-customer conditions are left out.
   */
  async current(sedeId: number, tipoPedido?: TipoPedido): Promise<PromocionVigente[]> {
    const rows = await activeAutomatic(this.db);
    const now = this.clock.now();
    const holds = (c: PromoCandidate) =>
      (tipoPedido ? [tipoPedido] : TIPOS_PEDIDO.filter((tp) => tp !== 'MESA')).some(
        (tp) =>
          promotionRefusal(c, {
            sedeId,
            sedeNombre: null,
            tipoPedido: tp,
            canal: 'WEB',
            now,
            domicilio: 0,
            cliente: { usuarioId: null, conocido: true, nuevo: true, usos: {} },
          }) === null,
      );
    return rows
      .map((row) => toCandidate(row))
      .filter(holds)
      .map((c) => ({
        id: c.id,
        nombre: c.nombre,
        descripcion: rows.find((r) => r.id === c.id)!.descripcion,
        combinable: c.combinable,
        regla: c.regla,
        condiciones: c.condiciones,
      }));
  }

  /** The promotions an order gets: automatic ones that hold, and the typed code's if it does. */
  async forOrder(lines: readonly PromoLine[], order: OrderFacts): Promise<OrderPromotions> {
    const [automatic, typed] = await Promise.all([
      activeAutomatic(this.db),
      order.codigo ? codeWithPromotion(this.db, order.codigo) : undefined,
    ]);
    const candidates = automatic
      .filter((row) => row.id !== typed?.promotion.id)
      .map((row) => toCandidate(row));
    if (typed) candidates.push(toCandidate(typed.promotion, typed.code));
    const cliente = customerKey(order.usuarioId, order.telefono);
    const history = candidates.some(
      (c) => c.condiciones.solo_clientes_nuevos || c.condiciones.usos_por_cliente !== null,
    )
      ? await customerHistory(
          this.db,
          { usuarioId: order.usuarioId, telefono: order.telefono },
          candidates.map((c) => c.id),
        )
      : { nuevo: true, usos: {} };
    const facts: PromoFacts = {
      sedeId: order.sede.id,
      sedeNombre: order.sede.nombre,
      tipoPedido: order.tipoPedido,
      canal: order.canal,
      now: this.clock.now(),
      domicilio: order.domicilio,
      cliente: { usuarioId: order.usuarioId, conocido: cliente !== null, ...history },
    };
    const outcome = applyPromotions(lines, facts, candidates);
    if (order.codigo && !typed) {
      outcome.codigo = { aplica: false, motivo: PROMOTION_MESSAGES.unknownCode, superado: false };
    }
    const { codigo } = outcome;
    return {
      outcome,
      cupon:
        codigo?.aplica && typed
          ? {
              id: typed.code.id,
              codigo: typed.code.codigo,
              porcentaje_descuento:
                typed.code.porcentajeDescuento ??
                (typed.promotion.regla.tipo === 'PORCENTAJE'
                  ? typed.promotion.regla.porcentaje
                  : 0),
            }
          : null,
      codeRefusal: codigo && !codigo.aplica && !codigo.superado ? codigo.motivo : null,
      cliente,
    };
  }
}
