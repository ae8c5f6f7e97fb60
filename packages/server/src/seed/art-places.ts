// Branch storefronts and advertising banners.
import { drawDrink, type DrinkArt } from './art-drinks';
import { drawPizza, type PizzaArt } from './art-pizza';
import { SHADOW_GRADIENT, between, esc, linear, n, seededRandom, shadow } from './svg';

export interface StorefrontArt {
  kind: 'storefront';
  /** Text on the awning, e.g. 'Horno · Chapinero'. */
  name: string;
  brick: string;
  awning: string;
}

export interface AdArt {
  kind: 'ad';
  theme: 'red' | 'cream';
  /** Big text (e.g. '2x1'), a headline under it, up to two detail lines and a button. */
  big: string;
  headline: string;
  detail: readonly string[];
  cta: string;
  /** A round badge beside the text, e.g. 'MARTES'. */
  badge?: string;
  pizza: PizzaArt;
  drink?: DrinkArt;
}

const SERIF = 'Georgia,&apos;Times New Roman&apos;,serif';
const SANS = 'Helvetica,Arial,sans-serif';

/** A brick pizzeria front in Bogotá, with the hills behind and the branch name on the awning. */
export function storefrontScene(seed: string, art: StorefrontArt): { defs: string; body: string } {
  const random = seededRandom(seed);
  const defs =
    SHADOW_GRADIENT +
    linear('sky', [
      [0, '#9fd3ef'],
      [1, '#fdf0dc'],
    ]) +
    linear('glow', [
      [0, '#ffe3a3'],
      [1, '#f29a3a'],
    ]) +
    `<pattern id="brick" width="40" height="20" patternUnits="userSpaceOnUse"><rect width="40" height="20" fill="${art.brick}"/>` +
    `<path d="M0 19.5H40M0 9.5H40M20 0V9.5M0 10V19.5M40 10V19.5" stroke="#f3e3d3" stroke-width="1.6" opacity=".55"/></pattern>` +
    `<pattern id="stripes" width="60" height="10" patternUnits="userSpaceOnUse"><rect width="60" height="10" fill="#fff7ed"/><rect width="30" height="10" fill="${art.awning}"/></pattern>` +
    `<g id="pot"><path d="M-30 0H30L22 50H-22Z" fill="#b5532f"/><rect x="-34" y="-8" width="68" height="12" rx="4" fill="#c8643c"/>` +
    `<circle cx="-14" cy="-26" r="22" fill="#3f7d3a"/><circle cx="14" cy="-30" r="24" fill="#4f9a46"/><circle cy="-48" r="20" fill="#5aa84f"/></g>`;
  let body = `<rect width="800" height="600" fill="url(#sky)"/>`;
  // The eastern hills (Cerros Orientales) and a few clouds.
  body += `<path d="M0 250L90 170L170 215L260 140L360 200L450 130L560 190L650 150L800 220V600H0Z" fill="#6f9d62"/>`;
  body += `<path d="M0 280L120 220L230 260L340 205L470 250L600 210L800 260V600H0Z" fill="#5a8a50"/>`;
  for (let i = 0; i < 3; i++) {
    const x = between(random, 60, 740);
    const y = between(random, 40, 110);
    body += `<g fill="#fff" opacity=".85"><ellipse cx="${n(x)}" cy="${n(y)}" rx="50" ry="16"/><ellipse cx="${n(x + 30)}" cy="${n(y - 10)}" rx="30" ry="14"/></g>`;
  }
  // Building.
  body += `<rect x="70" y="90" width="660" height="450" fill="url(#brick)"/><rect x="60" y="80" width="680" height="18" fill="#7a3424"/>`;
  for (const x of [130, 350, 570])
    body += `<rect x="${x}" y="120" width="100" height="90" fill="#cfe6f2" stroke="#fff7ed" stroke-width="8"/><path d="M${x + 50} 120V210M${x} 165H${x + 100}" stroke="#fff7ed" stroke-width="5"/>`;
  // Sign.
  body += `<rect x="230" y="226" width="340" height="62" rx="10" fill="#2f5e2b" stroke="#fff7ed" stroke-width="4"/>`;
  body += `<text x="400" y="270" font-family="${SERIF}" font-size="38" font-weight="700" fill="#fff7ed" text-anchor="middle" letter-spacing="6">HORNO</text>`;
  // Shop front with a warm lit window and a door.
  body += `<rect x="100" y="370" width="600" height="170" fill="#3b2a22"/>`;
  body += `<rect x="120" y="385" width="330" height="140" fill="url(#glow)"/>`;
  body += `<path d="M170 525V470Q170 420 230 420Q290 420 290 470V525Z" fill="#7a3424"/><path d="M190 525V475Q190 440 230 440Q270 440 270 475V525Z" fill="#ff8a2a"/><path d="M200 525Q230 470 260 525Z" fill="#ffd35a"/>`;
  body += `<g fill="#5a3a2a"><rect x="320" y="470" width="100" height="10"/><rect x="330" y="480" width="8" height="45"/><rect x="402" y="480" width="8" height="45"/></g>`;
  body += `<circle cx="370" cy="462" r="18" fill="#f7c35f" stroke="#c0722f" stroke-width="4"/>`;
  body += `<path d="M285 385V525" stroke="#3b2a22" stroke-width="6"/>`;
  body += `<rect x="490" y="385" width="110" height="155" fill="#a9d2e6" stroke="#2b1d17" stroke-width="8"/><circle cx="585" cy="465" r="5" fill="#e8c14a"/>`;
  body += `<rect x="510" y="415" width="70" height="26" rx="4" fill="#fff7ed"/><text x="545" y="433" font-family="${SANS}" font-size="13" font-weight="700" fill="#2f5e2b" text-anchor="middle">ABIERTO</text>`;
  body += `<rect x="625" y="400" width="60" height="80" rx="6" fill="#fff7ed"/><text x="655" y="425" font-family="${SANS}" font-size="11" font-weight="700" fill="#c8322b" text-anchor="middle">MENÚ</text>`;
  body += `<path d="M637 440H673M637 452H673M637 464H665" stroke="#9a8a7a" stroke-width="3"/>`;
  // Awning with the branch name on its valance.
  body += `<path d="M90 300H710L740 360H60Z" fill="url(#stripes)"/><path d="M90 300H710L740 360H60Z" fill="#000" opacity=".06"/>`;
  let valance = 'M60 360H740V400';
  for (let x = 740; x > 60; x -= 40) valance += `Q${x - 20} 420 ${x - 40} 400`;
  body += `<path d="${valance}Z" fill="#fff7ed" stroke="${art.awning}" stroke-width="3"/>`;
  const size = Math.min(30, 620 / (art.name.length * 0.62));
  body += `<text x="400" y="${n(386 + size * 0.1)}" font-family="${SERIF}" font-size="${n(size)}" font-weight="700" fill="${art.awning}" text-anchor="middle">${esc(art.name)}</text>`;
  // Wall lamps, plants and the sidewalk.
  for (const x of [85, 715])
    body += `<path d="M${x} 300v20" stroke="#2b1d17" stroke-width="4"/><circle cx="${x}" cy="326" r="9" fill="#ffe08a"/>`;
  body += `<rect y="540" width="800" height="60" fill="#b9b3aa"/><path d="M0 548H800" stroke="#8f887e" stroke-width="4"/>`;
  for (let x = 0; x < 800; x += 100)
    body += `<path d="M${x} 548L${x - 30} 600" stroke="#a19a90" stroke-width="3"/>`;
  body += shadow(90, 592, 40, 8, 0.3) + `<use href="#pot" transform="translate(90 540)"/>`;
  body += shadow(710, 592, 40, 8, 0.3) + `<use href="#pot" transform="translate(710 540)"/>`;
  return { defs, body };
}

/** A 16:9 promotional banner: big Spanish text on the brand's colours, a pizza on the right. */
export function adScene(seed: string, art: AdArt): { defs: string; body: string } {
  const random = seededRandom(seed);
  const red = art.theme === 'red';
  const pizza = drawPizza(seed, art.pizza, true);
  const drink = art.drink ? drawDrink('ad', seed, art.drink, true) : undefined;
  const ink = red ? '#fff7ed' : '#c8322b';
  const defs =
    pizza.defs +
    (drink?.defs ?? '') +
    SHADOW_GRADIENT +
    linear(
      'bg',
      red
        ? [
            [0, '#d63c30'],
            [1, '#a8261f'],
          ]
        : [
            [0, '#fff7ed'],
            [1, '#fde3c4'],
          ],
      [0, 0, 1, 1],
    ) +
    `<g id="leaf"><path d="M0 0Q16-14 36 0Q16 14 0 0Z" fill="#3f7d3a"/><path d="M2 0H32" stroke="#8fd07a" stroke-width="1.5"/></g>`;
  let body = `<rect width="800" height="450" fill="url(#bg)"/>`;
  body += `<g opacity="${red ? 0.08 : 0.12}" fill="${red ? '#fff' : '#c8322b'}">`;
  for (let i = 0; i < 14; i++)
    body += `<circle cx="${n(between(random, 0, 800))}" cy="${n(between(random, 0, 450))}" r="${n(between(random, 10, 60))}"/>`;
  body += `</g><circle cx="620" cy="225" r="230" fill="${red ? '#fff7ed' : '#c8322b'}" opacity=".12"/>`;
  body += shadow(625, 245, 190, 190, 0.35);
  body += `<g transform="translate(620 230) scale(.78) rotate(${Math.round(between(random, 0, 360))})">${pizza.body}</g>`;
  for (const [x, y, r] of [
    [430, 70, -30],
    [445, 390, 20],
    [770, 60, 140],
  ] as const)
    body += `<use href="#leaf" transform="translate(${x} ${y}) rotate(${r})"/>`;
  if (drink) {
    body += shadow(740, 440, 45, 8, 0.35);
    body += `<g transform="translate(740 440) scale(.6)">${drink.body}</g>`;
  }
  body += `<text x="50" y="58" font-family="${SERIF}" font-size="20" font-weight="700" letter-spacing="5" fill="${ink}">HORNO · PIZZERÍA</text>`;
  const bigSize = Math.min(120, 400 / (art.big.length * 0.6));
  body += `<text x="46" y="${n(78 + bigSize * 0.78)}" font-family="${SERIF}" font-size="${n(bigSize)}" font-weight="700" fill="${ink}">${esc(art.big)}</text>`;
  const headSize = Math.min(42, 370 / (art.headline.length * 0.56));
  body += `<text x="50" y="${n(124 + bigSize * 0.78)}" font-family="${SANS}" font-size="${n(headSize)}" font-weight="700" fill="${red ? '#fff7ed' : '#2b211c'}">${esc(art.headline)}</text>`;
  art.detail.slice(0, 2).forEach((line, i) => {
    const size = Math.min(24, 410 / (line.length * 0.5));
    body += `<text x="50" y="${n(160 + bigSize * 0.78 + i * 32)}" font-family="${SANS}" font-size="${n(size)}" fill="${red ? '#ffe4d6' : '#5b4a40'}">${esc(line)}</text>`;
  });
  const ctaWidth = 64 + art.cta.length * 14;
  body += `<rect x="50" y="352" width="${ctaWidth}" height="58" rx="29" fill="#3f7d3a" stroke="#fff7ed" stroke-width="3"/>`;
  body += `<text x="${50 + ctaWidth / 2}" y="389" font-family="${SANS}" font-size="25" font-weight="700" fill="#fff7ed" text-anchor="middle">${esc(art.cta)}</text>`;
  if (art.badge) {
    const fill = red ? '#fff7ed' : '#c8322b';
    const text = red ? '#c8322b' : '#fff7ed';
    body += `<g transform="translate(468 92) rotate(-12)"><circle r="56" fill="${fill}"/><circle r="48" fill="none" stroke="${text}" stroke-width="2" stroke-dasharray="5 5"/>`;
    body += `<text y="8" font-family="${SANS}" font-size="${n(Math.min(20, 72 / (art.badge.length * 0.62)))}" font-weight="700" fill="${text}" text-anchor="middle">${esc(art.badge)}</text></g>`;
  }
  return { defs, body };
}
