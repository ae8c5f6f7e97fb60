import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { NEGOCIO_VACIO } from '@horno/domain/business';
import { type DehydratedState, hydrate, QueryClient } from '@tanstack/query-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withIdentity } from './page-identity';
import { pageVariants } from './page-html';

describe("a page's HTML with the answers to its first reads", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'horno-pages-'));
    await writeFile(join(dir, 'page.html'), '<html><head>\n  </head><body></body></html>');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("cannot be broken out of by the text of an answer, and is TanStack Query's dehydrated state", () => {
    const nombre = '</script><script>alert(1)</script><!-- Pizza <b>';
    const variant = pageVariants(dir)(
      'page.html',
      ['/assets/page.js'],
      [
        {
          key: ['products', 1],
          address: '/api/productos/?sede=1',
          body: JSON.stringify([{ nombre }]),
        },
      ],
      (html) => html,
      '',
    );
    const html = variant.identity.toString();
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/page.js">');
    const block = /<script type="application\/json" id="horno-estado">(.*)<\/script>/.exec(html);
    // The app hydrates it into its cache as it is (customer-app.tsx).
    const client = new QueryClient();
    hydrate(client, JSON.parse(block![1]!) as DehydratedState);
    expect(client.getQueryData(['products', 1])).toEqual([{ nombre }]);
    expect(client.getQueryState(['products', 1])?.status).toBe('success');
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
