// The demo pizzeria's catalog: ingredients, product categories and regular products.
// Money is integer pesos (COP); every price is a multiple of 100.
import type { GrupoSabor } from '@horno/domain/catalog';
import type { Art } from './images';
import { DEMO_MENU } from './demo-menu';
import { DEMO_PIZZAS } from './demo-pizzas';

export interface DemoIngredientCategory {
  nombre: string;
  ingredientes: ReadonlyArray<readonly [nombre: string, descripcion: string]>;
}

export const DEMO_INGREDIENT_CATEGORIES: readonly DemoIngredientCategory[] = [
  {
    nombre: 'Quesos',
    ingredientes: [
      ['Queso mozzarella', 'Mozzarella fundida, porción extra.'],
      ['Queso parmesano', 'Parmesano madurado, rallado o en lascas.'],
      ['Queso azul', 'Queso azul cremoso de sabor intenso.'],
    ],
  },
  {
    nombre: 'Carnes',
    ingredientes: [
      ['Pepperoni', 'Rodajas de pepperoni ligeramente picante.'],
      ['Jamón', 'Jamón de cerdo ahumado.'],
      ['Tocineta', 'Tocineta ahumada y crocante.'],
      ['Pollo desmechado', 'Pechuga de pollo cocida y desmechada.'],
      ['Chorizo santarrosano', 'Chorizo artesanal de Santa Rosa de Cabal.'],
      ['Carne molida', 'Carne de res molida y sazonada.'],
    ],
  },
  {
    nombre: 'Vegetales',
    ingredientes: [
      ['Champiñones', 'Champiñones frescos salteados.'],
      ['Aceitunas negras', 'Aceitunas negras en rodajas.'],
      ['Pimentón', 'Pimentón rojo y verde en tiras.'],
      ['Cebolla morada', 'Cebolla morada en plumas.'],
      ['Maíz tierno', 'Granos de maíz tierno.'],
      ['Jalapeños', 'Jalapeños en rodajas, picantes.'],
    ],
  },
  {
    nombre: 'Frutas',
    ingredientes: [
      ['Piña', 'Piña dulce en trozos.'],
      ['Plátano maduro', 'Tajadas de plátano maduro.'],
    ],
  },
  {
    nombre: 'Salsas',
    ingredientes: [
      ['Salsa BBQ', 'Salsa barbecue ahumada.'],
      ['Salsa de ajo', 'Salsa cremosa de ajo de la casa.'],
      ['Salsa picante', 'Salsa de ají picante.'],
      ['Pesto', 'Pesto de albahaca y parmesano.'],
    ],
  },
];

export interface DemoCategory {
  nombre: string;
  tieneMedidas: boolean;
}

/** In menu order (orden 1, 2, …). 'Temporada' has no products on purpose: the menu hides it. */
export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  { nombre: 'Pizzas Tradicionales', tieneMedidas: true },
  { nombre: 'Pizzas Especiales', tieneMedidas: true },
  { nombre: 'Pizzas Gourmet', tieneMedidas: true },
  { nombre: 'Combos', tieneMedidas: false },
  { nombre: 'Entradas', tieneMedidas: false },
  { nombre: 'Pastas', tieneMedidas: false },
  { nombre: 'Bebidas', tieneMedidas: false },
  { nombre: 'Postres', tieneMedidas: false },
  { nombre: 'Temporada', tieneMedidas: false },
];

/** The category with no products at all (its slug is 'temporada'). */
export const EMPTY_CATEGORY = 'Temporada';

export interface DemoProduct {
  nombre: string;
  descripcion: string;
  categoria: string;
  /** Base price, for products not sold by size. */
  precio: number | null;
  /** Prices for PERSONAL, PEQUENA, MEDIANA, GRANDE, FAMILIAR (pizzas only). */
  preciosPorMedida: readonly number[] | null;
  grupoSabor: GrupoSabor | null;
  descuento: number;
  activo: boolean;
  /** Ingredient name and its price as an addition. */
  adiciones: ReadonlyArray<readonly [string, number]>;
  art: Art;
}

/** Every regular product: pizzas first, then starters, pastas, drinks and desserts. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [...DEMO_PIZZAS, ...DEMO_MENU];
