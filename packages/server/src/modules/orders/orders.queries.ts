import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { OrderChangeDetail } from '@horno/domain/order-changes';
import type { EstadoPedido, TipoPedido } from '@horno/domain/order-states';
import type { Order, OrderLine } from '@horno/domain/orders';
import { changeFor, type MetodoPago } from '@horno/domain/payments';
import type { OrderTotals } from '@horno/domain/pricing';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { CatalogSnapshot } from '../catalog/catalog.queries';
import type { OrderTiming } from '../scheduling/scheduling.service';
import type { PricedLine } from './order-pricing';

const mitades = alias(t.productos, 'mitades');

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

type Ref = { id: number; nombre: string; imagen: string | null };

/** What a line points to, as the order shows it. */
interface LineRefs {
  producto: Ref | null;
  mitad: Ref | null;
  especial: Ref | null;
  medida: { id: number; value: string; label: string } | null;
}

/** The order's own columns that its answer shows. */
type OrderHead = Pick<
  typeof t.pedidos.$inferSelect,
  | 'id'
  | 'estado'
  | 'tipoPedido'
  | 'activo'
  | 'fecha'
  | 'subtotalProductos'
  | 'costoDomicilio'
  | 'descuentoCupon'
  | 'totalPedido'
  | 'creadoDesdeAdmin'
  | 'metodoPago'
  | 'pagaCon'
  | 'sinMensajes'
  | 'estadoPago'
  | 'pagoVenceEn'
  | 'saldoPendiente'
  | 'programadoPara'
  | 'entregaEstimada'
  | 'cocinaDesde'
>;

/** The rows an order joins, each null (or all-null, as a left join gives) when absent. */
interface OrderJoins {
  sede: Order['sede'];
  usuario: Order['usuario'] | { id: null };
  invitado: Order['invitado'] | { nombre: null };
  direccion: Order['direccion'] | { direccion_entrega: null };
  mesa: Order['mesa'] | { id: null };
  cupon: Order['cupon_aplicado'] | { codigo: null };
}

/** A promotion an order got, as stored. */
type AppliedPromotion = Order['promociones'][number];

// Shapes shared by the read (`loadOrders`) and the insert (`insertOrder`): one answer for both.

function shapeLine(
  line: Pick<
    typeof t.pedidoProductos.$inferSelect,
    | 'id'
    | 'nombre'
    | 'cantidad'
    | 'observaciones'
    | 'precioUnitarioAplicado'
    | 'descuentoPorcentaje'
  >,
  refs: LineRefs,
  additions: readonly { ingredienteId: number; nombre: string; precioAdicion: number }[],
  selections: readonly {
    seccionId: number;
    opcionId: number;
    seccionNombre: string;
    opcionNombre: string;
    precioExtra: number;
  }[],
): OrderLine {
  const { producto, mitad, especial, medida } = refs;
  const configuraciones: Record<string, number[]> = {};
  for (const s of selections) (configuraciones[String(s.seccionId)] ??= []).push(s.opcionId);
  return {
    id: line.id,
    // Named as ordered (the catalog may have renamed it since); the halves of a half-and-half
    // keep their own names, which the line's 'Mitad … / Mitad …' already holds as ordered.
    producto: producto?.id
      ? { ...producto, nombre: mitad?.id ? producto.nombre : line.nombre }
      : null,
    producto_especial: especial?.id ? { ...especial, nombre: line.nombre } : null,
    producto_mitad: mitad?.id ? mitad : null,
    nombre: line.nombre,
    cantidad: line.cantidad,
    observaciones: line.observaciones,
    adiciones: additions.map((a) => ({
      ingrediente: { id: a.ingredienteId, nombre: a.nombre },
      precio_adicion: a.precioAdicion,
    })),
    medida: medida?.id ? medida : null,
    configuraciones,
    selecciones: selections.map((s) => ({
      seccion: s.seccionNombre,
      opcion: s.opcionNombre,
      precio_extra: s.precioExtra,
    })),
    precio_unitario_aplicado: line.precioUnitarioAplicado,
    descuento_porcentaje: line.descuentoPorcentaje,
    subtotal: line.precioUnitarioAplicado * line.cantidad,
  };
}

function shapeOrder(
  p: OrderHead,
  { sede, usuario, invitado, direccion, mesa, cupon }: OrderJoins,
  lines: OrderLine[],
  history: readonly { estadoNuevo: EstadoPedido; activoNuevo: boolean; creadoEn: Date }[],
  promotions: readonly AppliedPromotion[],
  preparation: readonly { estacionNombre: string; segundos: number; creadoEn: Date }[] = [],
  changes: readonly {
    creadoEn: Date;
    usuario: string | null;
    totalAnterior: number;
    totalNuevo: number;
    detalle: OrderChangeDetail;
  }[] = [],
): Order {
  return {
    id: p.id,
    estado: p.estado,
    tipo_pedido: p.tipoPedido,
    activo: p.activo,
    fecha: p.fecha.toISOString(),
    sede,
    usuario: usuario?.id ? usuario : null,
    invitado: invitado?.nombre ? invitado : null,
    direccion: direccion?.direccion_entrega ? direccion : null,
    mesa: mesa?.id ? mesa : null,
    cupon_aplicado: cupon?.codigo ? cupon : null,
    promociones: promotions.map((p) => ({
      id: p.id,
      nombre: p.nombre,
      tipo: p.tipo,
      codigo: p.codigo,
      descuento: p.descuento,
    })),
    subtotal_productos: p.subtotalProductos,
    costo_domicilio: p.costoDomicilio,
    descuento_cupon: p.descuentoCupon,
    total_pedido: p.totalPedido,
    creado_desde_admin: p.creadoDesdeAdmin,
    metodo_pago: p.metodoPago,
    paga_con: p.pagaCon,
    cambio: p.metodoPago === 'EFECTIVO' ? changeFor(p.totalPedido, p.pagaCon) : null,
    estado_pago: p.estadoPago,
    pago_vence_en: p.pagoVenceEn?.toISOString() ?? null,
    sin_mensajes: p.sinMensajes,
    productos_pedidos: lines,
    historial: history.map((h) => ({
      estado: h.estadoNuevo,
      activo: h.activoNuevo,
      fecha: h.creadoEn.toISOString(),
    })),
    preparacion: [...preparation]
      .sort((a, b) => a.creadoEn.getTime() - b.creadoEn.getTime())
      .map((p) => ({
        estacion: p.estacionNombre,
        segundos: p.segundos,
        listo_en: p.creadoEn.toISOString(),
      })),
    cambios: changes.map((c) => ({
      fecha: c.creadoEn.toISOString(),
      usuario: c.usuario,
      total_anterior: c.totalAnterior,
      total_nuevo: c.totalNuevo,
      detalle: c.detalle.textos,
    })),
    saldo_pendiente: p.saldoPendiente,
    programado_para: p.programadoPara?.toISOString() ?? null,
    entrega_estimada: p.entregaEstimada?.toISOString() ?? null,
    cocina_desde: p.cocinaDesde?.toISOString() ?? null,
  };
}

/** Orders with their lines, additions, selections, history, kitchen times and changes: seven queries for any number. */
export async function loadOrders(db: Db, ids: readonly number[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  const idList = [...ids];
  const [heads, lines, history, preparation, changes, promotions] = await Promise.all([
    db
      .select({
        pedido: t.pedidos,
        sede: {
          id: t.sedes.id,
          nombre: t.sedes.nombre,
          direccion: t.sedes.direccion,
          telefono: t.sedes.telefono,
        },
        usuario: {
          id: t.usuarios.id,
          first_name: t.usuarios.firstName,
          last_name: t.usuarios.lastName,
          numero: t.usuarios.numero,
        },
        invitado: { nombre: t.invitados.nombre, numero: t.invitados.numero },
        direccion: {
          direccion_entrega: t.direccionesPedido.direccionEntrega,
          instrucciones: t.direccionesPedido.instrucciones,
        },
        mesa: { id: t.mesas.id, nombre: t.mesas.nombre },
        cupon: {
          codigo: t.cupones.codigo,
          // A welcome coupon keeps the percentage it was granted with; other codes show their
          // promotion's (0 when it is not a percentage).
          porcentaje_descuento: sql<number>`coalesce(${t.cupones.porcentajeDescuento}, (select (regla->>'porcentaje')::int from promociones where id = ${t.cupones.promocionId}), 0)`,
        },
      })
      .from(t.pedidos)
      .innerJoin(t.sedes, eq(t.sedes.id, t.pedidos.sedeId))
      .leftJoin(t.usuarios, eq(t.usuarios.id, t.pedidos.usuarioId))
      .leftJoin(t.invitados, eq(t.invitados.id, t.pedidos.invitadoId))
      .leftJoin(t.direccionesPedido, eq(t.direccionesPedido.pedidoId, t.pedidos.id))
      .leftJoin(t.mesas, eq(t.mesas.id, t.pedidos.mesaId))
      .leftJoin(t.cupones, eq(t.cupones.id, t.pedidos.cuponId))
      .where(inArray(t.pedidos.id, idList)),
    db
      .select({
        line: t.pedidoProductos,
        producto: { id: t.productos.id, nombre: t.productos.nombre, imagen: t.productos.imagen },
        mitad: { id: mitades.id, nombre: mitades.nombre, imagen: mitades.imagen },
        especial: {
          id: t.productosEspeciales.id,
          nombre: t.productosEspeciales.nombre,
          imagen: t.productosEspeciales.imagen,
        },
        medida: { id: t.medidas.id, value: t.medidas.value, label: t.medidas.label },
      })
      .from(t.pedidoProductos)
      .leftJoin(t.productos, eq(t.productos.id, t.pedidoProductos.productoId))
      .leftJoin(mitades, eq(mitades.id, t.pedidoProductos.productoMitadId))
      .leftJoin(
        t.productosEspeciales,
        eq(t.productosEspeciales.id, t.pedidoProductos.productoEspecialId),
      )
      .leftJoin(t.medidas, eq(t.medidas.id, t.pedidoProductos.medidaId))
      .where(inArray(t.pedidoProductos.pedidoId, idList))
      .orderBy(asc(t.pedidoProductos.id)),
    db
      .select()
      .from(t.historialEstadosPedido)
      .where(inArray(t.historialEstadosPedido.pedidoId, idList))
      .orderBy(asc(t.historialEstadosPedido.creadoEn), asc(t.historialEstadosPedido.id)),
    // Each station's last 'Listo' (a ticket brought back and bumped again counts once).
    db
      .selectDistinctOn([t.eventosCocina.pedidoId, t.eventosCocina.estacionNombre], {
        pedidoId: t.eventosCocina.pedidoId,
        estacionNombre: t.eventosCocina.estacionNombre,
        segundos: t.eventosCocina.segundos,
        creadoEn: t.eventosCocina.creadoEn,
      })
      .from(t.eventosCocina)
      .where(and(inArray(t.eventosCocina.pedidoId, idList), eq(t.eventosCocina.tipo, 'LISTO')))
      .orderBy(
        asc(t.eventosCocina.pedidoId),
        asc(t.eventosCocina.estacionNombre),
        desc(t.eventosCocina.creadoEn),
      ),
    db
      .select({
        pedidoId: t.cambiosPedido.pedidoId,
        creadoEn: t.cambiosPedido.creadoEn,
        usuario: sql<
          string | null
        >`nullif(trim(${t.usuarios.firstName} || ' ' || ${t.usuarios.lastName}), '')`,
        totalAnterior: t.cambiosPedido.totalAnterior,
        totalNuevo: t.cambiosPedido.totalNuevo,
        detalle: t.cambiosPedido.detalle,
      })
      .from(t.cambiosPedido)
      .leftJoin(t.usuarios, eq(t.usuarios.id, t.cambiosPedido.usuarioId))
      .where(inArray(t.cambiosPedido.pedidoId, idList))
      .orderBy(asc(t.cambiosPedido.creadoEn), asc(t.cambiosPedido.id)),
    db
      .select({
        pedidoId: t.pedidoPromociones.pedidoId,
        id: t.pedidoPromociones.promocionId,
        nombre: t.pedidoPromociones.nombre,
        tipo: sql<AppliedPromotion['tipo']>`${t.pedidoPromociones.tipo}`,
        codigo: t.pedidoPromociones.codigo,
        descuento: t.pedidoPromociones.descuento,
      })
      .from(t.pedidoPromociones)
      .where(inArray(t.pedidoPromociones.pedidoId, idList))
      .orderBy(asc(t.pedidoPromociones.id)),
  ]);
  const lineIds = lines.map((l) => l.line.id);
  const [additions, selections] = lineIds.length
    ? await Promise.all([
        db
          .select()
          .from(t.pedidoProductoAdiciones)
          .where(inArray(t.pedidoProductoAdiciones.pedidoProductoId, lineIds))
          .orderBy(asc(t.pedidoProductoAdiciones.id)),
        db
          .select()
          .from(t.pedidoProductoSelecciones)
          .where(inArray(t.pedidoProductoSelecciones.pedidoProductoId, lineIds))
          .orderBy(asc(t.pedidoProductoSelecciones.id)),
      ])
    : [[], []];

  const additionsOf = groupBy(additions, (a) => a.pedidoProductoId);
  const selectionsOf = groupBy(selections, (s) => s.pedidoProductoId);
  const linesOf = groupBy(lines, (l) => l.line.pedidoId);
  const historyOf = groupBy(history, (h) => h.pedidoId);
  const preparationOf = groupBy(preparation, (p) => p.pedidoId);
  const changesOf = groupBy(changes, (c) => c.pedidoId);
  const promotionsOf = groupBy(promotions, (p) => p.pedidoId);

  const byId = new Map(
    heads.map(({ pedido: p, ...joined }) => [
      p.id,
      shapeOrder(
        p,
        joined,
        (linesOf.get(p.id) ?? []).map(({ line, producto, mitad, especial, medida }) =>
          shapeLine(
            line,
            { producto, mitad, especial, medida },
            additionsOf.get(line.id) ?? [],
            selectionsOf.get(line.id) ?? [],
          ),
        ),
        historyOf.get(p.id) ?? [],
        promotionsOf.get(p.id) ?? [],
        preparationOf.get(p.id) ?? [],
        changesOf.get(p.id) ?? [],
      ),
    ]),
  );
  return idList.flatMap((id) => {
    const order = byId.get(id);
    return order ? [order] : [];
  });
}

/** An order as the service has checked and priced it, ready to store. */
export interface NewOrder {
  sede: Order['sede'];
  /** The customer who owns the order (null for guests and staff-mode orders). */
  usuarioId: number | null;
  invitado: { nombre: string; numero: string } | null;
  tipoPedido: TipoPedido;
  estado: EstadoPedido;
  fecha: Date;
  totals: OrderTotals;
  /** The code typed, when it applied: the statement counts its use. */
  cupon: { id: number; codigo: string; porcentaje_descuento: number } | null;
  /** Each promotion applied and its pesos (their sum is `totals.descuento`). */
  promociones: readonly (AppliedPromotion & { codigoId: number | null })[];
  /** Whose per-customer uses count ('u:<id>', 't:<phone>'); null: nobody's. */
  cliente: string | null;
  mesa: { id: number; nombre: string } | null;
  creadoDesdeAdmin: boolean;
  creadoPorId: number | null;
  metodoPago: MetodoPago;
  /** Cash: what the customer pays with (checked against the total by the service). */
  pagaCon: number | null;
  /** 'Pago en línea': PENDIENTE_PAGO and the end of the window to pay; null otherwise. */
  pago: { estado: 'PENDIENTE_PAGO'; venceEn: Date } | null;
  /** Who the first history entry names: the caller, customer or staff. */
  historialUsuarioId: number | null;
  tokenHash: string;
  idempotencyKey: string | null;
  tokenSellado: string | null;
  /** The token sealed with ORDER_LINK_SECRET, for message links; null without it. */
  tokenEnlace: string | null;
  direccion: {
    direccion_entrega: string;
    instrucciones: string;
    lat: number;
    lng: number;
    distanciaKm: number;
    duracionMin: number;
  } | null;
  lines: PricedLine[];
  /** When it is promised and the slot it claims (against `capacidad`; null: no limit). */
  timing: OrderTiming;
}

const refOf = (item: Ref | undefined): Ref | null =>
  item ? { id: item.id, nombre: item.nombre, imagen: item.imagen } : null;

/** A line's product, half, special and size as the catalog the line was priced from names them. */
function lineRefs(catalog: CatalogSnapshot, line: PricedLine): LineRefs {
  const producto = (id: number | null) =>
    id === null ? null : refOf(catalog.productos.find((p) => p.id === id));
  const medida = catalog.medidas.find((m) => m.id === line.medidaId);
  return {
    producto: producto(line.productoId),
    mitad: producto(line.productoMitadId),
    especial:
      line.productoEspecialId === null
        ? null
        : refOf(catalog.especiales.find((e) => e.id === line.productoEspecialId)),
    medida: medida ? { id: medida.id, value: medida.value, label: medida.label } : null,
  };
}

/**
 * A new order in one statement: the coupon claim, guest, order, its Idempotency-Key, address,
 * lines, additions, selections, history and its table taken (its NOTIFY follows the commit:
 * order-events.ts). Two parameters, both `jsonb`: the order's fields by name ($1, read into `o`)
 * and its lines with their additions and selections ($2). Its text never changes, so it is
 * prepared once per connection and Postgres does not parse and plan it for every order. With a
 * coupon another order already claimed, or a full slot, nothing is stored and no row comes back.
 */
const INSERT_ORDER = `
with o as materialized (
  select * from jsonb_to_record($1::jsonb) as o(
    invitado_nombre text, invitado_numero text, sede int, usuario int, tipo_pedido tipo_pedido,
    estado estado_pedido, fecha timestamptz, subtotal int, domicilio int, descuento int,
    total int, cupon int, mesa int, desde_admin boolean, creado_por int, token_hash text,
    clave text, token_sellado text, historial_usuario int, direccion text, instrucciones text,
    lat float8, lng float8, distancia_km float8, duracion_min int, metodo_pago metodo_pago,
    paga_con int, token_enlace text, estado_pago estado_pago, pago_vence_en timestamptz,
    programado_para timestamptz, entrega_estimada timestamptz, franja timestamptz,
    capacidad int, cocina_desde timestamptz, cliente text, n_promos int, promos jsonb)
), slot as (
  -- The slot's place, against its capacity (null: no limit): the row's lock makes two orders
  -- for the last place wait for each other, and the second finds it full (decision 030).
  insert into franjas_ocupadas (sede_id, tipo_pedido, inicio, ocupados)
  select o.sede, o.tipo_pedido, o.franja, 1 from o where o.franja is not null
  on conflict (sede_id, tipo_pedido, inicio) do update
    set ocupados = franjas_ocupadas.ocupados + 1
    where (select capacidad from o) is null
      or franjas_ocupadas.ocupados < (select capacidad from o)
  returning 1
), claimed as (
  -- The typed code: a single-use one is taken once; every code counts its uses.
  update cupones set usado = cupones.un_solo_uso, usos = cupones.usos + 1, usado_en = o.fecha
  from o
  where cupones.id = o.cupon and (not cupones.un_solo_uso or cupones.usado = false)
    and (o.franja is null or exists (select from slot))
  returning cupones.id
), ready as (
  select from o where (o.cupon is null or exists (select from claimed))
    and (o.franja is null or exists (select from slot))
), promo as materialized (
  select p.* from o, jsonb_to_recordset(o.promos) as p(promocion int, cupon int, nombre text,
    tipo text, codigo text, descuento int)
), promo_claims as (
  -- Each promotion's use, against its limit: the row's lock makes two orders for the last use
  -- wait for each other, and the second finds none left (decision 039).
  update promociones set usos = promociones.usos + 1
  from promo, ready
  where promociones.id = promo.promocion
    and (promociones.usos_maximos is null or promociones.usos < promociones.usos_maximos)
  returning promociones.id
), client_claims as (
  insert into promocion_usos_cliente (promocion_id, cliente, usos)
  select promo.promocion, o.cliente, 1 from promo, o, ready where o.cliente is not null
  on conflict (promocion_id, cliente) do update set usos = promocion_usos_cliente.usos + 1
    where promocion_usos_cliente.usos < coalesce((select p.usos_por_cliente from promociones p
      where p.id = promocion_usos_cliente.promocion_id), 2147483647)
  returning promocion_id
), allowed as (
  -- A promotion used up meanwhile raises, so the slot and the code taken above are undone too.
  select from ready, o where case
    when (select count(*) from promo_claims) = o.n_promos
      and (o.cliente is null or (select count(*) from client_claims) = o.n_promos) then true
    else horno_promocion_agotada() end
), inv as (
  insert into invitados (nombre, numero)
  select o.invitado_nombre, o.invitado_numero from o, allowed where o.invitado_nombre is not null
  returning id
), ped as (
  insert into pedidos (sede_id, usuario_id, invitado_id, tipo_pedido, estado, fecha,
    subtotal_productos, costo_domicilio, descuento_cupon, total_pedido, cupon_id, mesa_id,
    creado_desde_admin, creado_por_id, token_hash, metodo_pago, paga_con, token_enlace,
    estado_pago, pago_vence_en, programado_para, entrega_estimada, franja, cocina_desde)
  select o.sede, o.usuario, (select id from inv), o.tipo_pedido, o.estado, o.fecha, o.subtotal,
    o.domicilio, o.descuento, o.total, o.cupon, o.mesa, o.desde_admin, o.creado_por,
    o.token_hash, o.metodo_pago, o.paga_con, o.token_enlace, o.estado_pago, o.pago_vence_en,
    o.programado_para, o.entrega_estimada, o.franja, o.cocina_desde
  from o, allowed
  returning id
), clave as (
  -- The Idempotency-Key reserved for this submit now names its order (idempotency.ts).
  update claves_idempotencia set pedido_id = ped.id, token_sellado = o.token_sellado
  from ped, o where claves_idempotencia.clave = o.clave
), dir as (
  insert into direcciones_pedido (pedido_id, direccion_entrega, instrucciones, lat, lng,
    distancia_km, duracion_min)
  select ped.id, o.direccion, o.instrucciones, o.lat, o.lng, o.distancia_km, o.duracion_min
  from ped, o where o.direccion is not null
), l as materialized (
  -- Line ids are drawn first so additions and selections can point to their line; they rise
  -- with the line's position (ord), the order loadOrders reads lines in.
  select nextval('pedido_productos_id_seq')::int as id, l.*
  from ped, jsonb_to_recordset($2::jsonb) as l(ord int, producto int, mitad int, especial int,
    nombre text, cantidad int, observaciones text, medida int, precio int, descuento int,
    adiciones jsonb, selecciones jsonb)
  order by l.ord
), lineas as (
  insert into pedido_productos (id, pedido_id, producto_id, producto_mitad_id,
    producto_especial_id, nombre, cantidad, observaciones, medida_id, precio_unitario_aplicado,
    descuento_porcentaje)
  select l.id, ped.id, l.producto, l.mitad, l.especial, l.nombre, l.cantidad, l.observaciones,
    l.medida, l.precio, l.descuento
  from l, ped
), adiciones as (
  -- Rows go in the lines' and their lists' order, so their ids keep the order the answer lists
  -- them in.
  insert into pedido_producto_adiciones (pedido_producto_id, ingrediente_id, nombre,
    precio_adicion)
  select l.id, a.ingrediente, a.nombre, a.precio
  from l, jsonb_to_recordset(l.adiciones) as a(ingrediente int, nombre text, precio int)
), selecciones as (
  insert into pedido_producto_selecciones (pedido_producto_id, seccion_id, opcion_id,
    seccion_nombre, opcion_nombre, precio_extra)
  select l.id, s.seccion, s.opcion, s.seccion_nombre, s.opcion_nombre, s.precio
  from l, jsonb_to_recordset(l.selecciones) as s(seccion int, opcion int, seccion_nombre text,
    opcion_nombre text, precio int)
), ocupada as (
  -- A table order seats its guests: the table is taken, in the order's own transaction, until
  -- staff free it.
  update mesas set estado = 'OCUPADA'
  from ped, o where mesas.id = o.mesa and mesas.estado <> 'OCUPADA'
), promos_pedido as (
  insert into pedido_promociones (pedido_id, promocion_id, cupon_id, nombre, tipo, codigo,
    descuento, creado_en)
  select ped.id, promo.promocion, promo.cupon, promo.nombre, promo.tipo, promo.codigo,
    promo.descuento, o.fecha
  from ped, o, promo
), historial as (
  insert into historial_estados_pedido (pedido_id, estado_anterior, estado_nuevo,
    activo_anterior, activo_nuevo, usuario_id, creado_en)
  select ped.id, null, o.estado, null, true, o.historial_usuario, o.fecha from ped, o
)
select ped.id,
  (select array_agg(id order by ord) from l) as line_ids,
  (select json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name,
    'numero', u.numero) from usuarios u, o where u.id = o.usuario) as usuario
from ped`;

/** The SQLSTATE `horno_promocion_agotada()` raises (migration 0021). */
export const PROMOTION_GONE = 'HP001';

/** Runs a statement prepared under a name (see `Database.prepared`). */
export type PreparedRunner = <Row>(name: string, text: string, params: unknown[]) => Promise<Row[]>;

/**
 * Stores an order in one statement: one round trip and one transaction whatever its size.
 * Answers the order exactly as `loadOrders` reads it back, built from what was stored instead
 * of reading it again (docs/decisions/006-order-creation-in-one-statement.md); null when the
 * order's coupon was already used or its slot is full (decision 030).
 */
export async function insertOrder(
  prepared: PreparedRunner,
  o: NewOrder,
  catalog: CatalogSnapshot,
): Promise<Order | null> {
  const d = o.direccion;
  const order = {
    invitado_nombre: o.invitado?.nombre ?? null,
    invitado_numero: o.invitado?.numero ?? null,
    sede: o.sede.id,
    usuario: o.usuarioId,
    tipo_pedido: o.tipoPedido,
    estado: o.estado,
    fecha: o.fecha.toISOString(),
    subtotal: o.totals.productos,
    domicilio: o.totals.domicilio,
    descuento: o.totals.descuento,
    total: o.totals.total,
    cupon: o.cupon?.id ?? null,
    mesa: o.mesa?.id ?? null,
    desde_admin: o.creadoDesdeAdmin,
    creado_por: o.creadoPorId,
    token_hash: o.tokenHash,
    clave: o.idempotencyKey,
    token_sellado: o.tokenSellado,
    historial_usuario: o.historialUsuarioId,
    direccion: d?.direccion_entrega ?? null,
    instrucciones: d?.instrucciones ?? null,
    lat: d?.lat ?? null,
    lng: d?.lng ?? null,
    distancia_km: d?.distanciaKm ?? null,
    duracion_min: d?.duracionMin ?? null,
    metodo_pago: o.metodoPago,
    paga_con: o.pagaCon,
    token_enlace: o.tokenEnlace,
    estado_pago: o.pago?.estado ?? null,
    pago_vence_en: o.pago?.venceEn.toISOString() ?? null,
    programado_para: o.timing.programadoPara?.toISOString() ?? null,
    entrega_estimada: o.timing.entregaEstimada.toISOString(),
    franja: o.timing.franja?.toISOString() ?? null,
    capacidad: o.timing.capacidad,
    cocina_desde: o.timing.cocinaDesde?.toISOString() ?? null,
    cliente: o.cliente,
    n_promos: o.promociones.length,
    promos: o.promociones.map((p) => ({
      promocion: p.id,
      cupon: p.codigoId,
      nombre: p.nombre,
      tipo: p.tipo,
      codigo: p.codigo,
      descuento: p.descuento,
    })),
  };
  const lines = o.lines.map((l, i) => ({
    ord: i + 1,
    producto: l.productoId,
    mitad: l.productoMitadId,
    especial: l.productoEspecialId,
    nombre: l.nombre,
    cantidad: l.cantidad,
    observaciones: l.observaciones,
    medida: l.medidaId,
    precio: l.unitPrice,
    descuento: l.descuentoPorcentaje,
    adiciones: l.adiciones.map((a) => ({
      ingrediente: a.ingredienteId,
      nombre: a.nombre,
      precio: a.precioAdicion,
    })),
    selecciones: l.selecciones.map((s) => ({
      seccion: s.seccionId,
      opcion: s.opcionId,
      seccion_nombre: s.seccionNombre,
      opcion_nombre: s.opcionNombre,
      precio: s.precioExtra,
    })),
  }));
  const rows = await prepared<{ id: number; line_ids: number[]; usuario: Order['usuario'] }>(
    'horno_insert_order',
    INSERT_ORDER,
    [JSON.stringify(order), JSON.stringify(lines)],
  );
  const row = rows[0];
  if (!row) return null;

  return shapeOrder(
    {
      id: row.id,
      estado: o.estado,
      tipoPedido: o.tipoPedido,
      activo: true,
      fecha: o.fecha,
      subtotalProductos: o.totals.productos,
      costoDomicilio: o.totals.domicilio,
      descuentoCupon: o.totals.descuento,
      totalPedido: o.totals.total,
      creadoDesdeAdmin: o.creadoDesdeAdmin,
      metodoPago: o.metodoPago,
      pagaCon: o.pagaCon,
      sinMensajes: false,
      estadoPago: o.pago?.estado ?? null,
      pagoVenceEn: o.pago?.venceEn ?? null,
      saldoPendiente: null,
      programadoPara: o.timing.programadoPara,
      entregaEstimada: o.timing.entregaEstimada,
      cocinaDesde: o.timing.cocinaDesde,
    },
    {
      sede: o.sede,
      usuario: row.usuario,
      invitado: o.invitado,
      direccion: d && { direccion_entrega: d.direccion_entrega, instrucciones: d.instrucciones },
      mesa: o.mesa,
      cupon: o.cupon && {
        codigo: o.cupon.codigo,
        porcentaje_descuento: o.cupon.porcentaje_descuento,
      },
    },
    o.lines.map((l, i) =>
      shapeLine(
        {
          id: row.line_ids[i]!,
          nombre: l.nombre,
          cantidad: l.cantidad,
          observaciones: l.observaciones,
          precioUnitarioAplicado: l.unitPrice,
          descuentoPorcentaje: l.descuentoPorcentaje,
        },
        lineRefs(catalog, l),
        l.adiciones,
        l.selecciones,
      ),
    ),
    [{ estadoNuevo: o.estado, activoNuevo: true, creadoEn: o.fecha }],
    o.promociones,
  );
}

/** The ids of a customer's orders, newest first, before the order `before` (when given). */
export async function customerOrderIds(
  db: Db,
  usuarioId: number,
  before: number | undefined,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: t.pedidos.id })
    .from(t.pedidos)
    .where(
      and(
        eq(t.pedidos.usuarioId, usuarioId),
        before === undefined ? undefined : lt(t.pedidos.id, before),
      ),
    )
    .orderBy(desc(t.pedidos.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
