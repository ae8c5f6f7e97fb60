// The theme built from the business's one brand colour: every text and background pair it makes
// meets WCAG 2.x AA (4.5:1 for normal text), or the colour is refused.

/** The page and card backgrounds the brand colour is read on (styles.css). */
export const PAGE_BACKGROUND = '#fdf6ec';
/** Dark text (styles.css `--color-ink`). */
export const INK = '#2b2623';
const WHITE = '#ffffff';

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

/** The demo's tomato red, the theme when the business has not chosen one. */
export const DEFAULT_BRAND_COLOR = '#c8371f';

export const HEX_COLOR = /^#[0-9a-f]{6}$/;

export const BRAND_COLOR_MESSAGES = {
  format: 'El color debe tener la forma #rrggbb (por ejemplo, #c8371f).',
  tooLight:
    'Ese color es muy claro: como texto sobre el fondo de la página no alcanza el contraste ' +
    'mínimo (4,5 a 1). Elige un tono más oscuro.',
} as const;

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hexOf([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `hex` mixed with `other`: `amount` 0 keeps it, 1 gives `other`. */
function mix(hex: string, other: string, amount: number): string {
  const a = rgbOf(hex);
  const b = rgbOf(other);
  return hexOf(a.map((c, i) => c + (b[i]! - c) * amount) as Rgb);
}

/** Darkens `hex` in small steps until it reaches `ratio` against `background` (black at worst). */
function darkenUntil(hex: string, background: string, ratio: number): string {
  let color = hex;
  for (let step = 1; contrast(color, background) < ratio && step <= 20; step++)
    color = mix(hex, '#000000', step * 0.05);
  return color;
}

/** Why a brand colour cannot be used, or null when it can. */
export function brandColorProblem(color: string): string | null {
  if (!HEX_COLOR.test(color)) return BRAND_COLOR_MESSAGES.format;
  return contrast(color, PAGE_BACKGROUND) < MIN_CONTRAST ? BRAND_COLOR_MESSAGES.tooLight : null;
}

/** The theme's colour variables (styles.css `--color-primary…`) built from a usable brand colour. */
export interface BrandTheme {
  primary: string;
  'primary-hover': string;
  'primary-strong': string;
  'primary-soft': string;
  'on-primary': string;
}

/**
 * The brand colour's variables: the colour itself for actions and brand text; the readable text
 * on it (white or ink, whichever contrasts more); a darker hover; a pale tint for soft
 * backgrounds; and a strong shade that reads as text on that tint.
 */
export function brandTheme(color: string): BrandTheme {
  const primary = HEX_COLOR.test(color) ? color : DEFAULT_BRAND_COLOR;
  const onPrimary = contrast(primary, WHITE) >= contrast(primary, INK) ? WHITE : INK;
  const soft = mix(primary, WHITE, 0.86);
  return {
    primary,
    'primary-hover': mix(primary, onPrimary === WHITE ? '#000000' : WHITE, 0.15),
    'primary-strong': darkenUntil(mix(primary, '#000000', 0.2), soft, MIN_CONTRAST),
    'primary-soft': soft,
    'on-primary': onPrimary,
  };
}

/** The theme as CSS declarations for `:root` (the server writes them into every page's head). */
export function brandThemeCss(color: string): string {
  const theme = brandTheme(color);
  const declarations = Object.entries(theme).map(([name, value]) => `--color-${name}:${value}`);
  return `:root{${declarations.join(';')}}`;
}
