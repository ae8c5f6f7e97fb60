import type { Agotados } from '@horno/domain/catalog-admin';
import type { OrderLineInput } from '@horno/domain/orders';
import {
  chosenOptions,
  PricingError,
  regularUnitPrice,
  specialUnitPrice,
} from '@horno/domain/pricing';
import type { PromoLine } from '@horno/domain/promotion-pricing';
import { AppError } from '../../lib/errors';
import type { CatalogSnapshot } from '../catalog/catalog.queries';

/** A line as the server prices and stores it, whatever the client sent. */
export interface PricedLine {
  productoId: number | null;
  productoMitadId: number | null;
  productoEspecialId: number | null;
  nombre: string;
  cantidad: number;
  observaciones: string;
  medidaId: number | null;
  unitPrice: number;
  descuentoPorcentaje: number;
  adiciones: { ingredienteId: number; nombre: string; precioAdicion: number }[];
  selecciones: {
    seccionId: number;
    opcionId: number;
    seccionNombre: string;
    opcionNombre: string;
    precioExtra: number;
  }[];
}

const notSold = (nombre: string) =>
  new AppError(422, `El producto «${nombre}» no está disponible en esta sede.`);

export const soldOutMessage = (nombre: string) =>
  `Se agotó «${nombre}» en esta sede por hoy. Quítalo del carrito para continuar.`;
const soldOutAddition = (nombre: string) =>
  `Se agotó la adición «${nombre}» en esta sede por hoy. Quítala del producto para continuar.`;

const NOTHING_SOLD_OUT: Agotados = { productos: [], productos_especiales: [], ingredientes: [] };

/** Prices one line from the catalog; refuses what the branch does not sell or has run out of. */
export function priceLine(
  catalog: CatalogSnapshot,
  sedeId: number,
  line: OrderLineInput & { cantidad: number; observaciones?: string },
  agotados: Agotados = NOTHING_SOLD_OUT,
): PricedLine {
  const observaciones = (line.observaciones ?? '').trim();
  try {
    if (line.producto_especial) {
      const especial = catalog.especiales.find((e) => e.id === line.producto_especial);
      if (!especial) throw new AppError(422, 'Uno de los productos ya no existe.');
      if (!especial.activo || !catalog.especialesPorSede.get(sedeId)?.has(especial.id)) {
        throw notSold(especial.nombre);
      }
      if (agotados.productos_especiales.includes(especial.id)) {
        throw new AppError(422, soldOutMessage(especial.nombre));
      }
      const configuraciones = line.configuraciones ?? {};
      const unitPrice = specialUnitPrice({ especial, configuraciones });
      return {
        productoId: null,
        productoMitadId: null,
        productoEspecialId: especial.id,
        nombre: especial.nombre,
        cantidad: line.cantidad,
        observaciones,
        medidaId: null,
        unitPrice,
        descuentoPorcentaje: especial.descuento,
        adiciones: [],
        selecciones: especial.secciones.flatMap((s) =>
          chosenOptions(configuraciones, s.id).map((opcionId) => {
            const opcion = s.opciones.find((o) => o.id === opcionId)!;
            return {
              seccionId: s.id,
              opcionId,
              seccionNombre: s.nombre,
              opcionNombre: opcion.nombre,
              precioExtra: opcion.precio_extra,
            };
          }),
        ),
      };
    }
    const sold = catalog.productosPorSede.get(sedeId);
    const find = (id: number) => {
      const producto = catalog.productos.find((p) => p.id === id);
      if (!producto) throw new AppError(422, 'Uno de los productos ya no existe.');
      if (!producto.activo || !sold?.has(producto.id)) throw notSold(producto.nombre);
      if (agotados.productos.includes(producto.id)) {
        throw new AppError(422, soldOutMessage(producto.nombre));
      }
      return producto;
    };
    const producto = find(line.producto!);
    const mitad = line.producto_mitad ? find(line.producto_mitad) : null;
    const adicionIds = [...new Set((line.adiciones ?? []).map((a) => a.ingrediente))];
    for (const id of adicionIds) {
      if (!agotados.ingredientes.includes(id)) continue;
      const adicion = producto.posibles_adiciones.find((a) => a.ingrediente.id === id);
      if (adicion) throw new AppError(422, soldOutAddition(adicion.ingrediente.nombre));
    }
    const unitPrice = regularUnitPrice({
      producto,
      mitad,
      medidaId: line.medida ?? null,
      adiciones: adicionIds,
    });
    return {
      productoId: producto.id,
      productoMitadId: mitad?.id ?? null,
      productoEspecialId: null,
      nombre: mitad ? `Mitad ${producto.nombre} / Mitad ${mitad.nombre}` : producto.nombre,
      cantidad: line.cantidad,
      observaciones,
      medidaId: line.medida ?? null,
      unitPrice,
      descuentoPorcentaje: producto.descuento,
      adiciones: adicionIds.map((id) => {
        const a = producto.posibles_adiciones.find((x) => x.ingrediente.id === id)!;
        return { ingredienteId: id, nombre: a.ingrediente.nombre, precioAdicion: a.precio_adicion };
      }),
      selecciones: [],
    };
  } catch (err) {
    if (err instanceof PricingError) throw new AppError(422, err.message);
    throw err;
  }
}

/** The priced lines as promotions see them: with each product's category from the catalog. */
export function promoLinesOf(
  lines: readonly Pick<
    PricedLine,
    'productoId' | 'productoEspecialId' | 'medidaId' | 'unitPrice' | 'cantidad'
  >[],
  catalog: CatalogSnapshot,
): PromoLine[] {
  return lines.map((l) => ({
    productoId: l.productoId,
    especialId: l.productoEspecialId,
    categoriaId:
      l.productoEspecialId !== null
        ? (catalog.especiales.find((e) => e.id === l.productoEspecialId)?.categoria ?? null)
        : (catalog.productos.find((p) => p.id === l.productoId)?.categoria ?? null),
    medidaId: l.medidaId,
    unitPrice: l.unitPrice,
    cantidad: l.cantidad,
  }));
}
