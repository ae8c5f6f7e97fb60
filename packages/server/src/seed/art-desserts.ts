// Desserts on a white plate.
import { layeredBlock, plate, type Drawn } from './art-dishes';
import { between, linear, n, seededRandom } from './svg';

export type Dessert = 'brownie' | 'tiramisu' | 'cheesecake' | 'tresLeches' | 'obleas';

function mint(x: number, y: number, rotate = 0): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${rotate})"><path d="M0 0Q12-16 30-6Q16 8 0 0Z" fill="#3fa04a"/>` +
    `<path d="M0 0Q-6-20 8-34Q18-16 0 0Z" fill="#2e8b3c"/></g>`
  );
}

function scoop(x: number, y: number, r: number, random: () => number): string {
  let d = '';
  const steps = 14;
  for (let i = 0; i <= steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    const rr = r + (i % 2 === 0 ? 0 : between(random, -6, 4));
    d += `${i === 0 ? 'M' : 'L'}${n(x + Math.cos(a) * rr)} ${n(y + Math.sin(a) * rr)}`;
  }
  return (
    `<path d="${d}Z" fill="#fff6df" stroke="#eedcb4" stroke-width="3" stroke-linejoin="round"/>` +
    `<ellipse cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.35)}" rx="${n(r * 0.35)}" ry="${n(r * 0.2)}" fill="#fff" opacity=".8"/>` +
    `<g fill="#3b2417"><circle cx="${x + 8}" cy="${y + 10}" r="2"/><circle cx="${x - 12}" cy="${y + 4}" r="1.6"/><circle cx="${x + 18}" cy="${y - 8}" r="1.8"/></g>`
  );
}

function brownie(random: () => number): Drawn {
  const defs = linear('choc', [
    [0, '#6b3c24'],
    [1, '#3a1e10'],
  ]);
  let body = plate();
  body += `<rect x="-150" y="-110" width="230" height="210" rx="18" fill="#2d170c" transform="rotate(-8)"/>`;
  body += `<rect x="-160" y="-124" width="230" height="210" rx="18" fill="url(#choc)" transform="rotate(-8)"/>`;
  for (let i = 0; i < 10; i++)
    body += `<path d="M${n(between(random, -140, 40))} ${n(between(random, -110, 70))}l${n(between(random, 15, 40))} ${n(between(random, -10, 10))}" stroke="#8a5636" stroke-width="3" stroke-linecap="round" opacity=".7"/>`;
  for (let i = 0; i < 8; i++)
    body += `<rect x="${n(between(random, -140, 40))}" y="${n(between(random, -110, 60))}" width="16" height="12" rx="3" fill="#24110a"/>`;
  body += `<path d="M-190 -60L-120 20L-60 -70L0 30L60 -60L120 30L170 -40" stroke="#2a130a" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity=".85"/>`;
  body += scoop(100, 70, 78, random);
  body += `<path d="M40 60Q100 20 160 70" stroke="#4a2312" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  body += mint(130, -10, 20);
  body += `<g fill="#fff" opacity=".8">`;
  for (let i = 0; i < 30; i++)
    body += `<circle cx="${n(between(random, -200, 200))}" cy="${n(between(random, -200, 200))}" r="1.6"/>`;
  return { defs, body: `${body}</g>` };
}

function tiramisu(random: () => number): Drawn {
  let body = plate();
  const layers = ['#fbf1da', '#8a5536', '#fbf1da', '#9a6240', '#fbf1da'];
  body += layeredBlock(layers, '#6e4124', [-150, -20, 230, 150], [90, 80]);
  body += `<g fill="#4a2612">`;
  for (let i = 0; i < 40; i++) {
    const t = random();
    const u = random();
    body += `<circle cx="${n(-150 + t * 230 + u * 90)}" cy="${n(-20 - u * 80)}" r="${n(between(random, 1.2, 3))}"/>`;
  }
  body += `</g>`;
  for (const [x, y] of [
    [20, -70],
    [-40, -50],
  ] as const)
    body += `<g transform="translate(${x} ${y}) rotate(30)"><ellipse rx="13" ry="9" fill="#3b1f10"/><path d="M-10 0Q0-4 10 0" stroke="#1e0e06" stroke-width="2" fill="none"/></g>`;
  body += mint(100, -80, -20);
  return { defs: '', body };
}

function cheesecake(random: () => number): Drawn {
  let body = plate();
  // Front and side faces (cream over a biscuit base), then the top with berry sauce and berries.
  body += `<path d="M-170 20H90V140H-170Z" fill="#fbe7c2"/><path d="M-170 112H90V140H-170Z" fill="#c98f4e"/>`;
  body += `<path d="M90 20L170-70V50L90 140Z" fill="#f0d5a6"/><path d="M90 112L170 22V50L90 140Z" fill="#b57a3c"/>`;
  body += `<path d="M-170 20L170-70L90 20Z" fill="#fff1d6"/>`;
  body += `<path d="M-140 15L155-58L87 15Z" fill="#b5172e"/>`;
  body += `<path d="M-150 20Q-140 52-128 22Q-110 62-96 20Q-70 46-50 20Q-30 72-10 20Q20 42 50 20Q70 58 88 20Z" fill="#b5172e"/>`;
  for (let i = 0; i < 7; i++) {
    let u = random();
    let v = random();
    if (u + v > 1) [u, v] = [1 - u, 1 - v];
    const x = -110 + u * 230 + v * 170;
    const y = 8 - u * 62;
    const blue = i % 2 === 0;
    body += blue
      ? `<circle cx="${n(x)}" cy="${n(y)}" r="12" fill="#3b3f8f"/><circle cx="${n(x - 4)}" cy="${n(y - 4)}" r="3" fill="#9aa0e6"/>`
      : `<circle cx="${n(x)}" cy="${n(y)}" r="14" fill="#d62b4b"/><g fill="#f58ca0"><circle cx="${n(x - 5)}" cy="${n(y - 4)}" r="2.5"/><circle cx="${n(x + 5)}" cy="${n(y)}" r="2.5"/><circle cx="${n(x)}" cy="${n(y + 6)}" r="2.5"/></g>`;
  }
  body += `<path d="M-60 175Q40 205 150 150" stroke="#b5172e" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  body += mint(120, -120, 10);
  return { defs: '', body };
}

function tresLeches(random: () => number): Drawn {
  let body = `<circle r="250" fill="url(#plate)"/><ellipse cx="0" cy="60" rx="200" ry="120" fill="#fbf3df"/>`;
  body += layeredBlock(
    ['#fffaf0', '#f7dd98', '#f3d283', '#f7dd98'],
    '#fffdf7',
    [-140, 0, 210, 150],
    [90, 80],
  );
  for (let i = 0; i < 5; i++)
    body += `<path d="M${-120 + i * 44} -4Q${-110 + i * 44} -40 ${-90 + i * 44} -12" stroke="#efe6d2" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  body += `<g fill="#a0522d" opacity=".7">`;
  for (let i = 0; i < 40; i++) {
    const t = random();
    const u = random();
    body += `<circle cx="${n(-140 + t * 210 + u * 90)}" cy="${n(-u * 80)}" r="${n(between(random, 1, 2.5))}"/>`;
  }
  body += `</g><circle cx="-10" cy="-48" r="20" fill="#c8102e"/><circle cx="-16" cy="-54" r="6" fill="#ff7a8a"/>`;
  body += `<path d="M-6-66Q4-100 30-110" stroke="#5b3a1a" stroke-width="4" fill="none"/>`;
  return { defs: '', body };
}

function obleas(random: () => number): Drawn {
  let grid = '';
  for (let k = -150; k <= 150; k += 30) grid += `M${k} -150V150M-150 ${k}H150`;
  const defs = `<clipPath id="wc"><circle r="132"/></clipPath><g id="wafer"><circle r="138" fill="#e9c98c"/><circle r="132" fill="#f6e3b4"/><g clip-path="url(#wc)"><path d="${grid}" stroke="#e2c686" stroke-width="5" transform="rotate(45)"/></g></g>`;
  let body = plate();
  body += `<use href="#wafer" transform="translate(-45 40)"/>`;
  // Arequipe oozing between the wafers.
  body += `<circle cx="5" cy="0" r="143" fill="#9a5417"/>`;
  for (let i = 0; i < 9; i++) {
    const a = between(random, 0, Math.PI * 2);
    body += `<circle cx="${n(5 + Math.cos(a) * 143)}" cy="${n(Math.sin(a) * 143)}" r="${n(between(random, 8, 16))}" fill="#9a5417"/>`;
  }
  body += `<use href="#wafer" transform="translate(20 -20)"/>`;
  body += `<ellipse cx="-30" cy="-80" rx="40" ry="12" fill="#fff" opacity=".35" transform="rotate(-25 -30 -80)"/>`;
  return { defs, body };
}

/** A dessert centered at (0, 0), about 500 units wide. */
export function drawDessert(dessert: Dessert, seed: string): Drawn {
  const random = seededRandom(seed);
  switch (dessert) {
    case 'brownie':
      return brownie(random);
    case 'tiramisu':
      return tiramisu(random);
    case 'cheesecake':
      return cheesecake(random);
    case 'tresLeches':
      return tresLeches(random);
    case 'obleas':
      return obleas(random);
  }
}
