// Small helpers for the hand-drawn SVG illustrations of the demo pizzeria.

/** A deterministic pseudo-random generator (mulberry32) seeded from a string (FNV-1a hash). */
export function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random number in [min, max) from the generator. */
export function between(random: () => number, min: number, max: number): number {
  return min + random() * (max - min);
}

/** Rounds a number so the files stay small: whole units, one decimal below 10. */
export function n(value: number): string {
  return String(Math.abs(value) < 10 ? Math.round(value * 10) / 10 : Math.round(value));
}

/** Escapes text for XML content and attribute values. */
export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A complete SVG document with a viewBox of width × height. */
export function svgDocument(
  width: number,
  height: number,
  defs: string,
  body: string,
  title: string,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${esc(title)}</title><defs>${defs}</defs>${body}</svg>`
  );
}

/** A linear gradient definition; stops are [offset 0..1, colour] pairs. */
export function linear(
  id: string,
  stops: ReadonlyArray<readonly [number, string]>,
  [x1, y1, x2, y2]: readonly [number, number, number, number] = [0, 0, 0, 1],
): string {
  return (
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
    stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('') +
    `</linearGradient>`
  );
}

/** A radial gradient definition; stops are [offset 0..1, colour] pairs. */
export function radial(
  id: string,
  stops: ReadonlyArray<readonly [number, string]>,
  [cx, cy, r]: readonly [number, number, number] = [0.5, 0.5, 0.5],
): string {
  return (
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">` +
    stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('') +
    `</radialGradient>`
  );
}

/** Places a defined shape (by id) at x, y with a rotation and scale. */
export function use(id: string, x: number, y: number, rotate = 0, scale = 1): string {
  const s = scale === 1 ? '' : ` scale(${n(scale)})`;
  const r = rotate === 0 ? '' : ` rotate(${Math.round(rotate)})`;
  return `<use href="#${id}" transform="translate(${n(x)} ${n(y)})${r}${s}"/>`;
}

/** How far a shadow fades out past the object's outline, in pixels. */
const SHADOW_SOFTNESS = 16;

/**
 * A soft elliptical shadow under an object: a radial fade rather than a blur filter, which looks
 * the same and rasterizes about five times faster (the demo's pictures are rasterized at seed).
 */
export function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.25): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx + SHADOW_SOFTNESS)}" ry="${n(ry + SHADOW_SOFTNESS)}" fill="url(#shade)" opacity="${opacity}"/>`;
}

/** The fade the shadows use (include once in defs). */
export const SHADOW_GRADIENT =
  '<radialGradient id="shade"><stop offset=".6" stop-color="#000"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>';

/** Points spread over a disc of the given radius, kept apart from each other when possible. */
export function scatter(
  random: () => number,
  count: number,
  radius: number,
  minDistance: number,
  taken: Array<{ x: number; y: number }> = [],
): Array<{ x: number; y: number }> {
  const points: Array<{ x: number; y: number }> = [];
  for (let i = 0; i < count; i++) {
    let best = { x: 0, y: 0 };
    for (let attempt = 0; attempt < 30; attempt++) {
      const angle = random() * Math.PI * 2;
      const distance = Math.sqrt(random()) * radius;
      const candidate = { x: Math.cos(angle) * distance, y: Math.sin(angle) * distance };
      best = candidate;
      const clear = [...taken, ...points].every(
        (p) => (p.x - candidate.x) ** 2 + (p.y - candidate.y) ** 2 >= minDistance ** 2,
      );
      if (clear) break;
    }
    points.push(best);
  }
  taken.push(...points);
  return points;
}
