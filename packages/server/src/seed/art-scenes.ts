// Whole pictures: a dish on a table, and combos (pizza, drinks and a side together).
import { drawDessert, type Dessert } from './art-desserts';
import { PLATE_DEFS, drawDish, type Drawn, type Pasta, type Starter } from './art-dishes';
import { drawDrink, type DrinkArt } from './art-drinks';
import { drawPizza, type PizzaArt } from './art-pizza';
import { SHADOW_GRADIENT, between, linear, n, seededRandom, shadow } from './svg';

export interface DishArt {
  kind: 'dish';
  dish: Starter | Pasta | Dessert;
}

export interface ComboArt {
  kind: 'combo';
  pizza: PizzaArt;
  drinks: readonly DrinkArt[];
  side?: Starter | Dessert;
}

const STARTERS: readonly string[] = [
  'breadsticks',
  'wings',
  'cheeseSticks',
  'salad',
  'fries',
  'empanadas',
];
const DESSERTS: readonly string[] = ['brownie', 'tiramisu', 'cheesecake', 'tresLeches', 'obleas'];

function drawFood(dish: DishArt['dish'], seed: string): Drawn {
  return DESSERTS.includes(dish)
    ? drawDessert(dish as Dessert, seed)
    : drawDish(dish as Starter | Pasta, seed);
}

/** Backdrop colours: warm terracotta for starters, sage for pastas, rose for desserts. */
function palette(dish: DishArt['dish']): readonly [string, string, string] {
  if (STARTERS.includes(dish)) return ['#f7e1cf', '#e0a47a', '#c8322b'];
  if (DESSERTS.includes(dish)) return ['#fcecea', '#e8b4b0', '#8a4b6b'];
  return ['#f1f2df', '#c3cd96', '#3f7d3a'];
}

const FORK =
  '<g id="fork"><rect x="-9" y="20" width="18" height="190" rx="9" fill="url(#steel)"/>' +
  '<path d="M-24-110V-20Q-24 10 0 20Q24 10 24-20V-110H17V-30H9V-110H3V-30H-3V-110H-9V-30H-17V-110Z" fill="url(#steel)"/></g>';

/** A dish or dessert on a plate, on a tinted table with a napkin and a fork. */
export function dishScene(seed: string, art: DishArt): Drawn {
  const random = seededRandom(`${seed}:scene`);
  const food = drawFood(art.dish, seed);
  const [light, dark, napkin] = palette(art.dish);
  const defs =
    PLATE_DEFS +
    food.defs +
    SHADOW_GRADIENT +
    linear(
      'bg',
      [
        [0, light],
        [1, dark],
      ],
      [0, 0, 1, 1],
    ) +
    linear(
      'steel',
      [
        [0, '#f4f4f4'],
        [0.5, '#bfc3c7'],
        [1, '#8e9398'],
      ],
      [0, 0, 1, 0],
    ) +
    `<pattern id="linen" width="14" height="14" patternUnits="userSpaceOnUse"><path d="M0 7H14M7 0V14" stroke="#fff" stroke-width="1" opacity=".25"/></pattern>` +
    FORK;
  let body = `<rect width="800" height="600" fill="url(#bg)"/><rect width="800" height="600" fill="url(#linen)"/>`;
  const napkinX = random() < 0.5 ? 640 : 690;
  body += `<rect x="${napkinX}" y="120" width="200" height="380" rx="6" fill="${napkin}" transform="rotate(8 ${napkinX} 120)" opacity=".9"/>`;
  body += `<path d="M${napkinX + 20} 130V510" stroke="#fff" stroke-width="3" stroke-dasharray="10 8" opacity=".5" transform="rotate(8 ${napkinX} 120)"/>`;
  body += `<use href="#fork" transform="translate(${napkinX + 70} 300) rotate(${n(between(random, 4, 10))})"/>`;
  body += shadow(392, 316, 250, 248, 0.3);
  body += `<g transform="translate(380 300) scale(.98)">${food.body}</g>`;
  return { defs, body };
}

/** A combo: its pizza, its drinks and a side, on the brand's red. */
export function comboScene(seed: string, art: ComboArt): Drawn {
  const pizza = drawPizza(seed, art.pizza, true);
  const side = art.side ? drawFood(art.side, `${seed}:side`) : undefined;
  // The same drink twice is drawn once and reused.
  const kinds = [...new Set(art.drinks)];
  const drinks = kinds.map((d, i) => drawDrink(`d${i}`, `${seed}:drink${i}`, d, true));
  const defs =
    pizza.defs +
    PLATE_DEFS +
    (side?.defs ?? '') +
    drinks.map((d, i) => `${d.defs}<g id="drink${i}">${d.body}</g>`).join('') +
    SHADOW_GRADIENT +
    linear(
      'bg',
      [
        [0, '#d8453a'],
        [1, '#9e2620'],
      ],
      [0, 0, 1, 1],
    );
  let body = `<rect width="800" height="600" fill="url(#bg)"/>`;
  body += `<circle cx="330" cy="330" r="300" fill="#fff7ed" opacity=".12"/><circle cx="330" cy="330" r="230" fill="#fff7ed" opacity=".1"/>`;
  body += `<path d="M0 520H800V600H0Z" fill="#7a1c17" opacity=".55"/>`;
  body += shadow(300, 340, 205, 205, 0.4);
  body += `<g transform="translate(290 320) scale(.8)">${pizza.body}</g>`;
  if (side) {
    body += shadow(170, 520, 120, 60, 0.35);
    body += `<g transform="translate(160 500) scale(.42)">${side.body}</g>`;
  }
  const count = art.drinks.length;
  art.drinks.forEach((drink, i) => {
    const x = count === 1 ? 640 : 590 + i * 120;
    const scale = drink.large ? 0.95 : count === 1 ? 1 : 0.85;
    body += shadow(x, 560, 80 * scale, 12, 0.4);
    body += `<use href="#drink${kinds.indexOf(drink)}" transform="translate(${x} 560) scale(${scale})"/>`;
  });
  return { defs, body };
}
