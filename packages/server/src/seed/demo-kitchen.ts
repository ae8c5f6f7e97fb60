// The demo pizzeria's kitchen stations (issue 31): the same in each branch.

export interface DemoStation {
  nombre: string;
  /** Sees whole orders: the counter that checks and hands them out. */
  expedidor: boolean;
  categorias: readonly string[];
}

export const DEMO_STATIONS: readonly DemoStation[] = [
  {
    nombre: 'Pizzas',
    expedidor: false,
    categorias: [
      'Pizzas Tradicionales',
      'Pizzas Especiales',
      'Pizzas Gourmet',
      'Combos',
      'Temporada',
    ],
  },
  { nombre: 'Cocina caliente', expedidor: false, categorias: ['Entradas', 'Pastas'] },
  { nombre: 'Bebidas y postres', expedidor: false, categorias: ['Bebidas', 'Postres', 'Combos'] },
  { nombre: 'Despacho', expedidor: true, categorias: [] },
];
