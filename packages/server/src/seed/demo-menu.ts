// The demo pizzeria's other regular products: starters, pastas, drinks and desserts.
import type { DemoProduct } from './demo-catalog';
import type { Art, DrinkArt } from './images';

function item(
  categoria: string,
  nombre: string,
  precio: number,
  descripcion: string,
  art: Art,
  options: { adiciones?: DemoProduct['adiciones']; descuento?: number; activo?: boolean } = {},
): DemoProduct {
  return {
    nombre,
    descripcion,
    categoria,
    precio,
    preciosPorMedida: null,
    grupoSabor: null,
    descuento: options.descuento ?? 0,
    activo: options.activo ?? true,
    adiciones: options.adiciones ?? [],
    art,
  };
}

const dish = (name: Extract<Art, { kind: 'dish' }>['dish']): Art => ({ kind: 'dish', dish: name });

export const COLA: DrinkArt = {
  kind: 'drink',
  vessel: 'bottle',
  color: '#4a1d10',
  dark: '#220b05',
  label: { text: 'COLA', color: '#c8322b' },
  backdrop: '#f0a39a',
};
export const NARANJA: DrinkArt = {
  kind: 'drink',
  vessel: 'bottle',
  color: '#f7931e',
  dark: '#c4650a',
  label: { text: 'NARANJA', color: '#2f7d32' },
  cap: '#2f7d32',
};
export const LIMONADA: DrinkArt = {
  kind: 'drink',
  vessel: 'glass',
  color: '#f4e36b',
  dark: '#d9b92c',
  garnish: 'lemon',
  ice: true,
};

export const DEMO_MENU: readonly DemoProduct[] = [
  // Entradas
  item(
    'Entradas',
    'Palitos de Ajo',
    9900,
    'Seis palitos de masa horneada con mantequilla de ajo y perejil, con salsa napolitana para untar.',
    dish('breadsticks'),
    {
      adiciones: [
        ['Queso mozzarella', 4000],
        ['Salsa de ajo', 2000],
      ],
    },
  ),
  item(
    'Entradas',
    'Alitas BBQ (8 unidades)',
    21900,
    'Alitas de pollo horneadas y glaseadas en salsa BBQ, con apio y salsa ranch.',
    dish('wings'),
    {
      adiciones: [
        ['Salsa picante', 2000],
        ['Salsa BBQ', 2000],
      ],
    },
  ),
  item(
    'Entradas',
    'Deditos de Queso',
    14900,
    'Ocho deditos de mozzarella apanados y dorados, con salsa napolitana.',
    dish('cheeseSticks'),
  ),
  item(
    'Entradas',
    'Ensalada César',
    18900,
    'Lechuga romana, crutones, parmesano y aderezo César de la casa.',
    dish('salad'),
    {
      adiciones: [
        ['Pollo desmechado', 5500],
        ['Tocineta', 5000],
      ],
    },
  ),
  item(
    'Entradas',
    'Papas Rústicas',
    10900,
    'Papas en casco con piel, sazonadas con paprika y hierbas, con salsa de tomate.',
    dish('fries'),
    {
      adiciones: [
        ['Queso parmesano', 3500],
        ['Tocineta', 5000],
      ],
    },
  ),
  item(
    'Entradas',
    'Empanaditas de Carne (6 unidades)',
    12900,
    'Empanaditas de maíz rellenas de carne y papa, con ají casero.',
    dish('empanadas'),
  ),
  // Pastas
  item(
    'Pastas',
    'Lasaña Boloñesa',
    26900,
    'Capas de pasta, ragú de carne, bechamel y mozzarella gratinada al horno.',
    dish('lasagna'),
    { adiciones: [['Queso parmesano', 3500]] },
  ),
  item(
    'Pastas',
    'Spaghetti Boloñesa',
    22900,
    'Spaghetti al dente con salsa boloñesa de carne y tomate, y parmesano rallado.',
    dish('bolognese'),
    { adiciones: [['Queso parmesano', 3500]] },
  ),
  item(
    'Pastas',
    'Spaghetti Carbonara',
    24900,
    'Spaghetti con tocineta, yema de huevo, parmesano y pimienta negra recién molida.',
    dish('carbonara'),
    { adiciones: [['Tocineta', 5000]] },
  ),
  item(
    'Pastas',
    'Fettuccine Alfredo con Pollo',
    25900,
    'Fettuccine en salsa cremosa de parmesano con tiras de pollo a la plancha.',
    dish('alfredo'),
    {
      adiciones: [
        ['Champiñones', 3500],
        ['Tocineta', 5000],
      ],
    },
  ),
  item(
    'Pastas',
    'Penne Arrabbiata',
    21900,
    'Penne en salsa de tomate picante con ajo, ají y albahaca.',
    dish('penne'),
  ),
  // Bebidas
  item(
    'Bebidas',
    'Gaseosa Cola 400 ml',
    5500,
    'Gaseosa sabor cola bien fría, en botella personal.',
    COLA,
  ),
  item('Bebidas', 'Gaseosa Cola 1,5 L', 9900, 'Gaseosa sabor cola para compartir en la mesa.', {
    ...COLA,
    large: true,
  }),
  item(
    'Bebidas',
    'Gaseosa Naranja 400 ml',
    5500,
    'Gaseosa sabor naranja bien fría, en botella personal.',
    NARANJA,
  ),
  item(
    'Bebidas',
    'Limonada Natural',
    7500,
    'Limonada recién exprimida con hielo. Refrescante y sin conservantes.',
    LIMONADA,
  ),
  item(
    'Bebidas',
    'Limonada de Coco',
    9900,
    'Limonada frapé con crema de coco, dulce y cremosa.',
    {
      kind: 'drink',
      vessel: 'glass',
      color: '#f7f1e1',
      dark: '#d9ccae',
      garnish: 'lemon',
      backdrop: '#e6d8b8',
    },
    { activo: false },
  ),
  item(
    'Bebidas',
    'Jugo Natural de Mango',
    8500,
    'Jugo de mango maduro preparado al momento, en agua o en leche.',
    { kind: 'drink', vessel: 'glass', color: '#ffb62e', dark: '#e58a0c', garnish: 'mango' },
  ),
  item('Bebidas', 'Té Helado de Durazno', 6500, 'Té negro frío con durazno, suave y poco dulce.', {
    kind: 'drink',
    vessel: 'glass',
    color: '#c8772a',
    dark: '#8f4a12',
    garnish: 'peach',
    ice: true,
  }),
  item('Bebidas', 'Agua sin Gas 600 ml', 4500, 'Agua de manantial sin gas.', {
    kind: 'drink',
    vessel: 'bottle',
    color: '#d8eef8',
    dark: '#8fc1dc',
    label: { text: 'AGUA', color: '#2f7fb5' },
    cap: '#2f7fb5',
  }),
  item(
    'Bebidas',
    'Cerveza Artesanal Rubia',
    9900,
    'Cerveza artesanal bogotana tipo golden ale de 330 ml. Venta solo a mayores de 18 años.',
    { kind: 'drink', vessel: 'pint', color: '#f2b233', dark: '#c47c12' },
  ),
  // Postres
  item(
    'Postres',
    'Brownie con Helado',
    12900,
    'Brownie tibio de chocolate con helado de vainilla y salsa de chocolate.',
    dish('brownie'),
    { descuento: 15 },
  ),
  item(
    'Postres',
    'Tiramisú',
    13900,
    'Capas de bizcocho bañado en café, crema de mascarpone y cacao amargo.',
    dish('tiramisu'),
  ),
  item(
    'Postres',
    'Cheesecake de Frutos Rojos',
    14900,
    'Cheesecake cremoso sobre base de galleta, con salsa de frutos rojos.',
    dish('cheesecake'),
  ),
  item(
    'Postres',
    'Torta Tres Leches',
    11900,
    'Bizcocho esponjoso bañado en tres leches, con merengue y canela.',
    dish('tresLeches'),
  ),
  item(
    'Postres',
    'Obleas con Arequipe',
    7900,
    'Dos obleas crujientes con arequipe: el postre colombiano de siempre.',
    dish('obleas'),
  ),
];
