import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { NEGOCIO_VACIO } from '@horno/domain/business';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withIdentity } from './page-identity';
import { shellVariants } from './page-shells';

describe("a page's HTML with the answers to its first reads", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'horno-shells-'));
    await writeFile(join(dir, 'page.html'), '<html><head>\n  </head><body></body></html>');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('cannot be broken out of by the text of an answer', () => {
    const nombre = '</script><script>alert(1)</script><!-- Pizza <b>';
    const variant = shellVariants(dir)(
      'page.html',
      [{ address: '/api/productos/?sede=1', body: JSON.stringify([{ nombre }]) }],
      (html) => html,
      '',
    );
    const html = variant.identity.toString();
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const block = /<script type="application\/json" id="horno-respuestas">(.*)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(block![1]!)).toEqual({ '/api/productos/?sede=1': [{ nombre }] });
    expect(brotliDecompressSync(variant.br).toString()).toBe(html);
  });
});

describe("a page's HTML with the business's identity", () => {
  const shell =
    '<html><head>\n    <title>x</title>\n    <meta name="description" content="y" />\n' +
    '    <meta name="theme-color" content="#000000" />\n  </head><body></body></html>';

  it('cannot be broken out of by the text of the settings', () => {
    const nombre = '"><script>alert(1)</script></title><!-- Pizza';
    const html = withIdentity(
      shell,
      { ...NEGOCIO_VACIO, nombre, razon_social: '</script>', color_primario: '#1d4ed8' },
      { title: 'Pizzas <b>', path: '/menu/pizzas' },
      'https://pizzeria.example',
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html).toContain('<meta name="theme-color" content="#1d4ed8" />');
    expect(html).toContain(
      '<meta property="og:url" content="https://pizzeria.example/menu/pizzas" />',
    );
    const block = /<script type="application\/json" id="horno-negocio">(.*)<\/script>/.exec(html);
    expect(JSON.parse(block![1]!)).toMatchObject({ nombre, razon_social: '</script>' });
    const title = /<title>(.*)<\/title>/.exec(html)![1]!;
    expect(title).not.toMatch(/[<>"]/);
  });
});
