// Pizza illustrations: a round pizza seen from above, toppings placed deterministically.
import { SHAPES, type Topping } from './art-toppings';
import {
  SHADOW_GRADIENT,
  between,
  linear,
  n,
  radial,
  scatter,
  seededRandom,
  shadow,
  use,
} from './svg';

export type { Topping };

export type Sauce = 'tomato' | 'bbq' | 'pesto' | 'white';

export interface PizzaArt {
  kind: 'pizza';
  sauce?: Sauce;
  /** Toppings with an optional count (otherwise a sensible default for the topping). */
  toppings: ReadonlyArray<Topping | readonly [Topping, number]>;
}

const SAUCES: Record<Sauce, readonly [string, string]> = {
  tomato: ['#e14b2d', '#b5301c'],
  bbq: ['#8a3a1a', '#5c2410'],
  pesto: ['#6a9a2e', '#3f6e1d'],
  white: ['#fbf1d8', '#ead6ab'],
};

/** The smooth, bumpy outline of the melted cheese. */
function cheeseOutline(random: () => number, radius: number): string {
  const steps = 22;
  const points = Array.from({ length: steps }, (_, i) => {
    const angle = (i / steps) * Math.PI * 2;
    const r = radius + between(random, -12, 9);
    return { x: Math.cos(angle) * r, y: Math.sin(angle) * r };
  });
  const mid = (a: { x: number; y: number }, b: { x: number; y: number }) => ({
    x: (a.x + b.x) / 2,
    y: (a.y + b.y) / 2,
  });
  const first = mid(points[steps - 1]!, points[0]!);
  let d = `M${n(first.x)} ${n(first.y)}`;
  for (let i = 0; i < steps; i++) {
    const p = points[i]!;
    const m = mid(p, points[(i + 1) % steps]!);
    d += `Q${n(p.x)} ${n(p.y)} ${n(m.x)} ${n(m.y)}`;
  }
  return `${d}Z`;
}

/**
 * A pizza of radius 245 drawn around (0, 0): defs to put in the document's <defs> and the body.
 * The same name always gives the same pizza; `lite` draws fewer details (for smaller pictures).
 */
export function drawPizza(
  seed: string,
  art: PizzaArt,
  lite = false,
): { defs: string; body: string } {
  const random = seededRandom(seed);
  const sauce = SAUCES[art.sauce ?? 'tomato'];
  const toppings = art.toppings.map((t) =>
    typeof t === 'string' ? { name: t, count: SHAPES[t].count } : { name: t[0], count: t[1] },
  );
  const used = [...new Set(toppings.map((t) => t.name))];
  const ids = new Map(used.map((name, i) => [name, `t${i}`]));

  let defs =
    radial('crust', [
      [0.8, '#f6c981'],
      [0.9, '#e49a4b'],
      [0.97, '#c0722f'],
      [1, '#9c5a25'],
    ]) +
    radial('sauce', [
      [0, sauce[0]],
      [1, sauce[1]],
    ]) +
    radial('cheese', [
      [0, '#fff3c2'],
      [0.6, '#ffdc6e'],
      [1, '#f2b445'],
    ]) +
    radial('ppg', [
      [0, '#dd4a30'],
      [0.8, '#b7301d'],
      [1, '#96261a'],
    ]);
  defs += '<ellipse id="bub" rx="7" ry="3" fill="#8e4a1c" opacity=".45"/>';
  for (const name of used) defs += `<g id="${ids.get(name)}">${SHAPES[name].def}</g>`;

  let body =
    `<circle r="245" fill="url(#crust)"/>` +
    `<circle r="214" fill="url(#sauce)"/>` +
    `<circle r="214" fill="none" stroke="#8a4a1e" stroke-width="5" opacity=".35"/>`;
  // Toasted bubbles on the rim.
  for (let i = 0; i < (lite ? 8 : 12); i++) {
    const angle = between(random, 0, Math.PI * 2);
    const r = between(random, 222, 236);
    const rotate = (angle * 180) / Math.PI + 90;
    body += use('bub', Math.cos(angle) * r, Math.sin(angle) * r, rotate, between(random, 0.6, 1.2));
  }
  body += `<path d="${cheeseOutline(random, 198)}" fill="url(#cheese)"/>`;
  const blobs = (
    count: number,
    radius: number,
    rx: readonly [number, number],
    ry: readonly [number, number],
    attrs: string,
  ) => {
    let out = `<g ${attrs}>`;
    for (let i = 0; i < count; i++) {
      const angle = between(random, 0, Math.PI * 2);
      const r = Math.sqrt(random()) * radius;
      out += `<ellipse cx="${n(Math.cos(angle) * r)}" cy="${n(Math.sin(angle) * r)}" rx="${n(between(random, rx[0], rx[1]))}" ry="${n(between(random, ry[0], ry[1]))}"/>`;
    }
    return `${out}</g>`;
  };
  // Golden browned spots, sauce showing through the melted cheese, glossy highlights.
  body += blobs(lite ? 5 : 9, 170, [8, 20], [5, 12], 'fill="#e39a2e" opacity=".35"');
  body += blobs(lite ? 3 : 6, 165, [5, 11], [3, 7], `fill="${sauce[0]}" opacity=".55"`);
  body += blobs(lite ? 3 : 6, 160, [10, 22], [4, 8], 'fill="#fffbe6" opacity=".5"');
  // Slice cuts, under the toppings.
  const offset = between(random, 0, 45);
  body += `<g stroke="#b0622a" stroke-width="3" opacity=".35">`;
  for (let i = 0; i < 4; i++) {
    const a = ((offset + i * 45) * Math.PI) / 180;
    body += `<path d="M${n(Math.cos(a) * 210)} ${n(Math.sin(a) * 210)}L${n(-Math.cos(a) * 210)} ${n(-Math.sin(a) * 210)}"/>`;
  }
  body += `</g>`;

  const taken: Array<{ x: number; y: number }> = [];
  const ordered = [...toppings].sort((a, b) => SHAPES[a.name].layer - SHAPES[b.name].layer);
  for (const topping of ordered) {
    const shape = SHAPES[topping.name];
    const points = scatter(random, topping.count, 168, shape.spacing * 1.1, taken);
    for (const p of points) {
      const scale = (shape.scale ?? 1) * between(random, 1.05, 1.25);
      body += use(ids.get(topping.name)!, p.x, p.y, between(random, 0, 360), scale);
    }
  }
  // Oregano flecks.
  body += `<g fill="#3d5f22">`;
  for (let i = 0; i < (lite ? 12 : 22); i++) {
    const angle = between(random, 0, Math.PI * 2);
    const r = Math.sqrt(random()) * 195;
    body += `<circle cx="${n(Math.cos(angle) * r)}" cy="${n(Math.sin(angle) * r)}" r="${n(between(random, 1.2, 2.4))}"/>`;
  }
  body += `</g>`;
  return { defs, body };
}

/** The backdrop of every pizza: a dark wooden table, a round board with a handle, a basil sprig. */
export function pizzaScene(seed: string, art: PizzaArt): { defs: string; body: string } {
  const random = seededRandom(`${seed}:scene`);
  const pizza = drawPizza(seed, art);
  const defs =
    pizza.defs +
    linear('table', [
      [0, '#6b4026'],
      [1, '#3e2416'],
    ]) +
    radial('board', [
      [0, '#d9a266'],
      [0.85, '#c58a4d'],
      [1, '#a66a33'],
    ]) +
    linear('handle', [
      [0, '#cf9658'],
      [1, '#a86c35'],
    ]) +
    SHADOW_GRADIENT +
    `<g id="leaf"><path d="M0 0Q14-12 32 0Q14 12 0 0Z" fill="#2f8a3a"/><path d="M2 0H28" stroke="#73c160" stroke-width="1.5"/></g>`;
  let body = `<rect width="800" height="600" fill="url(#table)"/><g stroke="#2c170c" stroke-width="3" opacity=".45">`;
  for (let y = 75; y < 600; y += 150) body += `<path d="M0 ${y}H800"/>`;
  body += `</g><g stroke="#8a5a38" stroke-width="1.5" opacity=".25" fill="none">`;
  for (let i = 0; i < 9; i++) {
    const y = between(random, 10, 590);
    body += `<path d="M0 ${n(y)}Q200 ${n(y + between(random, -12, 12))} 400 ${n(y)}T800 ${n(y)}"/>`;
  }
  body += `</g>`;
  body += shadow(410, 318, 290, 285, 0.45);
  body += `<rect x="640" y="270" width="150" height="60" rx="30" fill="url(#handle)"/><circle cx="760" cy="300" r="11" fill="#3e2416"/>`;
  body += `<circle cx="400" cy="300" r="285" fill="url(#board)"/><circle cx="400" cy="300" r="285" fill="none" stroke="#8c5529" stroke-width="4"/>`;
  body += shadow(404, 308, 248, 248, 0.35);
  body += `<g transform="translate(400 300) rotate(${Math.round(between(random, 0, 360))})">${pizza.body}</g>`;
  // A basil sprig and cherry tomatoes on the table, in a corner chosen by the seed.
  const left = random() < 0.5;
  const x = left ? 75 : 725;
  const y = random() < 0.5 ? 95 : 505;
  body += `<g transform="translate(${x} ${y}) rotate(${Math.round(between(random, 0, 360))})">`;
  body += `<path d="M-40 0H40" stroke="#3f7a2a" stroke-width="4"/>`;
  for (const [lx, rot] of [
    [-30, -40],
    [-12, 35],
    [6, -30],
    [22, 40],
  ] as const)
    body += `<use href="#leaf" transform="translate(${lx} 0) rotate(${rot})"/>`;
  body += `</g>`;
  const tx = left ? 70 : 700;
  const ty = y < 300 ? 530 : 60;
  for (const [dx, dy] of [
    [0, 0],
    [30, 8],
    [12, -24],
  ] as const)
    body += `<circle cx="${tx + dx}" cy="${ty + dy}" r="16" fill="#d8321f"/><circle cx="${tx + dx - 5}" cy="${ty + dy - 6}" r="4" fill="#ff9a85"/><path d="M${tx + dx - 5} ${ty + dy - 14}l5 3 5-3" stroke="#3f7a2a" stroke-width="3" fill="none"/>`;
  return { defs, body };
}
