// The demo pizzeria's pizzas: priced per size by flavor group, with the usual additions.
import type { GrupoSabor } from '@horno/domain/catalog';
import type { DemoProduct } from './demo-catalog';
import type { PizzaArt } from './images';

/** Size prices of each flavor group, smallest size first. */
const PRECIOS_GRUPO: Record<GrupoSabor, readonly number[]> = {
  TRADICIONALES: [18900, 28900, 38900, 49900, 59900],
  ESPECIALES: [21900, 32900, 43900, 55900, 66900],
  SUPER_ESPECIALES: [24900, 36900, 48900, 61900, 73900],
};

const CATEGORIA_GRUPO: Record<GrupoSabor, string> = {
  TRADICIONALES: 'Pizzas Tradicionales',
  ESPECIALES: 'Pizzas Especiales',
  SUPER_ESPECIALES: 'Pizzas Gourmet',
};

const ADICIONES_PIZZA: ReadonlyArray<readonly [string, number]> = [
  ['Queso mozzarella', 4000],
  ['Tocineta', 5000],
  ['Pepperoni', 4500],
  ['Champiñones', 3500],
  ['Aceitunas negras', 3000],
  ['Jalapeños', 3000],
  ['Maíz tierno', 2500],
];

function pizza(
  nombre: string,
  grupo: GrupoSabor,
  descripcion: string,
  toppings: PizzaArt['toppings'],
  options: { sauce?: PizzaArt['sauce']; ajuste?: number; descuento?: number } = {},
): DemoProduct {
  const ajuste = options.ajuste ?? 0;
  return {
    nombre,
    descripcion,
    categoria: CATEGORIA_GRUPO[grupo],
    precio: null,
    preciosPorMedida: PRECIOS_GRUPO[grupo].map((precio) => precio + ajuste),
    grupoSabor: grupo,
    descuento: options.descuento ?? 0,
    activo: true,
    adiciones:
      grupo === 'SUPER_ESPECIALES'
        ? [...ADICIONES_PIZZA, ['Queso parmesano', 3500]]
        : ADICIONES_PIZZA,
    art: { kind: 'pizza', toppings, ...(options.sauce ? { sauce: options.sauce } : {}) },
  };
}

const trad = 'TRADICIONALES';
const esp = 'ESPECIALES';
const sup = 'SUPER_ESPECIALES';

export const DEMO_PIZZAS: readonly DemoProduct[] = [
  // Pizzas tradicionales
  pizza(
    'Pizza Margarita',
    trad,
    'Salsa de tomate de la casa, mozzarella fresca y albahaca. La clásica que nunca falla.',
    [
      ['mozzarella', 6],
      ['basil', 7],
    ],
    { ajuste: -1000 },
  ),
  pizza(
    'Pizza Hawaiana',
    trad,
    'Jamón ahumado y piña dulce sobre mozzarella fundida. La favorita de grandes y chicos.',
    ['ham', 'pineapple'],
    { descuento: 10 },
  ),
  pizza(
    'Pizza Pepperoni',
    trad,
    'Abundante pepperoni sobre mozzarella y salsa de tomate con orégano.',
    [['pepperoni', 15]],
  ),
  pizza(
    'Pizza Jamón y Queso',
    trad,
    'Jamón ahumado y doble porción de mozzarella con un toque de orégano.',
    [['ham', 14]],
  ),
  pizza(
    'Pizza Napolitana',
    trad,
    'Rodajas de tomate, ajo, orégano y aceitunas negras sobre nuestra salsa de tomate.',
    [
      ['tomato', 7],
      ['olive', 9],
    ],
  ),
  pizza(
    'Pizza Pollo y Champiñones',
    trad,
    'Pollo desmechado y champiñones salteados en mantequilla, con mozzarella gratinada.',
    ['chicken', 'mushroom'],
    { ajuste: 1000 },
  ),
  // Pizzas especiales
  pizza(
    'Pizza Mexicana',
    esp,
    'Carne molida, jalapeños, maíz tierno y pimentón rojo. Picante en su justa medida.',
    [
      ['beef', 10],
      ['jalapeno', 7],
      ['corn', 8],
      ['redPepper', 6],
    ],
  ),
  pizza(
    'Pizza Vegetariana',
    esp,
    'Champiñones, pimentón, cebolla morada, aceitunas negras y maíz tierno.',
    [
      ['mushroom', 6],
      ['greenPepper', 6],
      ['onion', 6],
      ['olive', 7],
      ['corn', 6],
    ],
    { ajuste: -1000 },
  ),
  pizza(
    'Pizza Pollo BBQ',
    esp,
    'Pollo desmechado bañado en salsa BBQ, tocineta crocante y cebolla morada.',
    [
      ['chicken', 8],
      ['bacon', 5],
      ['onion', 7],
    ],
    { sauce: 'bbq' },
  ),
  pizza(
    'Pizza Ranchera',
    esp,
    'Chorizo, tocineta, maíz tierno y pimentón verde sobre mozzarella gratinada.',
    [
      ['chorizo', 7],
      ['bacon', 4],
      ['corn', 7],
      ['greenPepper', 6],
    ],
  ),
  pizza(
    'Pizza Hawaiana Especial',
    esp,
    'Jamón, piña caramelizada y tocineta crocante con extra mozzarella.',
    [
      ['ham', 8],
      ['pineapple', 8],
      ['bacon', 4],
    ],
  ),
  // Pizzas gourmet (super especiales)
  pizza(
    'Pizza Cuatro Quesos',
    sup,
    'Mozzarella, parmesano, queso azul y queso campesino gratinados. Para los amantes del queso.',
    [
      ['mozzarella', 7],
      ['blueCheese', 10],
      ['parmesan', 10],
    ],
    { sauce: 'white' },
  ),
  pizza(
    'Pizza Carnes Premium',
    sup,
    'Pepperoni, jamón, tocineta, chorizo y carne molida. La más contundente de la casa.',
    [
      ['pepperoni', 6],
      ['ham', 5],
      ['bacon', 3],
      ['chorizo', 4],
      ['beef', 7],
    ],
    { ajuste: 1000 },
  ),
  pizza(
    'Pizza Criolla',
    sup,
    'Chorizo santarrosano, plátano maduro, maíz tierno y hogao casero. Sabor colombiano de verdad.',
    [
      ['chorizo', 7],
      ['plantain', 7],
      ['corn', 7],
    ],
  ),
  pizza(
    'Pizza Prosciutto y Rúgula',
    sup,
    'Jamón serrano, rúgula fresca, parmesano en lascas y un hilo de aceite de oliva.',
    [
      ['prosciutto', 7],
      ['arugula', 10],
      ['parmesan', 8],
    ],
    { ajuste: 2000 },
  ),
  pizza(
    'Pizza Pesto Caprese',
    sup,
    'Base de pesto de albahaca, tomate fresco, mozzarella fresca y albahaca.',
    [
      ['tomato', 6],
      ['mozzarella', 6],
      ['basil', 6],
    ],
    { sauce: 'pesto' },
  ),
];
