// What the customer picks in the product modal and in 'Arma tu pizza', turned into cart lines,
// and the section rules of special products as the customer reads them (customer-app.md §2,
// §5, §9). Prices come only from ./pricing, the functions the server charges with.
import { type CartLine, cartLineKey } from './cart';
import type { MedidaItem, Opcion, Producto, ProductoEspecial, Seccion } from './catalog';
import { PricingError, regularUnitPrice, sectionChoiceValid, specialUnitPrice } from './pricing';

export const MAX_OBSERVACIONES = 300;
export const MAX_CANTIDAD = 99;

/** Shown on sections flagged `seleccionar_mayor_valor`. */
export const MAYOR_VALOR_TEXT = 'Se cobra solo la opción de mayor valor';

type SectionLimits = Pick<Seccion, 'minimo' | 'maximo'>;

/** Section id → chosen option ids, as a cart line keeps them. */
export type ChosenOptions = Record<string, number[]>;

/** The name of a half-and-half pizza, as the server names it on the order. */
export function halfAndHalfName(primera: string, segunda: string): string {
  return `Mitad ${primera} / Mitad ${segunda}`;
}

/** The size the product modal starts on: the cheapest, the first listed on a tie. */
export function defaultSizeId(
  precios: readonly { medida: { id: number }; precio: number }[],
): number | null {
  let best: { medida: { id: number }; precio: number } | undefined;
  for (const p of precios) if (!best || p.precio < best.precio) best = p;
  return best?.medida.id ?? null;
}

/** The size 'Arma tu pizza' starts on: MEDIANA when offered, else the first. */
export function defaultHalfSizeId(
  medidas: readonly Pick<MedidaItem, 'id' | 'value'>[],
): number | null {
  return (medidas.find((m) => m.value === 'MEDIANA') ?? medidas[0])?.id ?? null;
}

/**
 * The flavors that may be a half at a size, each with the price charged for that size (after
 * its discount, as `regularUnitPrice` charges it).
 */
export function flavorsForSize(
  sabores: readonly Producto[],
  medidaId: number,
): { producto: Producto; precio: number }[] {
  return sabores.flatMap((producto) => {
    const size = producto.precios_por_medida.find((p) => p.medida.id === medidaId);
    return size?.admite_mitades
      ? [{ producto, precio: regularUnitPrice({ producto, medidaId }) }]
      : [];
  });
}

/** A section's active options in their order. */
export function sectionOptions(seccion: Pick<Seccion, 'opciones'>): Opcion[] {
  return seccion.opciones.filter((o) => o.activo).sort((a, b) => a.orden - b.orden);
}

/** One option at most: the section is a single choice (radio buttons). */
export function isSingleChoice(seccion: SectionLimits): boolean {
  return seccion.maximo === 1;
}

/** Whether one more option may be picked (checkboxes stop at the maximum; 0 is unlimited). */
export function sectionHasRoom(seccion: SectionLimits, count: number): boolean {
  return seccion.maximo === 0 || count < seccion.maximo;
}

/** How many more options the section needs to reach its minimum. */
export function sectionMissing(seccion: SectionLimits, count: number): number {
  return Math.max(0, seccion.minimo - count);
}

/** A section's choice after picking or unpicking an option; never beyond the maximum. */
export function toggleSectionOption(
  seccion: SectionLimits,
  chosen: readonly number[],
  opcionId: number,
  selected: boolean,
): number[] {
  if (!selected) return chosen.filter((id) => id !== opcionId);
  if (isSingleChoice(seccion)) return [opcionId];
  if (chosen.includes(opcionId) || !sectionHasRoom(seccion, chosen.length)) return [...chosen];
  return [...chosen, opcionId];
}

/** What a section asks for, in words ('Elige 1', 'Elige hasta 2', 'Opcional'). */
export function sectionRule(seccion: SectionLimits): string {
  const { minimo, maximo } = seccion;
  if (maximo === 0) return minimo > 0 ? `Elige al menos ${minimo}` : 'Opcional, sin límite';
  if (minimo === maximo) return `Elige ${maximo}`;
  if (minimo === 0) return maximo === 1 ? 'Opcional' : `Opcional, hasta ${maximo}`;
  return `Elige de ${minimo} a ${maximo}`;
}

/** The sections whose choice does not honour their limits yet. */
export function incompleteSections(
  especial: Pick<ProductoEspecial, 'secciones'>,
  chosen: ChosenOptions,
): Seccion[] {
  return especial.secciones.filter(
    (s) => !sectionChoiceValid(s, new Set(chosen[String(s.id)] ?? []).size),
  );
}

/** The live price while options are still being chosen: minimums are not required yet. */
export function specialPreviewPrice(
  especial: Pick<ProductoEspecial, 'id' | 'precio_base' | 'descuento' | 'secciones'>,
  chosen: ChosenOptions,
): number {
  return specialUnitPrice({
    especial: { ...especial, secciones: especial.secciones.map((s) => ({ ...s, minimo: 0 })) },
    configuraciones: compactChoices(chosen),
  });
}

function compactChoices(chosen: ChosenOptions): ChosenOptions {
  const entries = Object.entries(chosen)
    .filter(([, ids]) => ids.length > 0)
    .map(([seccion, ids]) => [seccion, [...new Set(ids)].sort((a, b) => a - b)] as const);
  return Object.fromEntries(entries);
}

function cleanQuantity(cantidad: number): number {
  if (!Number.isFinite(cantidad)) return 1;
  return Math.min(MAX_CANTIDAD, Math.max(1, Math.trunc(cantidad)));
}

/** Observations as a line keeps them: trimmed, at most 300 characters. */
export function cleanObservaciones(text: string): string {
  return text.trim().slice(0, MAX_OBSERVACIONES);
}

export interface RegularChoice {
  producto: Producto;
  medidaId: number | null;
  /** Ingredient ids of the chosen additions. */
  adiciones: readonly number[];
  /** The second flavor of a half-and-half pizza. */
  mitad?: Producto | null;
  cantidad: number;
  observaciones: string;
}

/** The cart line of a regular product or a half-and-half pizza; throws `PricingError`. */
export function regularCartLine(choice: RegularChoice): CartLine {
  const { producto, medidaId } = choice;
  const mitad = choice.mitad ?? null;
  const chosen = new Set(choice.adiciones);
  const precio = regularUnitPrice({ producto, mitad, medidaId, adiciones: [...chosen] });
  const size =
    medidaId === null
      ? undefined
      : producto.precios_por_medida.find((p) => p.medida.id === medidaId);
  const base = {
    tipo: 'REGULAR' as const,
    id: producto.id,
    observaciones: cleanObservaciones(choice.observaciones),
    medida: size
      ? { id: size.medida.id, value: size.medida.value, label: size.medida.label }
      : null,
    adiciones: producto.posibles_adiciones
      .filter((a) => chosen.has(a.ingrediente.id))
      .map((a) => ({
        ingrediente: { id: a.ingrediente.id, nombre: a.ingrediente.nombre },
        precio_adicion: a.precio_adicion,
      })),
    mitad: mitad ? { id: mitad.id, nombre: mitad.nombre } : null,
    configuraciones: {},
  };
  return {
    ...base,
    uniqueId: cartLineKey(base),
    nombre: mitad ? halfAndHalfName(producto.nombre, mitad.nombre) : producto.nombre,
    imagen: producto.imagen,
    cantidad: cleanQuantity(choice.cantidad),
    selecciones: [],
    precio,
  };
}

export interface SpecialChoice {
  especial: ProductoEspecial;
  configuraciones: ChosenOptions;
  cantidad: number;
  observaciones: string;
}

/** The cart line of a special product; throws `PricingError` while a section is incomplete. */
export function specialCartLine(choice: SpecialChoice): CartLine {
  const { especial } = choice;
  const configuraciones = compactChoices(choice.configuraciones);
  const missing = incompleteSections(especial, configuraciones)[0];
  if (missing) throw new PricingError(`Revisa las opciones de «${missing.nombre}».`);
  const precio = specialUnitPrice({ especial, configuraciones });
  const selecciones = [...especial.secciones]
    .sort((a, b) => a.orden - b.orden)
    .flatMap((seccion) => {
      const ids = new Set(configuraciones[String(seccion.id)] ?? []);
      const opciones = sectionOptions(seccion)
        .filter((o) => ids.has(o.id))
        .map((o) => o.nombre);
      return opciones.length > 0 ? [{ seccion: seccion.nombre, opciones }] : [];
    });
  const base = {
    tipo: 'ESPECIAL' as const,
    id: especial.id,
    observaciones: cleanObservaciones(choice.observaciones),
    medida: null,
    adiciones: [],
    mitad: null,
    configuraciones,
  };
  return {
    ...base,
    uniqueId: cartLineKey(base),
    nombre: especial.nombre || 'Producto Especial',
    imagen: especial.imagen,
    cantidad: cleanQuantity(choice.cantidad),
    selecciones,
    precio,
  };
}
