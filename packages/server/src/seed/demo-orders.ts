// The demo pizzeria's recent orders: a month of history per branch and today's board, priced by
// the server's own pricing (priceLine, orderTotals) and delivery quotes (GeoService), stored in
// a few bulk inserts in one transaction.
import { DEFAULT_SLOT_SETTINGS, preparationMinutes } from '@horno/domain/time-slots';
import { cashSuggestions } from '@horno/domain/payments';
import { inArray, sql } from 'drizzle-orm';
import type { HoursRow } from '@horno/domain/branch-hours';
import { orderTotals } from '@horno/domain/pricing';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import type { CatalogSnapshot } from '../modules/catalog/catalog.queries';
import type { GeoService } from '../modules/geo/geo.service';
import { offlineServices } from '../services';
import { priceLine } from '../modules/orders/order-pricing';
import { hashTrackingToken, newTrackingToken } from '../modules/orders/order-token';
import type { NewOrder } from '../modules/orders/orders.queries';
import { branchMenu, type BranchMenu, drawBasket } from './demo-baskets';
import type { DemoBranch } from './demo-branches';
import { type DemoCustomer, drawAddress, drawCustomer, gridOf } from './demo-customers';
import { planBranchOrders, type PlannedOrder, type PlannedStep } from './demo-day';
import { recordDemoOrders } from './demo-marker';
import { seededRandom } from './random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Customers per branch, the first of them regulars. */
const CUSTOMERS_PER_BRANCH = 80;
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 1000;

/** Where an order goes and what the trip costs, as the orders service computes them. */
interface Delivery {
  direccion: NonNullable<NewOrder['direccion']>;
  fee: number;
}

/** A branch of the demo as stored, with who answers its board. */
export interface SeededBranch {
  demo: DemoBranch;
  sede: NewOrder['sede'];
  /** The staff account that takes its table and phone orders and moves its orders on. */
  staffId: number;
}

interface BranchCustomer extends DemoCustomer {
  delivery: Delivery;
}

/** An order ready to store: as the orders service would build it, plus its later history. */
interface SeedOrder {
  order: NewOrder;
  activo: boolean;
  pasos: PlannedStep[];
  staffId: number;
}

const hoursOf = (demo: DemoBranch): HoursRow[] =>
  demo.horarios.map((h) => ({
    dia_semana: h.diaSemana,
    hora_inicio: h.horaInicio,
    hora_fin: h.horaFin,
    cerrado: h.cerrado,
    es_festivo: h.esFestivo,
  }));

/**
 * A branch's customers, each with an address inside its delivery area, resolved and quoted as
 * an order's address is (GeoService.resolve, then quote).
 */
async function branchCustomers(geo: GeoService, branch: SeededBranch): Promise<BranchCustomer[]> {
  const random = seededRandom(`${branch.demo.nombre}:clientes`);
  const near = gridOf(branch.demo.direccion);
  const customers: BranchCustomer[] = [];
  while (customers.length < CUSTOMERS_PER_BRANCH) {
    const customer = drawCustomer(random);
    for (let tries = 0; tries < 50; tries++) {
      const place = await geo.resolve(undefined, drawAddress(random, near));
      if (!place) continue;
      const quote = await geo.quote(branch.sede.id, place);
      // Baskets are not drawn up to an area's minimum order: its customers order elsewhere.
      if (!quote.dentro_de_cobertura || quote.pedido_minimo > 0) continue;
      customers.push({
        ...customer,
        delivery: {
          direccion: {
            direccion_entrega: place.direccion,
            instrucciones: customer.instrucciones,
            lat: place.lat,
            lng: place.lng,
            distanciaKm: quote.distancia_km,
            duracionMin: quote.duracion_min,
          },
          fee: quote.costo_domicilio,
        },
      });
      break;
    }
  }
  return customers;
}

/** One planned order, priced from the catalog as the orders service prices a real one. */
function priceOrder(
  catalog: CatalogSnapshot,
  menu: BranchMenu,
  branch: SeededBranch,
  customers: readonly BranchCustomer[],
  mesas: ReadonlyMap<number, string>,
  planned: PlannedOrder,
): SeedOrder {
  const basket = drawBasket(
    menu,
    { personas: planned.personas, almuerzo: planned.almuerzo, enMesa: planned.tipo === 'MESA' },
    seededRandom(planned.semilla),
  );
  const lines = basket.map((line) => priceLine(catalog, branch.sede.id, line));
  const customer = planned.cliente === null ? null : customers[planned.cliente]!;
  const delivery = planned.tipo === 'DOMICILIO' ? customer!.delivery : null;
  const totals = orderTotals(
    lines.map((l) => ({ unitPrice: l.unitPrice, cantidad: l.cantidad })),
    { domicilio: delivery?.fee ?? 0, cuponPorcentaje: null },
  );
  const staffId = planned.porPersonal ? branch.staffId : null;
  const last = planned.pasos[planned.pasos.length - 1]!;
  // A third pay by card at the door; of the cash deliveries, half say which bill they pay with.
  const payment = seededRandom(`${planned.semilla}:pago`).next();
  const datafono = payment < 1 / 3;
  const pagaCon =
    !datafono && delivery && payment > 2 / 3 ? (cashSuggestions(totals.total)[0] ?? null) : null;
  return {
    order: {
      sede: branch.sede,
      usuarioId: null,
      invitado: customer && { nombre: customer.nombre, numero: customer.numero },
      tipoPedido: planned.tipo,
      estado: last.estado,
      fecha: planned.pasos[0]!.at,
      totals,
      cupon: null,
      promociones: [],
      cliente: null,
      mesa:
        planned.mesaId === null ? null : { id: planned.mesaId, nombre: mesas.get(planned.mesaId)! },
      creadoDesdeAdmin: planned.porPersonal,
      creadoPorId: staffId,
      metodoPago: datafono ? 'DATAFONO' : 'EFECTIVO',
      pagaCon,
      pago: null,
      historialUsuarioId: staffId,
      tokenHash: hashTrackingToken(newTrackingToken()),
      idempotencyKey: null,
      tokenSellado: null,
      // The demo's past orders send no messages with links.
      tokenEnlace: null,
      direccion: delivery?.direccion ?? null,
      lines,
      // As soon as possible, promised the branch's default preparation time (decision 030).
      timing: {
        programadoPara: null,
        cocinaDesde: null,
        entregaEstimada: new Date(
          planned.pasos[0]!.at.getTime() +
            preparationMinutes(DEFAULT_SLOT_SETTINGS, planned.tipo) * 60_000,
        ),
        franja: null,
        capacidad: null,
      },
    },
    activo: last.activo,
    pasos: planned.pasos,
    staffId: branch.staffId,
  };
}

/** `count` fresh ids of a table's serial column, rising. */
async function drawIds(tx: Tx, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${table}, 'id'))::int` })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

async function insertChunked<R>(rows: readonly R[], insert: (chunk: R[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * Stores the orders with their guests, addresses, lines, additions, selections and history;
 * answers the ids of the orders and guests it stored.
 */
async function storeOrders(
  tx: Tx,
  orders: readonly SeedOrder[],
): Promise<{ orderIds: number[]; guestIds: number[] }> {
  const withGuest = orders.filter((o) => o.order.invitado);
  const lineCount = orders.reduce((n, o) => n + o.order.lines.length, 0);
  const [guestIds, orderIds, lineIds] = [
    await drawIds(tx, 'invitados', withGuest.length),
    await drawIds(tx, 'pedidos', orders.length),
    await drawIds(tx, 'pedido_productos', lineCount),
  ];
  const guestOf = new Map(withGuest.map((o, i) => [o, guestIds[i]!]));

  const invitados: (typeof t.invitados.$inferInsert)[] = [];
  const pedidos: (typeof t.pedidos.$inferInsert)[] = [];
  const direcciones: (typeof t.direccionesPedido.$inferInsert)[] = [];
  const lineas: (typeof t.pedidoProductos.$inferInsert)[] = [];
  const adiciones: (typeof t.pedidoProductoAdiciones.$inferInsert)[] = [];
  const selecciones: (typeof t.pedidoProductoSelecciones.$inferInsert)[] = [];
  const historial: (typeof t.historialEstadosPedido.$inferInsert)[] = [];
  let nextLine = 0;
  orders.forEach(({ order: o, activo, pasos, staffId }, i) => {
    const pedidoId = orderIds[i]!;
    const invitadoId = guestOf.get(orders[i]!) ?? null;
    if (o.invitado && invitadoId !== null) invitados.push({ id: invitadoId, ...o.invitado });
    pedidos.push({
      id: pedidoId,
      sedeId: o.sede.id,
      usuarioId: o.usuarioId,
      invitadoId,
      tipoPedido: o.tipoPedido,
      estado: o.estado,
      activo,
      fecha: o.fecha,
      subtotalProductos: o.totals.productos,
      costoDomicilio: o.totals.domicilio,
      descuentoCupon: o.totals.descuento,
      totalPedido: o.totals.total,
      mesaId: o.mesa?.id ?? null,
      creadoDesdeAdmin: o.creadoDesdeAdmin,
      creadoPorId: o.creadoPorId,
      metodoPago: o.metodoPago,
      pagaCon: o.pagaCon,
      tokenHash: o.tokenHash,
      entregaEstimada: o.timing.entregaEstimada,
    });
    if (o.direccion) {
      const d = o.direccion;
      direcciones.push({
        pedidoId,
        direccionEntrega: d.direccion_entrega,
        instrucciones: d.instrucciones,
        lat: d.lat,
        lng: d.lng,
        distanciaKm: d.distanciaKm,
        duracionMin: d.duracionMin,
      });
    }
    for (const l of o.lines) {
      const lineId = lineIds[nextLine++]!;
      lineas.push({
        id: lineId,
        pedidoId,
        productoId: l.productoId,
        productoMitadId: l.productoMitadId,
        productoEspecialId: l.productoEspecialId,
        nombre: l.nombre,
        cantidad: l.cantidad,
        observaciones: l.observaciones,
        medidaId: l.medidaId,
        precioUnitarioAplicado: l.unitPrice,
        descuentoPorcentaje: l.descuentoPorcentaje,
      });
      for (const a of l.adiciones) adiciones.push({ pedidoProductoId: lineId, ...a });
      for (const s of l.selecciones) selecciones.push({ pedidoProductoId: lineId, ...s });
    }
    pasos.forEach((paso, j) => {
      const before = pasos[j - 1];
      historial.push({
        pedidoId,
        estadoAnterior: before?.estado ?? null,
        estadoNuevo: paso.estado,
        activoAnterior: before?.activo ?? null,
        activoNuevo: paso.activo,
        usuarioId: paso.porPersonal ? staffId : null,
        creadoEn: paso.at,
      });
    });
  });

  await insertChunked(invitados, (rows) => tx.insert(t.invitados).values(rows));
  await insertChunked(pedidos, (rows) => tx.insert(t.pedidos).values(rows));
  await insertChunked(direcciones, (rows) => tx.insert(t.direccionesPedido).values(rows));
  await insertChunked(lineas, (rows) => tx.insert(t.pedidoProductos).values(rows));
  await insertChunked(adiciones, (rows) => tx.insert(t.pedidoProductoAdiciones).values(rows));
  await insertChunked(selecciones, (rows) => tx.insert(t.pedidoProductoSelecciones).values(rows));
  await insertChunked(historial, (rows) => tx.insert(t.historialEstadosPedido).values(rows));
  return { orderIds, guestIds };
}

/**
 * Loads the demo branches' last 30 days of orders and today's active ones (relative to `now`) in
 * one transaction, and seats today's open table orders (their tables OCUPADA, as a table order
 * does). Runs once the demo itself is committed: the catalog and branches are read as the
 * services read them, through the pool. Returns how many orders it stored.
 */
export async function seedDemoOrders(
  db: Db,
  branches: readonly SeededBranch[],
  now: Date,
): Promise<number> {
  // The services a real order goes through, on the seed's fixed clock.
  const services = offlineServices.demoOrders(db, now);
  const catalog = await services.catalog.getSnapshot();
  const { geo } = services;
  const mesaRows = await db
    .select({ id: t.mesas.id, sedeId: t.mesas.sedeId, nombre: t.mesas.nombre })
    .from(t.mesas)
    .where(
      inArray(
        t.mesas.sedeId,
        branches.map((b) => b.sede.id),
      ),
    );
  const mesas = new Map(mesaRows.map((m) => [m.id, m.nombre]));

  const orders: SeedOrder[] = [];
  for (const branch of branches) {
    const customers = await branchCustomers(geo, branch);
    const plan = planBranchOrders(
      {
        id: branch.sede.id,
        nombre: branch.demo.nombre,
        horarios: hoursOf(branch.demo),
        mesaIds: mesaRows.filter((m) => m.sedeId === branch.sede.id).map((m) => m.id),
        // Branches with more tables are busier: 19 to 24 orders on an average day.
        pedidosPorDia: 12 + 1.5 * branch.demo.mesas,
        entregaMin: customers.map((c) => c.delivery.direccion.duracionMin),
      },
      now,
    );
    const menu = branchMenu(catalog, branch.sede.id);
    for (const planned of plan) {
      orders.push(priceOrder(catalog, menu, branch, customers, mesas, planned));
    }
  }
  // Ids rise with the time the orders were placed, across branches, as real ones do.
  orders.sort((a, b) => a.order.fecha.getTime() - b.order.fecha.getTime());
  const seated = orders.flatMap((o) => (o.activo && o.order.mesa ? [o.order.mesa.id] : []));
  await db.transaction(async (tx) => {
    const stored = await storeOrders(tx, orders);
    // The demo's record of what it loaded names its orders too (seed/demo-marker.ts).
    await recordDemoOrders(tx, stored.orderIds, stored.guestIds);
    if (seated.length > 0) {
      await tx.update(t.mesas).set({ estado: 'OCUPADA' }).where(inArray(t.mesas.id, seated));
    }
  });
  return orders.length;
}
