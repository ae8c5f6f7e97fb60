import { inArray } from 'drizzle-orm';
import { addDays, bogotaInstant } from '@horno/domain/bogota-time';
import { formatDayShort } from '@horno/domain/dates';
import { isColombianHoliday } from '@horno/domain/holidays';
import { ORDER_TYPE_LABELS, TIPOS_PEDIDO } from '@horno/domain/order-states';
import {
  CHANNEL_LABELS,
  CHANNELS,
  type ChannelsReport,
  comparisonPeriod,
  type CustomersReport,
  type CustomersTotals,
  daysBetween,
  type HoursReport,
  type ProductRow,
  type ProductsReport,
  type ReportQuery,
  type ReportScope,
  REPORT_MESSAGES,
  type SalesReport,
  type SalesSeries,
  type ShareRow,
  type SummaryReport,
  TIME_SEGMENTS,
  type TimeSegment,
  type TimesReport,
  type Totals,
} from '@horno/domain/reports';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { AuthContext } from '../auth/auth.queries';
import * as q from './reports.queries';
import * as summaries from './reports-summaries';

interface Side {
  scope: q.Scope;
  header: ReportScope;
}

interface Resolved {
  actual: Side;
  anterior: Side | null;
  /** Every branch either side covers (for the per-branch answers). */
  names: Map<number, string>;
}

/** How many customers the top list shows. */
const TOP_CUSTOMERS = 10;
/** How many best and worst sellers are named. */
const BEST_AND_WORST = 5;

/**
 * The owner's numbers (issue 36): each section of `/reportes` for a period of Bogotá days, one
 * branch or all the caller's, and its comparison (the period before, the week before, another
 * branch). The caller sees only their branches.
 */
export class ReportsService {
  constructor(private readonly db: Db) {}

  /** The period and branches asked for, checked against the caller's branches. */
  private async resolve(caller: AuthContext, query: ReportQuery): Promise<Resolved> {
    const asked = [query.sede, query.comparar === 'sede' ? query.comparar_sede : undefined].filter(
      (id): id is number => id !== undefined,
    );
    const known = asked.length
      ? await this.db.select({ id: t.sedes.id }).from(t.sedes).where(inArray(t.sedes.id, asked))
      : [];
    for (const id of asked) {
      if (!known.some((k) => k.id === id)) throw notFound(REPORT_MESSAGES.branchNotFound);
      if (!caller.sedeIds.has(id)) throw new AppError(403, 'No tienes acceso a esta sede.');
    }
    const mine = [...caller.sedeIds];
    const rows = await this.db
      .select({ id: t.sedes.id, nombre: t.sedes.nombre })
      .from(t.sedes)
      .where(inArray(t.sedes.id, [...mine, 0]));
    const names = new Map(rows.map((r) => [r.id, r.nombre]));
    const side = (desde: string, hasta: string, sedes: number[]): Side => {
      const list = sedes.filter((id) => names.has(id)).sort((a, b) => a - b);
      const label =
        list.length === 1
          ? names.get(list[0]!)!
          : list.length === names.size
            ? 'Todas las sedes'
            : `${list.length} sedes`;
      return {
        scope: {
          desde,
          hasta,
          from: bogotaInstant(desde),
          to: bogotaInstant(addDays(hasta, 1)),
          sedes: list.length ? list : [0],
        },
        header: {
          desde,
          hasta,
          sedes: list.map((id) => ({ id, nombre: names.get(id)! })),
          etiqueta:
            desde === hasta
              ? `${label}, ${formatDayShort(desde)}`
              : `${label}, ${formatDayShort(desde)} – ${formatDayShort(hasta)}`,
        },
      };
    };
    const sedes = query.sede !== undefined ? [query.sede] : mine;
    const actual = side(query.desde, query.hasta, sedes);
    const period = comparisonPeriod(query.desde, query.hasta, query.comparar);
    const anterior =
      period === null
        ? null
        : side(
            period.desde,
            period.hasta,
            query.comparar === 'sede' ? [query.comparar_sede!] : sedes,
          );
    return { actual, anterior, names };
  }

  private header(r: Resolved) {
    return { periodo: r.actual.header, comparacion: r.anterior?.header ?? null };
  }

  async summary(caller: AuthContext, query: ReportQuery): Promise<SummaryReport> {
    const r = await this.resolve(caller, query);
    const [actual, anterior] = await Promise.all([
      q.totals(this.db, r.actual.scope),
      r.anterior ? q.totals(this.db, r.anterior.scope) : null,
    ]);
    return {
      ...this.header(r),
      actual: withRatios(actual),
      anterior: anterior && withRatios(anterior),
    };
  }

  async sales(caller: AuthContext, query: ReportQuery): Promise<SalesReport> {
    const r = await this.resolve(caller, query);
    const granularidad = query.desde === query.hasta ? 'hora' : 'dia';
    const [actual, anterior] = await Promise.all([
      q.salesOverTime(this.db, r.actual.scope, granularidad),
      r.anterior ? q.salesOverTime(this.db, r.anterior.scope, granularidad) : null,
    ]);
    const axis = (header: ReportScope) =>
      granularidad === 'hora'
        ? Array.from({ length: 24 }, (_, h) => String(h))
        : Array.from({ length: daysBetween(header.desde, header.hasta) }, (_, i) =>
            addDays(header.desde, i),
          );
    const series = (
      clave: string,
      nombre: string,
      header: ReportScope,
      buckets: q.BucketRow[],
    ): SalesSeries => ({
      clave,
      nombre,
      puntos: axis(header).map((x) => {
        const here = buckets.filter((b) => b.x === x);
        return {
          x,
          ventas_netas: here.reduce((s, b) => s + b.ventas_netas, 0),
          pedidos: here.reduce((s, b) => s + b.pedidos, 0),
          festivo:
            granularidad === 'dia' ? isColombianHoliday(x) : isColombianHoliday(header.desde),
        };
      }),
    });
    let out: SalesSeries[];
    if (r.anterior && anterior) {
      out = [
        series('actual', r.actual.header.etiqueta, r.actual.header, actual),
        series('anterior', r.anterior.header.etiqueta, r.anterior.header, anterior),
      ];
    } else if (r.actual.header.sedes.length > 1) {
      out = r.actual.header.sedes.map((s) =>
        series(
          `sede-${s.id}`,
          s.nombre,
          r.actual.header,
          actual.filter((b) => b.sede_id === s.id),
        ),
      );
    } else {
      out = [series('actual', r.actual.header.etiqueta, r.actual.header, actual)];
    }
    return { ...this.header(r), granularidad, series: out };
  }

  async channels(caller: AuthContext, query: ReportQuery): Promise<ChannelsReport> {
    const r = await this.resolve(caller, query);
    const [actual, anterior] = await Promise.all([
      q.channels(this.db, r.actual.scope),
      r.anterior ? q.channels(this.db, r.anterior.scope) : null,
    ]);
    const rowsOf = (
      keys: readonly string[],
      labels: Record<string, string>,
      now: q.GroupRow[],
      before: q.GroupRow[] | null,
    ): ShareRow[] =>
      keys.map((clave) => {
        const a = now.find((g) => g.clave === clave);
        const b = before?.find((g) => g.clave === clave);
        return {
          clave,
          nombre: labels[clave] ?? clave,
          pedidos: a?.pedidos ?? 0,
          ventas_netas: a?.ventas_netas ?? 0,
          pedidos_anterior: before ? (b?.pedidos ?? 0) : null,
          ventas_netas_anterior: before ? (b?.ventas_netas ?? 0) : null,
        };
      });
    return {
      ...this.header(r),
      tipos: rowsOf(TIPOS_PEDIDO, ORDER_TYPE_LABELS, actual.tipos, anterior?.tipos ?? null),
      canales: rowsOf(CHANNELS, CHANNEL_LABELS, actual.canales, anterior?.canales ?? null),
    };
  }

  async products(caller: AuthContext, query: ReportQuery): Promise<ProductsReport> {
    const r = await this.resolve(caller, query);
    const [actual, anterior, adiciones] = await Promise.all([
      summaries.productMix(this.db, r.actual.scope),
      r.anterior ? summaries.productMix(this.db, r.anterior.scope) : null,
      summaries.additions(this.db, r.actual.scope),
    ]);
    const key = (m: { tipo: string; id: number }) => `${m.tipo}-${m.id}`;
    const total = actual.reduce((s, m) => s + m.ventas, 0);
    const before = new Map((anterior ?? []).map((m) => [key(m), m]));
    const productos: ProductRow[] = actual.map((m) => {
      const b = before.get(key(m));
      return {
        clave: key(m),
        tipo: m.tipo,
        id: m.id,
        nombre: m.nombre,
        categoria: m.categoria,
        cantidad: m.cantidad,
        ventas: m.ventas,
        participacion: total === 0 ? 0 : Math.round((m.ventas / total) * 1000) / 10,
        cantidad_anterior: anterior ? (b?.cantidad ?? 0) : null,
        ventas_anterior: anterior ? (b?.ventas ?? 0) : null,
      };
    });
    // What sold before and not now is a worst seller too: it shows with nothing sold.
    for (const m of anterior ?? []) {
      if (productos.some((p) => p.clave === key(m))) continue;
      productos.push({
        clave: key(m),
        tipo: m.tipo,
        id: m.id,
        nombre: m.nombre,
        categoria: m.categoria,
        cantidad: 0,
        ventas: 0,
        participacion: 0,
        cantidad_anterior: m.cantidad,
        ventas_anterior: m.ventas,
      });
    }
    const bySales = (a: ProductRow, b: ProductRow) =>
      b.ventas - a.ventas || b.cantidad - a.cantidad || a.nombre.localeCompare(b.nombre, 'es');
    productos.sort(bySales);
    const sold = productos.filter((p) => p.tipo !== 'MITAD');
    return {
      ...this.header(r),
      total_ventas: total,
      productos,
      mas_vendidos: sold.slice(0, BEST_AND_WORST).map((p) => p.clave),
      menos_vendidos: sold
        .slice(-BEST_AND_WORST)
        .reverse()
        .map((p) => p.clave),
      adiciones: adiciones.sort(
        (a, b) => b.cantidad - a.cantidad || a.nombre.localeCompare(b.nombre, 'es'),
      ),
    };
  }

  async hours(caller: AuthContext, query: ReportQuery): Promise<HoursReport> {
    const r = await this.resolve(caller, query);
    const cells = await q.busyHours(this.db, r.actual.scope);
    const pedidos = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
    for (const c of cells) pedidos[c.dia - 1]![c.hora] = c.pedidos;
    return { ...this.header(r), pedidos, maximo: Math.max(0, ...cells.map((c) => c.pedidos)) };
  }

  async times(caller: AuthContext, query: ReportQuery): Promise<TimesReport> {
    const r = await this.resolve(caller, query);
    const rows = await summaries.segmentTimes(this.db, r.actual.scope);
    const filas = r.actual.header.sedes.flatMap((sede) =>
      TIME_SEGMENTS.map((tramo: TimeSegment) => {
        const row = rows.find((x) => x.sede_id === sede.id && x.tramo === tramo);
        return {
          sede,
          tramo,
          mediana: row?.mediana ?? null,
          p90: row?.p90 ?? null,
          pedidos: row?.pedidos ?? 0,
          sin_datos: row?.sin_datos ?? 0,
        };
      }),
    );
    return { ...this.header(r), filas };
  }

  async customers(caller: AuthContext, query: ReportQuery): Promise<CustomersReport> {
    const r = await this.resolve(caller, query);
    const load = async (side: Side) => {
      const [{ clientes, sinCliente }, cupones] = await Promise.all([
        summaries.customers(this.db, side.scope),
        q.couponUse(this.db, side.scope),
      ]);
      const totals: CustomersTotals = {
        clientes: clientes.length,
        nuevos: clientes.filter((c) => !c.recurrente).length,
        recurrentes: clientes.filter((c) => c.recurrente).length,
        pedidos_sin_cliente: sinCliente,
        pedidos_con_cupon: cupones.reduce((s, c) => s + c.pedidos, 0),
        descuento_cupones: cupones.reduce((s, c) => s + c.descuento, 0),
      };
      return { clientes, cupones, totals };
    };
    const [actual, anterior] = await Promise.all([
      load(r.actual),
      r.anterior ? load(r.anterior) : null,
    ]);
    const best = [...actual.clientes]
      .sort((a, b) => b.pedidos - a.pedidos || b.total - a.total || a.clave.localeCompare(b.clave))
      .slice(0, TOP_CUSTOMERS);
    const names = await q.customerNames(
      this.db,
      r.actual.scope,
      best.map((c) => c.clave),
    );
    const top = best.map((c) => ({
      clave: c.clave,
      nombre: names.get(c.clave)?.nombre ?? '',
      telefono: names.get(c.clave)?.telefono ?? '',
      registrado: c.clave.startsWith('u'),
      pedidos: c.pedidos,
      total: c.total,
    }));
    return {
      ...this.header(r),
      actual: actual.totals,
      anterior: anterior?.totals ?? null,
      top,
      cupones: actual.cupones.sort((a, b) => b.pedidos - a.pedidos),
    };
  }
}

function withRatios(row: q.TotalsRow): Totals {
  return {
    ...row,
    ventas_netas: row.ventas_brutas - row.descuentos,
    ticket_promedio: row.pedidos === 0 ? 0 : Math.round(row.total_cobrado / row.pedidos),
  };
}
