// Drink illustrations: bottles and glasses with the drink's colour and condensation drops.
import { SHADOW_GRADIENT, between, esc, linear, n, seededRandom, shadow } from './svg';

export interface DrinkArt {
  kind: 'drink';
  vessel: 'bottle' | 'glass' | 'pint';
  /** Main colour of the drink. */
  color: string;
  /** A darker shade of the drink for the glass edges. */
  dark: string;
  /** Bottle label: text and colour. */
  label?: { text: string; color: string };
  cap?: string;
  garnish?: 'lemon' | 'orange' | 'peach' | 'mango';
  large?: boolean;
  ice?: boolean;
  /** Colour the backdrop is tinted with (default: the drink's colour). */
  backdrop?: string;
}

const GARNISH: Record<NonNullable<DrinkArt['garnish']>, readonly [string, string]> = {
  lemon: ['#8cc63f', '#e6f5b8'],
  orange: ['#f28c1e', '#ffd596'],
  peach: ['#f59a5b', '#ffd2a8'],
  mango: ['#f5a524', '#ffe08a'],
};

function drops(
  random: () => number,
  count: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
) {
  let out = '<g fill="#fff">';
  for (let i = 0; i < count; i++) {
    const x = between(random, x0, x1);
    const y = between(random, y0, y1);
    const r = between(random, 2, 5.5);
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.8)}" ry="${n(r)}" opacity=".55"/>`;
    out += `<circle cx="${n(x - r * 0.25)}" cy="${n(y - r * 0.35)}" r="${n(r * 0.3)}" opacity=".9"/>`;
  }
  return `${out}</g>`;
}

function bottle(p: string, art: DrinkArt, random: () => number, detail: number): string {
  const bw = art.large ? 78 : 58;
  const height = art.large ? 430 : 340;
  const top = -height;
  const neck = art.large ? 22 : 18;
  const bodyTop = top + height * 0.42;
  const shoulder = top + height * 0.2;
  const shape =
    `M${-bw} -18Q${-bw} 0 ${-bw + 18} 0H${bw - 18}Q${bw} 0 ${bw} -18V${n(bodyTop)}` +
    `C${bw} ${n(bodyTop - 50)} ${neck} ${n(shoulder + 30)} ${neck} ${n(shoulder)}V${top + 18}H${-neck}V${n(shoulder)}` +
    `C${-neck} ${n(shoulder + 30)} ${-bw} ${n(bodyTop - 50)} ${-bw} ${n(bodyTop)}Z`;
  const level = top + height * 0.3;
  let out = `<clipPath id="${p}c"><path d="${shape}"/></clipPath>`;
  out += `<g clip-path="url(#${p}c)"><rect x="${-bw}" y="${top}" width="${bw * 2}" height="${height}" fill="#e8f1f2" opacity=".55"/>`;
  out += `<rect x="${-bw}" y="${n(level)}" width="${bw * 2}" height="${n(-level)}" fill="url(#${p}l)"/>`;
  for (let i = 0; i < 14 * detail; i++)
    out += `<circle cx="${n(between(random, -bw + 10, bw - 10))}" cy="${n(between(random, level + 10, -20))}" r="${n(between(random, 1.5, 4))}" fill="#fff" opacity=".35"/>`;
  if (art.label) {
    const ly = top + height * 0.55;
    out += `<rect x="${-bw}" y="${n(ly)}" width="${bw * 2}" height="${n(height * 0.2)}" fill="${art.label.color}"/>`;
    out += `<path d="M${-bw} ${n(ly + height * 0.04)}H${bw}M${-bw} ${n(ly + height * 0.16)}H${bw}" stroke="#fff" stroke-width="3" opacity=".8"/>`;
    out += `<text x="0" y="${n(ly + height * 0.125)}" font-family="Georgia,serif" font-weight="700" font-size="${n(Math.min(art.large ? 34 : 27, (bw * 2 - 20) / (art.label.text.length * 0.68)))}" fill="#fff" text-anchor="middle">${esc(art.label.text)}</text>`;
  }
  out += `<rect x="${n(-bw + 12)}" y="${n(bodyTop)}" width="14" height="${n(-bodyTop - 40)}" rx="7" fill="#fff" opacity=".35"/>`;
  out += drops(random, (art.large ? 22 : 16) * detail, -bw + 6, bw - 6, shoulder + 20, -15);
  out += `</g><path d="${shape}" fill="none" stroke="${art.dark}" stroke-width="3" opacity=".5"/>`;
  out += `<rect x="${-neck - 5}" y="${top - 6}" width="${(neck + 5) * 2}" height="28" rx="5" fill="${art.cap ?? '#c8322b'}"/>`;
  out += `<path d="M${-neck - 3} ${top - 1}V${top + 18}M${-neck + 7} ${top - 1}V${top + 18}M${neck - 7} ${top - 1}V${top + 18}M${neck + 3} ${top - 1}V${top + 18}" stroke="#000" opacity=".18" stroke-width="3"/>`;
  return out;
}

function glass(p: string, art: DrinkArt, random: () => number, detail: number): string {
  const pint = art.vessel === 'pint';
  const topW = pint ? 112 : 104;
  const botW = pint ? 82 : 80;
  const height = pint ? 380 : 330;
  const top = -height;
  const shape = `M${-topW} ${top}L${-botW} -14Q${-botW} 0 ${-botW + 14} 0H${botW - 14}Q${botW} 0 ${botW} -14L${topW} ${top}Z`;
  const level = top + (pint ? 60 : 45);
  let out = '';
  // Straw behind the front of the glass.
  if (!pint) {
    out += `<g transform="rotate(14 0 ${top})"><rect x="10" y="${top - 110}" width="18" height="${height}" rx="6" fill="#fff"/>`;
    for (let y = top - 100; y < top + 60; y += 34)
      out += `<path d="M10 ${y}l18 14v12l-18-14Z" fill="#c8322b"/>`;
    out += `</g>`;
  }
  out += `<clipPath id="${p}c"><path d="${shape}"/></clipPath><g clip-path="url(#${p}c)">`;
  out += `<rect x="${-topW}" y="${top}" width="${topW * 2}" height="${height}" fill="#eef5f6" opacity=".5"/>`;
  out += `<rect x="${-topW}" y="${level}" width="${topW * 2}" height="${-level}" fill="url(#${p}l)"/>`;
  if (pint) {
    out += `<rect x="${-topW}" y="${top}" width="${topW * 2}" height="${level - top + 14}" fill="#fffaf0"/>`;
    for (let i = 0; i < 26 * detail; i++)
      out += `<circle cx="${n(between(random, -80, 80))}" cy="${n(between(random, level + 20, -10))}" r="${n(between(random, 1.5, 3.5))}" fill="#fff" opacity=".45"/>`;
  }
  if (art.ice) {
    for (let i = 0; i < 4; i++) {
      const x = -60 + i * 36 + between(random, -6, 6);
      const y = level + 8 + between(random, 0, 40);
      out += `<rect x="${n(x)}" y="${n(y)}" width="50" height="46" rx="9" transform="rotate(${Math.round(between(random, -25, 25))} ${n(x + 25)} ${n(y + 23)})" fill="#fff" opacity=".42" stroke="#fff" stroke-width="2"/>`;
    }
  }
  out += `<rect x="${-topW + 18}" y="${top + 20}" width="16" height="${height - 60}" rx="8" fill="#fff" opacity=".3" transform="rotate(-5 0 ${top})"/>`;
  out += drops(random, 18 * detail, -botW, botW, level + 10, -20);
  out += `</g><path d="${shape}" fill="none" stroke="${art.dark}" stroke-width="3" opacity=".45"/>`;
  out += `<ellipse cx="0" cy="${top}" rx="${topW}" ry="10" fill="none" stroke="#fff" stroke-width="3" opacity=".8"/>`;
  if (pint) {
    out += `<path d="M${-topW} ${top + 4}Q${-topW + 20} ${top - 40} ${-30} ${top - 28}Q0 ${top - 52} 40 ${top - 30}Q${topW - 6} ${top - 44} ${topW} ${top + 4}Z" fill="#fffaf0" stroke="#efe2c4" stroke-width="2"/>`;
  }
  if (art.garnish) {
    const [rind, flesh] = GARNISH[art.garnish];
    const gx = topW - 20;
    out += `<g transform="translate(${gx} ${top}) rotate(-20)"><circle r="48" fill="${rind}"/><circle r="41" fill="${flesh}"/>`;
    for (let a = 0; a < 8; a++) {
      const ang = (a * Math.PI) / 4;
      out += `<path d="M0 0L${n(Math.cos(ang) * 38)} ${n(Math.sin(ang) * 38)}" stroke="${rind}" stroke-width="2.5" opacity=".5"/>`;
    }
    out += `</g>`;
  }
  return out;
}

/**
 * A drink standing with its base at (0, 0); `p` prefixes its ids so several fit in one document.
 * `lite` draws fewer drops and bubbles (for smaller pictures).
 */
export function drawDrink(
  p: string,
  seed: string,
  art: DrinkArt,
  lite = false,
): { defs: string; body: string } {
  const random = seededRandom(seed);
  const defs = linear(
    `${p}l`,
    [
      [0, art.dark],
      [0.3, art.color],
      [0.6, art.color],
      [1, art.dark],
    ],
    [0, 0, 1, 0],
  );
  const detail = lite ? 0.4 : 1;
  const body =
    art.vessel === 'bottle' ? bottle(p, art, random, detail) : glass(p, art, random, detail);
  return { defs, body };
}

/** A single drink on a table, in front of a backdrop tinted with its colour. */
export function drinkScene(seed: string, art: DrinkArt): { defs: string; body: string } {
  const random = seededRandom(`${seed}:scene`);
  const drink = drawDrink('d', seed, art);
  const defs =
    drink.defs +
    linear('bg', [
      [0, '#fff7ed'],
      [1, art.backdrop ?? art.color],
    ]) +
    linear('tb', [
      [0, '#b98457'],
      [1, '#8a5a36'],
    ]) +
    SHADOW_GRADIENT;
  let body = `<rect width="800" height="600" fill="url(#bg)"/><rect width="800" height="600" fill="#fff" opacity=".35"/>`;
  for (let i = 0; i < 9; i++)
    body += `<circle cx="${n(between(random, 0, 800))}" cy="${n(between(random, 0, 380))}" r="${n(between(random, 20, 70))}" fill="#fff" opacity="${n(between(random, 0.15, 0.35))}"/>`;
  body += `<rect y="470" width="800" height="130" fill="url(#tb)"/><path d="M0 470H800" stroke="#6e4326" stroke-width="4"/>`;
  const scale = art.vessel === 'bottle' && !art.large ? 1.25 : 1.1;
  body += shadow(400, 548, 95 * scale, 14, 0.35);
  body += `<g transform="translate(400 548) scale(${scale})">${drink.body}</g>`;
  return { defs, body };
}
