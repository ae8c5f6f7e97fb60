// Starters and pastas, seen from above on a white plate.
import { between, linear, n, radial, seededRandom, use } from './svg';

export type Starter = 'breadsticks' | 'wings' | 'cheeseSticks' | 'salad' | 'fries' | 'empanadas';
export type Pasta = 'lasagna' | 'bolognese' | 'carbonara' | 'alfredo' | 'penne';

export interface Drawn {
  defs: string;
  body: string;
}

export const PLATE_DEFS =
  radial('plate', [
    [0, '#ffffff'],
    [0.72, '#f7f3ec'],
    [0.78, '#e9e2d5'],
    [1, '#fbf8f3'],
  ]) +
  radial('gold', [
    [0, '#f9d58a'],
    [0.7, '#e9a94a'],
    [1, '#c97f2c'],
  ]) +
  radial('marinara', [
    [0, '#e2492f'],
    [1, '#a92a1a'],
  ]);

/** A round white plate of radius r. */
export function plate(r = 250): string {
  return `<circle r="${r}" fill="url(#plate)"/><circle r="${n(r * 0.74)}" fill="none" stroke="#e3dccd" stroke-width="3"/>`;
}

/** A small bowl of sauce. */
export function ramekin(x: number, y: number, fill: string, r = 58): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#fdfbf7" stroke="#e0d8c8" stroke-width="3"/>` +
    `<circle cx="${x}" cy="${y}" r="${r - 12}" fill="${fill}"/>` +
    `<ellipse cx="${x - r * 0.3}" cy="${y - r * 0.3}" rx="${n(r * 0.22)}" ry="${n(r * 0.1)}" fill="#fff" opacity=".45"/>`
  );
}

function flecks(random: () => number, count: number, radius: number, color: string, size = 2.2) {
  let out = `<g fill="${color}">`;
  for (let i = 0; i < count; i++) {
    const a = between(random, 0, Math.PI * 2);
    const r = Math.sqrt(random()) * radius;
    out += `<circle cx="${n(Math.cos(a) * r)}" cy="${n(Math.sin(a) * r)}" r="${n(between(random, size * 0.5, size))}"/>`;
  }
  return `${out}</g>`;
}

function breadsticks(random: () => number): Drawn {
  let body = plate();
  for (let i = 0; i < 6; i++) {
    const y = -125 + i * 42;
    body += `<g transform="rotate(${n(between(random, -6, 6) - 20)}) translate(${n(between(random, -40, 0))} ${y})">`;
    body += `<rect x="-130" y="-17" width="230" height="34" rx="17" fill="url(#gold)" stroke="#c07a2c" stroke-width="2"/>`;
    body += `<path d="M-110 -6H80" stroke="#fde7b0" stroke-width="4" stroke-linecap="round" opacity=".7"/></g>`;
  }
  body += flecks(random, 40, 170, '#3f7d2a', 2.4);
  body += ramekin(150, 120, 'url(#marinara)');
  return { defs: '', body };
}

function wings(random: () => number): Drawn {
  const defs = radial('bbq', [
    [0, '#c65a22'],
    [0.6, '#93300f'],
    [1, '#6a200b'],
  ]);
  let body = plate();
  body += `<g transform="translate(165 -125) rotate(35)"><rect x="-70" y="-10" width="140" height="20" rx="10" fill="#8cc152"/><rect x="-60" y="14" width="130" height="18" rx="9" fill="#a0d468"/></g>`;
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + between(random, -0.12, 0.12);
    const x = i === 6 ? -30 : Math.cos(a) * 115 - 30;
    const y = i === 6 ? 0 : Math.sin(a) * 115;
    body += `<g transform="translate(${n(x)} ${n(y)}) rotate(${Math.round(between(random, 0, 360))}) scale(1.25)">`;
    body += `<path d="M20-8L48-7A9 9 0 1 1 56 2A9 9 0 1 1 48 9L20 8Z" fill="#f6ead3" stroke="#d9c7a4" stroke-width="2"/>`;
    body += `<path d="M-52 0C-52-36 -6-38 26-12Q34 0 26 12C-6 38-52 36-52 0Z" fill="url(#bbq)" stroke="#5a1a08" stroke-width="2"/>`;
    body += `<path d="M-36-16Q-14-28 12-16" stroke="#f7b48a" stroke-width="5" fill="none" stroke-linecap="round" opacity=".55"/>`;
    body += `<g fill="#fff4d6"><ellipse cx="-14" cy="8" rx="3" ry="1.6"/><ellipse cx="6" cy="-2" rx="3" ry="1.6"/><ellipse cx="-30" cy="-2" rx="3" ry="1.6"/></g>`;
    body += `<circle cx="-20" cy="-8" r="4" fill="none" stroke="#6fbf4a" stroke-width="2.5"/></g>`;
  }
  body += ramekin(150, 150, '#f6f1e3', 52);
  return { defs, body };
}

function cheeseSticks(random: () => number): Drawn {
  let body = plate();
  for (let i = 0; i < 7; i++) {
    const y = -120 + i * 38;
    body += `<g transform="rotate(${n(between(random, 20, 32))}) translate(${n(between(random, -70, -30))} ${y})">`;
    body += `<rect x="-95" y="-15" width="190" height="30" rx="12" fill="url(#gold)" stroke="#b8702a" stroke-width="2"/>`;
    for (let k = 0; k < 9; k++)
      body += `<circle cx="${n(between(random, -85, 85))}" cy="${n(between(random, -9, 9))}" r="2.4" fill="#c98a3a" opacity=".6"/>`;
    if (i === 3) body += `<rect x="86" y="-11" width="44" height="22" rx="10" fill="#fff6da"/>`;
    body += `</g>`;
  }
  body += ramekin(160, 130, 'url(#marinara)');
  return { defs: '', body };
}

function salad(random: () => number): Drawn {
  const greens = ['#5f9e3a', '#7bb84a', '#4c8a2e', '#92c95a'];
  let body = `<circle r="250" fill="#f4efe6" stroke="#ded5c3" stroke-width="6"/><circle r="215" fill="#e7e0d2"/>`;
  for (let i = 0; i < 16; i++) {
    const a = between(random, 0, Math.PI * 2);
    const r = Math.sqrt(random()) * 130;
    const color = greens[i % greens.length];
    body += `<path transform="translate(${n(Math.cos(a) * r)} ${n(Math.sin(a) * r)}) rotate(${Math.round(between(random, 0, 360))})" d="M-60 0Q-50-34-20-30Q-4-46 18-34Q44-40 56-14Q66 8 40 22Q20 40-6 30Q-34 40-50 22Q-66 14-60 0Z" fill="${color}" stroke="#3d7224" stroke-width="2"/>`;
  }
  for (let i = 0; i < 5; i++) {
    const a = between(random, 0, Math.PI * 2);
    body += `<g transform="translate(${n(Math.cos(a) * 90)} ${n(Math.sin(a) * 90)}) rotate(${Math.round(between(random, 0, 360))})"><rect x="-40" y="-12" width="80" height="24" rx="8" fill="#f1d7a8" stroke="#c9995a" stroke-width="2"/><path d="M-25-12V12M0-12V12M25-12V12" stroke="#a86d33" stroke-width="4" opacity=".6"/></g>`;
  }
  for (let i = 0; i < 8; i++) {
    const a = between(random, 0, Math.PI * 2);
    const r = between(random, 30, 150);
    body += `<rect x="${n(Math.cos(a) * r - 13)}" y="${n(Math.sin(a) * r - 13)}" width="26" height="26" rx="6" fill="#e2b56a" stroke="#b9823c" stroke-width="2" transform="rotate(${Math.round(between(random, 0, 90))} ${n(Math.cos(a) * r)} ${n(Math.sin(a) * r)})"/>`;
  }
  for (let i = 0; i < 3; i++) {
    const a = between(random, 0, Math.PI * 2);
    body += `<g transform="translate(${n(Math.cos(a) * 120)} ${n(Math.sin(a) * 120)})"><circle r="22" fill="#d8321f"/><circle r="16" fill="#f26b4f"/></g>`;
  }
  body += flecks(random, 26, 160, '#fff6d8', 5);
  return { defs: '', body };
}

function fries(random: () => number): Drawn {
  let body = `<circle r="250" fill="#9a6a35"/><circle r="250" fill="none" stroke="#6e4620" stroke-width="12" stroke-dasharray="14 8"/>`;
  body += `<clipPath id="paper"><circle r="222"/></clipPath><circle r="222" fill="#f8f1e2"/>`;
  body += `<path clip-path="url(#paper)" d="M-230-150H230M-230-75H230M-230 0H230M-230 75H230M-230 150H230" stroke="#c8322b" stroke-width="14" opacity=".3"/>`;
  for (let i = 0; i < 18; i++) {
    const a = between(random, 0, Math.PI * 2);
    const r = Math.sqrt(random()) * 140;
    body += `<g transform="translate(${n(Math.cos(a) * r - 20)} ${n(Math.sin(a) * r)}) rotate(${Math.round(between(random, 0, 360))})"><path d="M-55-10Q0-30 55-10L45 14Q0 26-45 14Z" fill="url(#gold)" stroke="#8a4b1c" stroke-width="4"/></g>`;
  }
  body += flecks(random, 30, 160, '#4a7a2a', 2.2);
  body += ramekin(140, 120, '#c8322b', 55);
  return { defs: '', body };
}

function empanadas(random: () => number): Drawn {
  let body = plate();
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + between(random, 0.2, 0.4);
    const x = Math.cos(a) * 120 - 10;
    const y = Math.sin(a) * 120;
    let crimp = '';
    for (let k = 0; k <= 8; k++) {
      const t = Math.PI + (k / 8) * Math.PI;
      crimp += `<circle cx="${n(Math.cos(t) * 64)}" cy="${n(Math.sin(t) * 64 + 22)}" r="7" fill="#d88d34"/>`;
    }
    body += `<g transform="translate(${n(x)} ${n(y)}) rotate(${Math.round((a * 180) / Math.PI + 90)})">${crimp}<path d="M-62 22A62 62 0 0 1 62 22Z" fill="url(#gold)" stroke="#b26b25" stroke-width="2"/>`;
    body += `<g fill="#b8701f" opacity=".55"><circle cx="-20" cy="0" r="3"/><circle cx="10" cy="-14" r="2.5"/><circle cx="24" cy="6" r="3"/></g></g>`;
  }
  body += ramekin(-10, 0, '#4f9a3a', 50);
  body += `<g fill="#d8321f"><circle cx="-22" cy="-6" r="4"/><circle cx="6" cy="10" r="3.5"/></g><g fill="#fff"><circle cx="-4" cy="-14" r="3"/><circle cx="12" cy="-2" r="3"/></g>`;
  body += `<g transform="translate(190 -150) rotate(30)"><path d="M-34 0A34 34 0 0 1 34 0Z" fill="#7cb342"/><path d="M-28 0A28 28 0 0 1 28 0Z" fill="#d4ec9b"/></g>`;
  return { defs: '', body };
}

function noodles(random: () => number, color: string, edge: string, width: number, count: number) {
  let d = '';
  for (let i = 0; i < count; i++) {
    const r = between(random, 30, 175);
    const start = between(random, 0, Math.PI * 2);
    const sweep = between(random, 1.2, 2.6);
    const r2 = r + between(random, -25, 25);
    d += `M${Math.round(Math.cos(start) * r)} ${Math.round(Math.sin(start) * r)}A${Math.round(r)} ${Math.round(r)} 0 0 1 ${Math.round(Math.cos(start + sweep) * r2)} ${Math.round(Math.sin(start + sweep) * r2)}`;
  }
  return {
    defs: `<path id="nd" d="${d}"/>`,
    body:
      `<g fill="none" stroke-linecap="round"><use href="#nd" stroke="${edge}" stroke-width="${width + 3}"/>` +
      `<use href="#nd" stroke="${color}" stroke-width="${width}"/></g>`,
  };
}

function pasta(kind: Exclude<Pasta, 'lasagna'>, random: () => number): Drawn {
  let body = plate();
  let defs = '';
  if (kind === 'penne') {
    defs += `<g id="pe"><path d="M-40-14L32-14L40 14L-32 14Z" fill="#f6cf7c" stroke="#b97a2a" stroke-width="2.5"/><path d="M-20-14L-12 14M0-14L8 14M20-14L28 14" stroke="#d9a24a" stroke-width="2.5"/><ellipse cx="36" rx="4" ry="13" fill="#c98a33"/></g>`;
    body += `<path d="M-150-20Q-140-140-10-150Q140-150 155-20Q165 130 10 150Q-160 150-150-20Z" fill="url(#marinara)"/>`;
    for (let i = 0; i < 24; i++) {
      const a = between(random, 0, Math.PI * 2);
      const r = Math.sqrt(random()) * 125;
      body += use('pe', Math.cos(a) * r, Math.sin(a) * r, between(random, 0, 360));
    }
    body += `<g fill="#c0301c" opacity=".75">`;
    for (let i = 0; i < 14; i++) {
      const a = between(random, 0, Math.PI * 2);
      const r = Math.sqrt(random()) * 120;
      body += `<ellipse cx="${n(Math.cos(a) * r)}" cy="${n(Math.sin(a) * r)}" rx="${n(between(random, 8, 16))}" ry="${n(between(random, 5, 9))}"/>`;
    }
    body += `</g>`;
    body += flecks(random, 24, 150, '#8f1b10', 3);
  } else {
    const cream = kind === 'alfredo' ? '#fbf0d2' : kind === 'carbonara' ? '#f8dd8c' : '#f4cf7a';
    const drawn = noodles(
      random,
      cream,
      '#d7a64f',
      kind === 'alfredo' ? 13 : 8,
      kind === 'alfredo' ? 34 : 55,
    );
    defs += drawn.defs;
    body += drawn.body;
    if (kind === 'bolognese') {
      body += `<path d="M-80-10Q-70-80 0-78Q80-84 86-6Q90 70 8 78Q-84 84-80-10Z" fill="url(#marinara)"/>`;
      body += flecks(random, 36, 70, '#6b2a14', 6);
      body += flecks(random, 20, 70, '#fff6d8', 3);
    }
    if (kind === 'carbonara') {
      for (let i = 0; i < 14; i++) {
        const a = between(random, 0, Math.PI * 2);
        const r = Math.sqrt(random()) * 140;
        body += `<rect x="${n(Math.cos(a) * r)}" y="${n(Math.sin(a) * r)}" width="22" height="13" rx="4" fill="#c4553a" stroke="#8e3120" stroke-width="2"/>`;
      }
      body += `<circle r="26" fill="#f7b733" stroke="#fff3d0" stroke-width="8"/>`;
      body += flecks(random, 60, 170, '#2d2a26', 1.8);
    }
    if (kind === 'alfredo') {
      for (let i = 0; i < 7; i++) {
        const a = between(random, 0, Math.PI * 2);
        const r = Math.sqrt(random()) * 120;
        body += `<g transform="translate(${n(Math.cos(a) * r)} ${n(Math.sin(a) * r)}) rotate(${Math.round(between(random, 0, 360))})"><rect x="-30" y="-14" width="60" height="28" rx="10" fill="#ecc78f" stroke="#c68f50" stroke-width="2"/><path d="M-18-14L-8 14M4-14L14 14" stroke="#a86a30" stroke-width="4" opacity=".6"/></g>`;
      }
    }
  }
  body += `<g transform="translate(30 -30)"><path d="M-24 0Q-6-16 24 0Q-6 16-24 0Z" fill="#2e8b3c"/><path d="M0 6Q16-12 44 0Q16 16 0 6Z" fill="#3fa04a"/></g>`;
  body += flecks(random, 22, 170, '#3d6b22', 2.2);
  return { defs, body };
}

/** A rectangular portion in three-quarter view: coloured layers (top to bottom) under a top face. */
export function layeredBlock(
  layers: readonly string[],
  top: string,
  [x, y, w, h]: readonly [number, number, number, number],
  [dx, dy]: readonly [number, number] = [80, 70],
): string {
  let out = '';
  const lh = h / layers.length;
  layers.forEach((color, i) => {
    const ly = y + i * lh;
    out += `<path d="M${x} ${n(ly)}H${x + w}L${x + w + dx} ${n(ly - dy)}V${n(ly - dy + lh + 0.5)}L${x + w} ${n(ly + lh + 0.5)}H${x}Z" fill="${color}"/>`;
  });
  out += `<path d="M${x + w} ${y}L${x + w + dx} ${y - dy}V${y - dy + h}L${x + w} ${y + h}Z" fill="#000" opacity=".14"/>`;
  out += `<path d="M${x} ${y}L${x + dx} ${y - dy}H${x + w + dx}L${x + w} ${y}Z" fill="${top}"/>`;
  return out;
}

/** A lasagna portion in three-quarter view, showing its layers. */
function lasagna(random: () => number): Drawn {
  const defs = linear('top', [
    [0, '#f7c65a'],
    [1, '#e08f2f'],
  ]);
  const [x, y, w, h] = [-140, -40, 220, 140];
  let body = plate();
  const layers = ['#f3d08a', '#c8321f', '#fbf1da', '#f3d08a', '#b52c1b', '#fbf1da', '#f3d08a'];
  body += layeredBlock(layers, 'url(#top)', [x, y, w, h]);
  for (let i = 0; i < 12; i++)
    body += `<ellipse cx="${n(x + 50 + between(random, 0, 220))}" cy="${n(y - between(random, 8, 60))}" rx="${n(between(random, 6, 14))}" ry="${n(between(random, 3, 6))}" fill="#b8621d" opacity=".55"/>`;
  body += `<path d="M${x} ${y + h}Q${x + 110} ${y + h + 40} ${x + w + 40} ${y + h - 10}" stroke="#b52c1b" stroke-width="18" fill="none" stroke-linecap="round" opacity=".85"/>`;
  body += `<g transform="translate(${x + 150} ${y - 36})"><path d="M-24 0Q-6-16 24 0Q-6 16-24 0Z" fill="#2e8b3c"/><path d="M0 6Q16-12 44 0Q16 16 0 6Z" fill="#3fa04a"/></g>`;
  return { defs, body };
}

/** A starter or pasta dish centered at (0, 0), about 500 units wide. */
export function drawDish(dish: Starter | Pasta, seed: string): Drawn {
  const random = seededRandom(seed);
  switch (dish) {
    case 'breadsticks':
      return breadsticks(random);
    case 'wings':
      return wings(random);
    case 'cheeseSticks':
      return cheeseSticks(random);
    case 'salad':
      return salad(random);
    case 'fries':
      return fries(random);
    case 'empanadas':
      return empanadas(random);
    case 'lasagna':
      return lasagna(random);
    default:
      return pasta(dish, random);
  }
}
