import { alias } from 'drizzle-orm/pg-core';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Order } from '@horno/domain/orders';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

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

/** Orders with their lines, additions, selections and history: five queries for any number. */
export async function loadOrders(db: Db, ids: readonly number[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  const idList = [...ids];
  const [heads, lines, history] = await Promise.all([
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
        cupon: { codigo: t.cupones.codigo, porcentaje_descuento: t.cupones.porcentajeDescuento },
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

  const byId = new Map(
    heads.map(({ pedido: p, sede, usuario, invitado, direccion, mesa, cupon }) => [
      p.id,
      {
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
        subtotal_productos: p.subtotalProductos,
        costo_domicilio: p.costoDomicilio,
        descuento_cupon: p.descuentoCupon,
        total_pedido: p.totalPedido,
        creado_desde_admin: p.creadoDesdeAdmin,
        productos_pedidos: (linesOf.get(p.id) ?? []).map(
          ({ line, producto, mitad, especial, medida }) => {
            const chosen = selectionsOf.get(line.id) ?? [];
            const configuraciones: Record<string, number[]> = {};
            for (const s of chosen) (configuraciones[String(s.seccionId)] ??= []).push(s.opcionId);
            return {
              id: line.id,
              producto: producto?.id ? producto : null,
              producto_especial: especial?.id ? especial : null,
              producto_mitad: mitad?.id ? mitad : null,
              nombre: line.nombre,
              cantidad: line.cantidad,
              observaciones: line.observaciones,
              adiciones: (additionsOf.get(line.id) ?? []).map((a) => ({
                ingrediente: { id: a.ingredienteId, nombre: a.nombre },
                precio_adicion: a.precioAdicion,
              })),
              medida: medida?.id ? medida : null,
              configuraciones,
              selecciones: chosen.map((s) => ({
                seccion: s.seccionNombre,
                opcion: s.opcionNombre,
                precio_extra: s.precioExtra,
              })),
              precio_unitario_aplicado: line.precioUnitarioAplicado,
              descuento_porcentaje: line.descuentoPorcentaje,
              subtotal: line.precioUnitarioAplicado * line.cantidad,
            };
          },
        ),
        historial: (historyOf.get(p.id) ?? []).map((h) => ({
          estado: h.estadoNuevo,
          activo: h.activoNuevo,
          fecha: h.creadoEn.toISOString(),
        })),
      } satisfies Order,
    ]),
  );
  return idList.flatMap((id) => {
    const order = byId.get(id);
    return order ? [order] : [];
  });
}
