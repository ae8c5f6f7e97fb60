import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoImages } from './demo';
import { DEMO_PRODUCTS } from './demo-catalog';
import { DEMO_SPECIALS } from './demo-specials';
import { imageUrl, renderArt, writeDemoImages } from './images';

/** Checks that a document is well-formed XML: balanced tags, quoted attributes, known entities. */
function assertWellFormedXml(xml: string, file: string): void {
  const stack: string[] = [];
  const token =
    /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<|&(?!(?:amp|lt|gt|quot|apos);)/g;
  let match: RegExpExecArray | null;
  let last = 0;
  while ((match = token.exec(xml))) {
    const [whole, closing, name, , selfClosing] = match;
    expect(whole.length > 1 && name, `${file}: stray '${whole}' at ${match.index}`).toBeTruthy();
    expect(xml.slice(last, match.index), `${file}: text between tags`).not.toMatch(/[<>]/);
    last = match.index + whole.length;
    if (closing) expect(stack.pop(), `${file}: </${name}>`).toBe(name);
    else if (!selfClosing) stack.push(name!);
  }
  expect(stack, `${file}: unclosed tags`).toEqual([]);
}

describe('demo pictures', () => {
  let dir: string;
  let urls: string[];
  const images = demoImages();
  // Products' and branches' pictures are rasterized into the image store (stored-pictures.ts);
  // the ads' are the SVG files written here.
  const ads = images.filter((image) => image.folder === 'publicidad');

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'horno-images-'));
    urls = await writeDemoImages(dir, ads);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('draws every product, special, branch and ad', () => {
    expect(images.length).toBe(DEMO_PRODUCTS.length + DEMO_SPECIALS.length + 3 + 2);
    expect(new Set(images.map((image) => image.folder))).toEqual(
      new Set(['productos', 'sedes', 'publicidad']),
    );
  });

  it('writes the ads under their public URL path', () => {
    expect(urls).toEqual(ads.map((image) => imageUrl(image.folder, image.name)));
    expect(urls).toContain('/uploads/publicidad/martes-de-2x1-en-pizzas-medianas.svg');
  });

  it('draws small, well-formed SVG in 4:3 (16:9 for ads), without slow filters', () => {
    for (const image of images) {
      const svg = renderArt(image.name, image.art);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), image.name).toBe(true);
      const ad = image.folder === 'publicidad';
      expect(svg, image.name).toContain(ad ? 'viewBox="0 0 800 450"' : 'viewBox="0 0 800 600"');
      expect(Buffer.byteLength(svg), image.name).toBeLessThan(15_000);
      expect(svg, image.name).not.toContain('<filter');
      assertWellFormedXml(svg, image.name);
    }
  });

  it('writes the ads as they are drawn', async () => {
    for (const [i, url] of urls.entries()) {
      const file = join(dir, url.slice('/uploads/'.length));
      expect(await readFile(file, 'utf8')).toBe(renderArt(ads[i]!.name, ads[i]!.art));
    }
  });

  it('writes a brotli and a gzip copy of each picture, smaller and with the same content', async () => {
    for (const url of urls) {
      const file = join(dir, url.slice('/uploads/'.length));
      const svg = await readFile(file);
      const br = await readFile(`${file}.br`);
      const gz = await readFile(`${file}.gz`);
      expect(brotliDecompressSync(br).equals(svg), file).toBe(true);
      expect(gunzipSync(gz).equals(svg), file).toBe(true);
      expect(br.length, file).toBeLessThan(gz.length);
      expect(gz.length, file).toBeLessThan(svg.length);
    }
  });

  it('draws pizzas with the toppings of their flavor', () => {
    const svg = (name: string) => {
      const image = images.find((i) => i.name === name)!;
      return renderArt(image.name, image.art);
    };
    const pepperoni = svg('Pizza Pepperoni');
    expect(pepperoni.match(/href="#t0"/g)?.length).toBe(15);
    const hawaiana = svg('Pizza Hawaiana');
    expect(hawaiana).toContain('#f2a4a1'); // ham
    expect(hawaiana).toContain('#ffd54a'); // pineapple
    expect(hawaiana).not.toContain('url(#ppg)"/><circle r="24"'); // no pepperoni
  });

  it('puts the branch name on the storefront and Spanish text on the ads', async () => {
    const usaquen = images.find((i) => i.name === 'Horno Usaquén')!;
    expect(renderArt(usaquen.name, usaquen.art)).toContain('>Horno Usaquén</text>');
    const ad = await readFile(
      join(dir, 'publicidad', 'martes-de-2x1-en-pizzas-medianas.svg'),
      'utf8',
    );
    expect(ad).toContain('>2x1</text>');
    expect(ad).toContain('>en pizzas medianas</text>');
  });

  it('draws the same picture for the same product, and different ones for different pizzas', () => {
    const [a, b] = DEMO_PRODUCTS.filter((p) => p.grupoSabor);
    expect(renderArt(a!.nombre, a!.art)).toBe(renderArt(a!.nombre, a!.art));
    expect(renderArt(a!.nombre, a!.art)).not.toBe(renderArt(b!.nombre, b!.art));
    const combo = DEMO_SPECIALS[0]!;
    expect(renderArt(combo.nombre, combo.art)).toContain('<title>Combo Familiar</title>');
    expect(renderArt('Pizza <"&\'>', a!.art)).toContain(
      '<title>Pizza &lt;&quot;&amp;&apos;&gt;</title>',
    );
  });
});
