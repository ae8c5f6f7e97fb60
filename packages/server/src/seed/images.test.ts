import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
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

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'horno-images-'));
    urls = await writeDemoImages(dir, images);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('draws every product, special, branch and ad, under its public URL path', () => {
    expect(images.length).toBe(DEMO_PRODUCTS.length + DEMO_SPECIALS.length + 3 + 2);
    expect(urls).toEqual(images.map((image) => imageUrl(image.folder, image.name)));
    expect(urls).toContain('/uploads/productos/pizza-hawaiana.svg');
    expect(urls).toContain('/uploads/sedes/horno-usaquen.svg');
  });

  it('writes small, well-formed SVG files in 4:3 (16:9 for ads)', async () => {
    for (const [i, url] of urls.entries()) {
      const file = join(dir, url.slice('/uploads/'.length));
      const svg = await readFile(file, 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), file).toBe(true);
      const ad = images[i]!.folder === 'publicidad';
      expect(svg, file).toContain(ad ? 'viewBox="0 0 800 450"' : 'viewBox="0 0 800 600"');
      expect((await stat(file)).size, file).toBeLessThan(15_000);
      assertWellFormedXml(svg, file);
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

  it('draws pizzas with the toppings of their flavor', async () => {
    const svg = (name: string) => readFile(join(dir, 'productos', name), 'utf8');
    const pepperoni = await svg('pizza-pepperoni.svg');
    expect(pepperoni.match(/href="#t0"/g)?.length).toBe(15);
    const hawaiana = await svg('pizza-hawaiana.svg');
    expect(hawaiana).toContain('#f2a4a1'); // ham
    expect(hawaiana).toContain('#ffd54a'); // pineapple
    expect(hawaiana).not.toContain('url(#ppg)"/><circle r="24"'); // no pepperoni
  });

  it('puts the branch name on the storefront and Spanish text on the ads', async () => {
    const usaquen = await readFile(join(dir, 'sedes', 'horno-usaquen.svg'), 'utf8');
    expect(usaquen).toContain('>Horno Usaquén</text>');
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
