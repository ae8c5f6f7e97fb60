// The demo pizzeria's special (configurable) products: combos with sections and options.
import { COLA, LIMONADA, NARANJA } from './demo-menu';
import type { Art } from './images';

export interface DemoOption {
  nombre: string;
  precioExtra: number;
  /** Name of the regular product this option stands for, if any. */
  producto?: string;
}

export interface DemoSection {
  nombre: string;
  descripcion: string;
  minimo: number;
  /** 0 = unlimited, 1 = single choice. */
  maximo: number;
  seleccionarMayorValor: boolean;
  opciones: readonly DemoOption[];
}

export interface DemoSpecial {
  nombre: string;
  descripcion: string;
  precioBase: number;
  descuento: number;
  categoria: string;
  secciones: readonly DemoSection[];
  art: Art;
}

/** An option tied to a regular product of the same name. */
const linked = (producto: string, precioExtra = 0, nombre = producto): DemoOption => ({
  nombre,
  precioExtra,
  producto,
});

export const DEMO_SPECIALS: readonly DemoSpecial[] = [
  {
    nombre: 'Combo Familiar',
    descripcion:
      'Pizza familiar de uno o dos sabores, gaseosa de 1,5 L y adiciones a tu gusto. Ideal para compartir en casa.',
    precioBase: 69900,
    descuento: 0,
    categoria: 'Combos',
    secciones: [
      {
        nombre: 'Sabores de la pizza familiar',
        descripcion:
          'Elige uno o dos sabores (mitad y mitad). Solo se cobra el adicional más alto.',
        minimo: 1,
        maximo: 2,
        seleccionarMayorValor: true,
        opciones: [
          linked('Pizza Hawaiana', 0, 'Hawaiana'),
          linked('Pizza Pepperoni', 0, 'Pepperoni'),
          linked('Pizza Jamón y Queso', 0, 'Jamón y Queso'),
          linked('Pizza Pollo y Champiñones', 0, 'Pollo y Champiñones'),
          linked('Pizza Mexicana', 6000, 'Mexicana'),
          linked('Pizza Pollo BBQ', 6000, 'Pollo BBQ'),
          linked('Pizza Ranchera', 6000, 'Ranchera'),
          linked('Pizza Cuatro Quesos', 12000, 'Cuatro Quesos'),
          linked('Pizza Carnes Premium', 12000, 'Carnes Premium'),
          linked('Pizza Criolla', 12000, 'Criolla'),
        ],
      },
      {
        nombre: 'Bebida',
        descripcion: 'Una bebida grande para la mesa.',
        minimo: 1,
        maximo: 1,
        seleccionarMayorValor: false,
        opciones: [
          linked('Gaseosa Cola 1,5 L'),
          linked('Té Helado de Durazno', 3000, 'Jarra de té helado de durazno'),
          linked('Limonada Natural', 6000, 'Jarra de limonada natural'),
        ],
      },
      {
        nombre: 'Adiciones',
        descripcion: 'Agrega todas las que quieras.',
        minimo: 0,
        maximo: 0,
        seleccionarMayorValor: false,
        opciones: [
          { nombre: 'Extra queso mozzarella', precioExtra: 6000 },
          { nombre: 'Extra tocineta', precioExtra: 7000 },
          { nombre: 'Extra champiñones', precioExtra: 5000 },
          linked('Palitos de Ajo', 7900),
          linked('Alitas BBQ (8 unidades)', 17900),
        ],
      },
    ],
    art: {
      kind: 'combo',
      pizza: {
        kind: 'pizza',
        toppings: [
          ['pepperoni', 9],
          ['mushroom', 6],
        ],
      },
      drinks: [{ ...COLA, large: true }],
      side: 'breadsticks',
    },
  },
  {
    nombre: 'Combo Pareja',
    descripcion: 'Pizza mediana, dos bebidas personales y un postre para compartir.',
    precioBase: 49900,
    descuento: 0,
    categoria: 'Combos',
    secciones: [
      {
        nombre: 'Sabor de la pizza mediana',
        descripcion: '',
        minimo: 1,
        maximo: 1,
        seleccionarMayorValor: false,
        opciones: [
          linked('Pizza Margarita', 0, 'Margarita'),
          linked('Pizza Hawaiana', 0, 'Hawaiana'),
          linked('Pizza Pepperoni', 0, 'Pepperoni'),
          linked('Pizza Pollo y Champiñones', 0, 'Pollo y Champiñones'),
          linked('Pizza Vegetariana', 4000, 'Vegetariana'),
          linked('Pizza Pollo BBQ', 4000, 'Pollo BBQ'),
          linked('Pizza Pesto Caprese', 8000, 'Pesto Caprese'),
        ],
      },
      {
        nombre: 'Bebidas',
        descripcion: 'Elige dos bebidas.',
        minimo: 2,
        maximo: 2,
        seleccionarMayorValor: false,
        opciones: [
          linked('Gaseosa Cola 400 ml'),
          linked('Gaseosa Naranja 400 ml'),
          linked('Té Helado de Durazno'),
          linked('Limonada Natural', 1500),
        ],
      },
      {
        nombre: 'Postre',
        descripcion: '',
        minimo: 1,
        maximo: 1,
        seleccionarMayorValor: false,
        opciones: [
          linked('Brownie con Helado'),
          linked('Torta Tres Leches'),
          linked('Tiramisú', 2000),
        ],
      },
    ],
    art: {
      kind: 'combo',
      pizza: { kind: 'pizza', toppings: ['ham', 'pineapple'] },
      drinks: [COLA, NARANJA],
      side: 'tresLeches',
    },
  },
  {
    nombre: 'Combo Personal',
    descripcion: 'Pizza personal, bebida y acompañamiento opcional. Perfecto para el almuerzo.',
    precioBase: 26900,
    descuento: 0,
    categoria: 'Combos',
    secciones: [
      {
        nombre: 'Sabor de la pizza personal',
        descripcion: '',
        minimo: 1,
        maximo: 1,
        seleccionarMayorValor: false,
        opciones: [
          linked('Pizza Margarita', 0, 'Margarita'),
          linked('Pizza Hawaiana', 0, 'Hawaiana'),
          linked('Pizza Pepperoni', 0, 'Pepperoni'),
          linked('Pizza Jamón y Queso', 0, 'Jamón y Queso'),
          linked('Pizza Mexicana', 3000, 'Mexicana'),
        ],
      },
      {
        nombre: 'Bebida',
        descripcion: '',
        minimo: 1,
        maximo: 1,
        seleccionarMayorValor: false,
        opciones: [
          linked('Gaseosa Cola 400 ml'),
          linked('Gaseosa Naranja 400 ml'),
          linked('Agua sin Gas 600 ml'),
          linked('Limonada Natural', 2000),
        ],
      },
      {
        nombre: 'Acompañamiento',
        descripcion: 'Opcional.',
        minimo: 0,
        maximo: 1,
        seleccionarMayorValor: false,
        opciones: [linked('Papas Rústicas', 5900), linked('Palitos de Ajo', 5900)],
      },
    ],
    art: {
      kind: 'combo',
      pizza: { kind: 'pizza', toppings: [['pepperoni', 12]] },
      drinks: [LIMONADA],
      side: 'fries',
    },
  },
];
