// What the demo's customers order: cart lines drawn from what a branch sells, shaped by the meal
// and the number of people. The lines are priced later by the server's own pricing code.
import type { Producto, ProductoEspecial } from '@horno/domain/catalog';
import type { Medida } from '@horno/domain/medidas';
import type { OrderLineInput } from '@horno/domain/orders';
import type { CatalogSnapshot } from '../modules/catalog/catalog.queries';
import type { Random } from './random';

/** A cart line as a customer sends it. */
export type BasketLine = OrderLineInput & { cantidad: number; observaciones: string };

/** Who orders and when: the basket follows it. */
export interface BasketOccasion {
  /** People the order feeds. */
  personas: number;
  almuerzo: boolean;
  /** Eaten at the branch: more drinks, desserts after. */
  enMesa: boolean;
}

/** What one branch sells, sorted for drawing. */
export interface BranchMenu {
  pizzas: Producto[];
  entradas: Producto[];
  pastas: Producto[];
  bebidas: Producto[];
  postres: Producto[];
  combos: ProductoEspecial[];
  medidaId: (value: Medida) => number | undefined;
}

const PIZZA_NOTES = [
  'Bien asada, por favor',
  'Cortada en cuadritos',
  'Sin cebolla',
  'Poca salsa',
  'Sin aceitunas',
  'Con ají aparte',
];
const OTHER_NOTES = ['Sin hielo', 'Bien fría', 'Para llevar aparte'];

/** The active products and combos a branch sells, by kind. */
export function branchMenu(catalog: CatalogSnapshot, sedeId: number): BranchMenu {
  const sold = catalog.productosPorSede.get(sedeId) ?? new Set<number>();
  const soldSpecials = catalog.especialesPorSede.get(sedeId) ?? new Set<number>();
  const productos = catalog.productos.filter((p) => p.activo && sold.has(p.id));
  const of = (categoria: string) =>
    productos.filter((p) => p.categoria_nombre === categoria && p.precio !== null);
  return {
    pizzas: productos.filter((p) => p.precios_por_medida.length > 0),
    entradas: of('Entradas'),
    pastas: of('Pastas'),
    bebidas: of('Bebidas'),
    postres: of('Postres'),
    combos: catalog.especiales.filter((e) => e.activo && soldSpecials.has(e.id)),
    medidaId: (value) => catalog.medidas.find((m) => m.value === value)?.id,
  };
}

/** The size a pizza for this many people is ordered in. */
function sizeFor(personas: number, random: Random): Medida {
  if (personas <= 1)
    return random.weighted([
      ['PERSONAL', 6],
      ['PEQUENA', 3],
      ['MEDIANA', 1],
    ]);
  if (personas === 2)
    return random.weighted([
      ['PEQUENA', 2],
      ['MEDIANA', 6],
      ['GRANDE', 2],
    ]);
  if (personas <= 4)
    return random.weighted([
      ['MEDIANA', 2],
      ['GRANDE', 6],
      ['FAMILIAR', 2],
    ]);
  return random.weighted([
    ['GRANDE', 3],
    ['FAMILIAR', 7],
  ]);
}

function pizzaLine(menu: BranchMenu, occasion: BasketOccasion, random: Random): BasketLine | null {
  const producto = random.pick(menu.pizzas);
  const wanted = menu.medidaId(sizeFor(occasion.personas, random));
  const size =
    producto.precios_por_medida.find((p) => p.medida.id === wanted) ??
    producto.precios_por_medida[0];
  if (!size) return null;
  const line: BasketLine = {
    producto: producto.id,
    medida: size.medida.id,
    cantidad: 1,
    observaciones: random.chance(0.12) ? random.pick(PIZZA_NOTES) : '',
    adiciones: [],
  };
  // Half and half: another flavor sold in the same size that admits halves.
  if (size.admite_mitades && random.chance(0.18)) {
    const halves = menu.pizzas.filter(
      (p) =>
        p.id !== producto.id &&
        p.precios_por_medida.some((q) => q.medida.id === size.medida.id && q.admite_mitades),
    );
    if (halves.length > 0) line.producto_mitad = random.pick(halves).id;
  }
  if (producto.posibles_adiciones.length > 0 && random.chance(0.18)) {
    const first = random.pick(producto.posibles_adiciones);
    const second = random.chance(0.3) ? random.pick(producto.posibles_adiciones) : first;
    line.adiciones = [...new Set([first, second])].map((a) => ({ ingrediente: a.ingrediente.id }));
  }
  return line;
}

/** A combo with its sections filled as a customer would: the minimum, sometimes one more. */
function comboLine(combo: ProductoEspecial, random: Random): BasketLine {
  const configuraciones: Record<string, number[]> = {};
  for (const seccion of combo.secciones) {
    const opciones = seccion.opciones.filter((o) => o.activo);
    const most = seccion.maximo === 0 ? Math.min(2, opciones.length) : seccion.maximo;
    let count = seccion.minimo;
    if (count < most && random.chance(seccion.minimo === 0 ? 0.3 : 0.25)) count++;
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, opciones.length)) chosen.add(random.pick(opciones).id);
    if (chosen.size > 0) configuraciones[String(seccion.id)] = [...chosen];
  }
  return { producto_especial: combo.id, cantidad: 1, observaciones: '', configuraciones };
}

/** The combo that suits the party, when the branch sells one. */
function comboFor(menu: BranchMenu, personas: number, random: Random): ProductoEspecial | null {
  if (menu.combos.length === 0) return null;
  const byName = (word: string) => menu.combos.find((c) => c.nombre.includes(word));
  const suited =
    personas <= 1 ? byName('Personal') : personas === 2 ? byName('Pareja') : byName('Familiar');
  return suited ?? random.pick(menu.combos);
}

function simpleLine(producto: Producto, cantidad: number, random: Random): BasketLine {
  return {
    producto: producto.id,
    cantidad,
    observaciones: random.chance(0.05) ? random.pick(OTHER_NOTES) : '',
    adiciones: [],
  };
}

/** One order's cart: a main (pizzas, a combo or pasta at lunch), then starters, drinks, desserts. */
export function drawBasket(
  menu: BranchMenu,
  occasion: BasketOccasion,
  random: Random,
): BasketLine[] {
  const { personas, almuerzo, enMesa } = occasion;
  const lines: BasketLine[] = [];
  const combo = random.chance(almuerzo ? 0.3 : 0.2) ? comboFor(menu, personas, random) : null;
  if (combo) {
    lines.push(comboLine(combo, random));
    if (personas >= 4 && combo.nombre.includes('Personal')) lines[0]!.cantidad = personas;
  } else if (almuerzo && menu.pastas.length > 0 && random.chance(0.35)) {
    const pastas = Math.max(1, Math.min(personas, random.int(1, 3)));
    for (let i = 0; i < pastas; i++) lines.push(simpleLine(random.pick(menu.pastas), 1, random));
  }
  if (lines.length === 0 || (personas >= 3 && random.chance(0.4))) {
    const pizzas = personas <= 2 ? 1 : Math.min(3, Math.round(personas / 2.5) + random.int(0, 1));
    for (let i = 0; i < pizzas; i++) {
      const line = pizzaLine(menu, occasion, random);
      if (line) lines.push(line);
    }
  }
  if (menu.entradas.length > 0 && random.chance(personas >= 3 ? 0.45 : 0.2)) {
    lines.push(simpleLine(random.pick(menu.entradas), 1, random));
  }
  if (menu.bebidas.length > 0 && random.chance(enMesa ? 0.9 : 0.6)) {
    const kinds = personas >= 3 && random.chance(0.4) ? 2 : 1;
    for (let i = 0; i < kinds; i++) {
      lines.push(
        simpleLine(random.pick(menu.bebidas), random.int(1, Math.max(1, personas)), random),
      );
    }
  }
  if (menu.postres.length > 0 && random.chance(enMesa ? 0.35 : 0.15)) {
    lines.push(simpleLine(random.pick(menu.postres), random.int(1, 2), random));
  }
  return lines;
}
