// Pizza toppings: each drawn once around (0, 0) and placed many times with <use>.

export type Topping =
  | 'pepperoni'
  | 'ham'
  | 'pineapple'
  | 'mushroom'
  | 'olive'
  | 'basil'
  | 'greenPepper'
  | 'redPepper'
  | 'onion'
  | 'corn'
  | 'jalapeno'
  | 'chicken'
  | 'bacon'
  | 'chorizo'
  | 'beef'
  | 'tomato'
  | 'mozzarella'
  | 'arugula'
  | 'prosciutto'
  | 'blueCheese'
  | 'plantain'
  | 'parmesan';

export interface ToppingShape {
  /** The shape drawn around (0, 0). */
  def: string;
  count: number;
  /** Spacing kept between pieces. */
  spacing: number;
  /** Lower layers are drawn first (sliced meats under leaves). */
  layer: number;
  /** Size factor of the pieces. */
  scale?: number;
}

export const SHAPES: Record<Topping, ToppingShape> = {
  pepperoni: {
    def:
      '<circle r="25" fill="url(#ppg)"/><circle r="24" fill="none" stroke="#7d1c10" stroke-width="2" opacity=".45"/>' +
      '<circle cx="-8" cy="-6" r="3" fill="#7d1c10" opacity=".45"/><circle cx="8" cy="6" r="2.6" fill="#7d1c10" opacity=".45"/>' +
      '<circle cx="4" cy="-11" r="2.4" fill="#f5a58a" opacity=".7"/><circle cx="-6" cy="10" r="2" fill="#f5a58a" opacity=".7"/>',
    count: 13,
    spacing: 50,
    layer: 1,
  },
  ham: {
    def:
      '<rect x="-17" y="-15" width="34" height="30" rx="6" fill="#f2a4a1" stroke="#dc7d79" stroke-width="2.5"/>' +
      '<path d="M-10 -5q10-5 20 1" stroke="#fcd6d2" stroke-width="3" fill="none" stroke-linecap="round"/>',
    count: 11,
    spacing: 44,
    layer: 1,
  },
  pineapple: {
    def:
      '<path d="M-13 -11H13L9 11H-9Z" fill="#ffd54a" stroke="#e3a514" stroke-width="2.5" stroke-linejoin="round"/>' +
      '<path d="M-5 -8L-3 8M4 -8L3 8" stroke="#f2b928" stroke-width="2"/>',
    count: 11,
    spacing: 38,
    layer: 2,
  },
  mushroom: {
    def:
      '<path d="M-19 3C-19-17 19-17 19 3Z" fill="#ecdcc4" stroke="#9a7752" stroke-width="2.5"/>' +
      '<path d="M-6 3L-6 15Q0 18 6 15L6 3" fill="#f3e7d4" stroke="#9a7752" stroke-width="2.5"/>' +
      '<path d="M-12 -1Q0 -6 12 -1" stroke="#c7a982" stroke-width="2" fill="none"/>',
    count: 9,
    spacing: 42,
    layer: 2,
  },
  olive: {
    def: '<circle r="9" fill="none" stroke="#2a2622" stroke-width="7"/><path d="M-6-6a9 9 0 0 1 8-3" stroke="#777" stroke-width="2" fill="none"/>',
    count: 12,
    spacing: 30,
    layer: 3,
    scale: 1.2,
  },
  basil: {
    def: '<path d="M-24 0Q-6 -16 24 0Q-6 16 -24 0Z" fill="#2e8b3c"/><path d="M-21 0L19 0" stroke="#6fc35e" stroke-width="2"/>',
    count: 6,
    spacing: 55,
    layer: 4,
  },
  greenPepper: {
    def: '<path d="M-18 7Q0 -17 18 7" fill="none" stroke="#2f9a43" stroke-width="8" stroke-linecap="round"/><path d="M-13 3Q0 -11 13 3" fill="none" stroke="#7fd27c" stroke-width="2" stroke-linecap="round"/>',
    count: 9,
    spacing: 36,
    layer: 3,
  },
  redPepper: {
    def: '<path d="M-18 7Q0 -17 18 7" fill="none" stroke="#d93a27" stroke-width="8" stroke-linecap="round"/><path d="M-13 3Q0 -11 13 3" fill="none" stroke="#f59680" stroke-width="2" stroke-linecap="round"/>',
    count: 8,
    spacing: 36,
    layer: 3,
  },
  onion: {
    def: '<path d="M-17 8Q0 -16 17 8" fill="none" stroke="#8e3f88" stroke-width="5" stroke-linecap="round"/><path d="M-11 8Q0 -6 11 8" fill="none" stroke="#d9b3d6" stroke-width="3" stroke-linecap="round"/>',
    count: 9,
    spacing: 34,
    layer: 3,
  },
  corn: {
    def: '<circle cx="-6" r="6" fill="#ffcc2e"/><circle cx="6" cy="2" r="6" fill="#ffd84d"/><circle cy="-8" r="5.5" fill="#f5bd1c"/>',
    count: 12,
    spacing: 28,
    layer: 3,
    scale: 1.3,
  },
  jalapeno: {
    def:
      '<circle r="12" fill="#3c9237"/><circle r="8" fill="#bde291"/><circle cx="-3" cy="-2" r="1.7" fill="#f7f3cf"/>' +
      '<circle cx="3" cy="1" r="1.7" fill="#f7f3cf"/><circle cy="4" r="1.7" fill="#f7f3cf"/>',
    count: 9,
    spacing: 32,
    layer: 3,
    scale: 1.3,
  },
  chicken: {
    def:
      '<path d="M-17-6Q-10-15 2-12Q15-13 17-2Q18 9 6 11Q-6 15-15 8Q-21 2-17-6Z" fill="#e2b475" stroke="#a8692c" stroke-width="2.5"/>' +
      '<path d="M-9-3L7-6M-7 4L9 1" stroke="#8f5321" stroke-width="3" opacity=".7" stroke-linecap="round"/>',
    count: 10,
    spacing: 44,
    layer: 1,
  },
  bacon: {
    def:
      '<path d="M-26 0q6.5-9 13 0t13 0t13 0t13 0" fill="none" stroke="#a8432c" stroke-width="11" stroke-linecap="round"/>' +
      '<path d="M-26 0q6.5-9 13 0t13 0t13 0t13 0" fill="none" stroke="#f3b3a0" stroke-width="3" stroke-linecap="round"/>',
    count: 7,
    spacing: 55,
    layer: 1,
  },
  chorizo: {
    def:
      '<circle r="18" fill="#a1311f"/><circle r="17" fill="none" stroke="#6c1a10" stroke-width="2.5"/>' +
      '<circle cx="-6" cy="-4" r="2.6" fill="#eaa883"/><circle cx="6" cy="3" r="2.2" fill="#eaa883"/><circle cx="-1" cy="8" r="2" fill="#eaa883"/>',
    count: 10,
    spacing: 42,
    layer: 1,
  },
  beef: {
    def: '<circle r="6.5" fill="#6b3b22"/><circle cx="8" cy="3" r="5.5" fill="#7f4629"/><circle cx="2" cy="-7" r="5" fill="#5a3018"/>',
    count: 14,
    spacing: 30,
    layer: 2,
    scale: 1.5,
  },
  tomato: {
    def:
      '<circle r="26" fill="#dc3a27"/><circle r="20" fill="#f0654b"/><path d="M0-20V20M-20 0H20" stroke="#dc3a27" stroke-width="3"/>' +
      '<ellipse cx="-9" cy="-9" rx="4" ry="2.5" fill="#ffd9a0"/><ellipse cx="9" cy="9" rx="4" ry="2.5" fill="#ffd9a0"/>' +
      '<ellipse cx="9" cy="-9" rx="2.5" ry="4" fill="#ffd9a0"/><ellipse cx="-9" cy="9" rx="2.5" ry="4" fill="#ffd9a0"/>',
    count: 7,
    spacing: 58,
    layer: 1,
  },
  mozzarella: {
    def: '<circle r="25" fill="#fffaf0" stroke="#eadfc4" stroke-width="3"/><ellipse cx="-7" cy="-8" rx="8" ry="5" fill="#fff" opacity=".9"/>',
    count: 7,
    spacing: 58,
    layer: 2,
  },
  arugula: {
    def: '<path d="M-22 0l6-6 4 3 5-7 4 4 6-5 5 5 6-2-4 5-7 2-4 4-6-2-5 3-5-2Z" fill="#4b9a39"/><path d="M-20 0L18 -2" stroke="#93d07a" stroke-width="1.5"/>',
    count: 12,
    spacing: 34,
    layer: 4,
  },
  prosciutto: {
    def:
      '<path d="M-28-4Q-19-17-8-6Q2-19 12-6Q23-17 29-2Q21 11 8 4Q-2 15-13 4Q-23 12-28-4Z" fill="#e4827f" stroke="#c9615e" stroke-width="2"/>' +
      '<path d="M-20-2Q-8-8 4 0Q14 -6 22 0" stroke="#f8d7cf" stroke-width="3" fill="none" stroke-linecap="round"/>',
    count: 7,
    spacing: 58,
    layer: 1,
  },
  blueCheese: {
    def:
      '<path d="M-9-7L7-9L10 5L-2 10L-10 3Z" fill="#f6f2e6" stroke="#cfc7b0" stroke-width="1.5"/>' +
      '<circle cx="-2" r="1.9" fill="#5f819d"/><circle cx="4" cy="4" r="1.6" fill="#5f819d"/><circle cx="2" cy="-5" r="1.4" fill="#5f819d"/>',
    count: 12,
    spacing: 30,
    layer: 3,
    scale: 1.3,
  },
  plantain: {
    def: '<ellipse rx="21" ry="14" fill="#c8702a"/><ellipse rx="16" ry="10" fill="#f2b04c"/><ellipse cx="-4" cy="-3" rx="6" ry="3" fill="#f9d27f"/>',
    count: 8,
    spacing: 48,
    layer: 2,
  },
  parmesan: {
    def: '<path d="M-11-3L11-6L9 3L-9 5Z" fill="#fff0bf" stroke="#e7d08c" stroke-width="1"/>',
    count: 12,
    spacing: 26,
    layer: 4,
    scale: 1.2,
  },
};
