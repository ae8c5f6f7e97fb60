import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  checkoutReads,
  LIST_READS,
  menuReads,
  orderRead,
  type PageRead,
} from '@horno/domain/menu-reads';
import type { DehydratedState } from '@tanstack/query-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper';
import { week } from '../test/branch-week';
import { placeGuestOrder } from '../test/guest-order';
import { jsonClient } from '../test/json-client';

const SCRIPT = `export const menu = ${JSON.stringify('pizza '.repeat(500))};\n`;
const PAGE = `<!doctype html><html lang="es"><head><title>Horno</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
/** The back office's page, from its own build (decision 025). */
const ADMIN_PAGE = PAGE.replace(
  '</head>',
  '<script type="module" src="/admin/assets/index-Ef56.js"></script></head>',
);
/** A page with the preloads of `files` (decision 036). */
const preloading = (page: string, files: string[]) =>
  page.replace(
    '</head>',
    `${files.map((file) => `  <link rel="modulepreload" crossorigin href="${file}">\n`).join('')}</head>`,
  );
/** What the customer app's build's manifest says (Vite's): the entry, the app, two pages. */
const MANIFEST = {
  'index.html': { file: 'assets/index-Aa11.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-Bb22.js' },
  'src/apps/customer/customer-app.tsx': {
    file: 'assets/menu-Ab12.js',
    imports: ['index.html', '_shared.js'],
  },
  'src/apps/customer/pages/order-detail-page.tsx': {
    file: 'assets/detail-Cc33.js',
    imports: ['src/apps/customer/customer-app.tsx', '_order.js'],
  },
  '_order.js': { file: 'assets/order-Dd44.js', imports: ['_shared.js'] },
};
const APP = '/assets/menu-Ab12.js';
const DETAIL_PAGE = preloading(PAGE, [APP, '/assets/detail-Cc33.js', '/assets/order-Dd44.js']);
const MENU_PAGE = preloading(PAGE, [APP]);
const ADMIN_PAGE_PRELOADING = preloading(ADMIN_PAGE, ['/admin/assets/app-Gg77.js']);

/** The business's identity every page carries (issue 28): its lines out, the shell's title back. */
const IDENTITY_LINE =
  / *<(meta (property|name)="(og|twitter):[^>]*|link rel="manifest"[^>]*|style id="horno-tema">.*<\/style|script type="application\/json" id="horno-(negocio|estado)">.*<\/script)>\n/g;
function withoutIdentity(html: string): string {
  return html.replace(IDENTITY_LINE, '').replace(/<title>[^<]*<\/title>/, '<title>Horno</title>');
}

/** A page's body, decompressed as its Content-Encoding says. */
function bodyOf(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

/** Writes a file with its precompressed siblings, as the web build does. */
async function writeWithSiblings(file: string, text: string) {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

describe('static files are sent precompressed', () => {
  let dir: string;
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'horno-static-'));
    dist = join(dir, 'web');
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeWithSiblings(join(dist, 'index.html'), PAGE);
    await writeWithSiblings(join(dist, 'assets', 'menu-Ab12.js'), SCRIPT);
    await mkdir(join(dist, 'admin', 'assets'), { recursive: true });
    await writeWithSiblings(join(dist, 'admin', 'index.html'), ADMIN_PAGE);
    await writeWithSiblings(join(dist, 'admin', 'assets', 'index-Ef56.js'), SCRIPT);
    await mkdir(join(dist, '.vite'));
    await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    await mkdir(join(dist, 'admin', '.vite'));
    await writeFile(
      join(dist, 'admin', '.vite', 'manifest.json'),
      JSON.stringify({ 'src/apps/admin/admin-app.tsx': { file: 'assets/app-Gg77.js' } }),
    );
    // A file the build left without siblings (they would not have been smaller).
    await writeFile(join(dist, 'assets', 'font-Cd34.woff2'), Buffer.from([1, 2, 3, 4]));
    // The demo's ads are written under <dataDir>/uploads when the app starts.
    t = await buildTestApp({ config: { webDist: dist, dataDir: join(dir, 'data') } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it.each([
    ['br', 'br', '.br'],
    ['gzip, deflate, br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['br;q=0, gzip', 'gzip', '.gz'],
    ['identity', undefined, ''],
    [undefined, undefined, ''],
  ])('an asset, Accept-Encoding %s: %s', async (accept, encoding, suffix) => {
    const res = await get('/assets/menu-Ab12.js', accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(
      res.rawPayload.equals(await readFile(join(dist, 'assets', `menu-Ab12.js${suffix}`))),
    ).toBe(true);
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    [undefined, undefined],
  ])('a page of the app (index.html), Accept-Encoding %s: %s', async (accept, encoding) => {
    const res = await get('/menu', accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = bodyOf(res);
    expect(html).toContain('<title>Menú · Horno</title>');
    expect(withoutIdentity(html)).toBe(MENU_PAGE);
  });

  it('sends the file itself when it has no compressed sibling', async () => {
    const res = await get('/assets/font-Cd34.woff2', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect([...res.rawPayload]).toEqual([1, 2, 3, 4]);
  });

  it("sends the build's files only the security headers a subresource uses", async () => {
    for (const url of ['/assets/menu-Ab12.js', '/assets/font-Cd34.woff2']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy'])
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
    // A page keeps them all.
    const page = await get('/pedidos/7/detalle', 'br');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['permissions-policy']).toContain('camera=()');
  });

  it('answers a JSON 404 under /imagenes/, the assets and an unset /metrics, not a page of the app', async () => {
    for (const url of ['/imagenes/nada', '/assets/nada.js', '/admin/assets/nada.js', '/metrics']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it("serves the back office's build under /admin/, cached as the customer's", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin/assets/index-Ef56.js',
      headers: { host: 'admin.localhost', 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not serve the compressed siblings under their own names', async () => {
    for (const url of ['/assets/menu-Ab12.js.br', '/assets/menu-Ab12.js.gz']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
    }
    // Any other path is a page of the app.
    const page = await get('/index.html.br');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(withoutIdentity(page.body)).toBe(MENU_PAGE);
  });

  it.each([
    ['br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    [undefined, undefined, ''],
  ])('a demo ad, Accept-Encoding %s: %s', async (accept, encoding, suffix) => {
    const res = await get('/uploads/publicidad/martes-de-2x1-en-pizzas-medianas.svg', accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const file = join(
      dir,
      'data',
      'uploads',
      'publicidad',
      `martes-de-2x1-en-pizzas-medianas.svg${suffix}`,
    );
    expect(res.rawPayload.equals(await readFile(file))).toBe(true);
  });

  it.each([
    ['/pedidos/41/detalle', 'localhost', DETAIL_PAGE],
    ['/pedidos/41/detalle/?x=1', 'horno.co', DETAIL_PAGE],
    ['/pedidos/41/detalle/otro', 'localhost', MENU_PAGE],
    ['/pedidos/41/detalle', 'admin.horno.co', ADMIN_PAGE_PRELOADING],
    ['/productos/listado', 'admin.localhost', ADMIN_PAGE_PRELOADING],
    ['/menu', 'localhost', MENU_PAGE],
  ])("a page's HTML preloads the code it starts with: %s on %s", async (url, host, html) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { host, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(withoutIdentity(bodyOf(res))).toBe(html);
  });

  it("does not serve the pages' HTML files nor the build's manifest under their own names", async () => {
    for (const url of ['/index.html', '/.vite/manifest.json', '/admin/index.html'])
      expect(withoutIdentity((await get(url)).body), url).toBe(MENU_PAGE);
  });

  describe('the HTML of the menu, the checkout and an order carries the answers to its first reads', () => {
    const { ok, login } = jsonClient(() => t.app);
    const LISTS = ['/api/locations/sedes/', '/api/locations/estado-sedes/'];
    const catalogOf = (sede: number) => [
      `/api/categoria-productos/?sede=${sede}`,
      `/api/productos/?sede=${sede}&solo_activos=true`,
      `/api/productos-especiales/?sede=${sede}`,
      `/api/locations/sedes/${sede}/agotados/`,
    ];
    const page = async (url: string, headers: Record<string, string> = {}) => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe(
        url.endsWith('/detalle') ? 'private, no-cache' : 'no-cache',
      );
      expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
      return res;
    };
    const BLOCK = /\n *<script type="application\/json" id="horno-estado">(.*)<\/script>/;
    /** The address each query key the page may carry reads (@horno/domain/menu-reads). */
    const addressOf = (key: unknown, order?: PageRead) => {
      const reads = [
        ...LIST_READS,
        ...ids.flatMap((id) => [...menuReads(id), ...checkoutReads(id)]),
        ...checkoutReads(null),
        ...(order ? [order] : []),
      ];
      return reads.find((read) => JSON.stringify(read.key) === JSON.stringify(key))?.address;
    };
    /** The answers the page's dehydrated state carries, by the address each query reads. */
    const embedded = (html: string, order?: PageRead): Record<string, unknown> => {
      const state = JSON.parse(BLOCK.exec(html)?.[1] ?? '{"queries":[]}') as DehydratedState;
      return Object.fromEntries(
        state.queries.map(({ queryKey, state }) => [addressOf(queryKey, order), state.data]),
      );
    };
    const addresses = (html: string, order?: PageRead) => Object.keys(embedded(html, order));
    /** Runs `check` with the branches `sedes` closed all week, then gives them their hours back. */
    const whileClosed = async (sedes: number[], check: () => Promise<void>) => {
      const admin = await login('admin@horno.co', 'HornoAdmin2026');
      const hours = await Promise.all(
        sedes.map((id) => ok<unknown[]>('GET', `/api/locations/horarios-sede/?sede_id=${id}`, {})),
      );
      for (const id of sedes)
        await ok('POST', '/api/locations/horarios-sede/', admin, week(id, null, null));
      try {
        await check();
      } finally {
        for (const saved of hours) await ok('POST', '/api/locations/horarios-sede/', admin, saved);
      }
    };
    let ids: number[];

    beforeAll(async () => {
      ids = (await ok<{ id: number }[]>('GET', '/api/locations/sedes/', {})).map((s) => s.id);
      expect(ids.length).toBeGreaterThanOrEqual(3);
    });

    it("for a first visitor, the first branch open now: the API's own answers, the page unchanged", async () => {
      const res = await page('/menu');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(addresses(res.body)).toEqual([...LISTS, ...catalogOf(ids[0]!)]);
      for (const [address, answer] of Object.entries(embedded(res.body)))
        expect(answer, address).toEqual(await ok('GET', address, {}));
      expect(withoutIdentity(res.body.replace(BLOCK, ''))).toBe(MENU_PAGE);
      // No product name can end the element: '<' is written as \u003c.
      expect(BLOCK.exec(res.body)?.[1]).not.toContain('<');

      // The first branch closed all week: the next one.
      await whileClosed([ids[0]!], async () =>
        expect(addresses((await page('/menu')).body)).toEqual([...LISTS, ...catalogOf(ids[1]!)]),
      );
    });

    it('names a category, or a shared product, in the link preview (issue 28)', async () => {
      const tag = (html: string, property: string) =>
        new RegExp(`<meta property="${property}" content="([^"]*)" />`).exec(html)?.[1];
      const [pizza] = await ok<{ id: number; nombre: string; slug: string }[]>(
        'GET',
        `/api/categoria-productos/?sede=${ids[0]}`,
        {},
      );
      const category = await page(`/menu/${pizza!.slug}`);
      expect(tag(category.body, 'og:title')).toBe(`${pizza!.nombre} · Horno`);
      expect(tag(category.body, 'og:image')).toMatch(/\/imagenes\/[0-9a-f]{64}\/1024\.webp$/);

      const products = await ok<{ id: number; nombre: string; imagen: string }[]>(
        'GET',
        `/api/productos/?sede=${ids[0]}&solo_activos=true`,
        {},
      );
      const product = products.at(-1)!;
      const shared = await page(`/menu/${pizza!.slug}?producto=${product.id}`);
      expect(tag(shared.body, 'og:title')).toBe(`${product.nombre} · Horno`);
      expect(tag(shared.body, 'og:image')).toBe(
        `http://localhost:3000${product.imagen.replace('/640.webp', '/1024.webp')}`,
      );
      expect(tag(shared.body, 'og:url')).toBe(
        `http://localhost:3000/menu/${pizza!.slug}?producto=${product.id}`,
      );
      // An unknown product: the category's own preview.
      const unknown = await page(`/menu/${pizza!.slug}?producto=999999`);
      expect(tag(unknown.body, 'og:title')).toBe(`${pizza!.nombre} · Horno`);
    });

    it('with every branch closed, the lists alone: there is no branch to show', async () => {
      await whileClosed(ids, async () =>
        expect(addresses((await page('/menu')).body)).toEqual(LISTS),
      );
    });

    it.each([
      ['the cookie of the chosen branch', 'horno_sede=THIRD', '/menu?sede=SECOND', 'THIRD'],
      ['the cookie among others', 'a=1; horno_sede=THIRD; b=2', '/menu', 'THIRD'],
      ['a link without a choice', undefined, '/menu/?sede=SECOND', 'SECOND'],
      ['a link when the chosen branch is gone', 'horno_sede=999', '/menu?sede=SECOND', 'SECOND'],
      ['neither, when both are wrong', 'horno_sede=abc', '/menu?sede=-1', 'FIRST'],
    ])('%s', async (_, cookie, url, expected) => {
      const id = (name: string) => String(ids[['FIRST', 'SECOND', 'THIRD'].indexOf(name)]);
      const res = await page(
        url.replace(/FIRST|SECOND|THIRD/, id),
        cookie ? { cookie: cookie.replace(/FIRST|SECOND|THIRD/, id) } : {},
      );
      expect(addresses(res.body)).toEqual([...LISTS, ...catalogOf(Number(id(expected)))]);
    });

    it.each([
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
    ])('compressed once per content, Accept-Encoding %s: %s', async (accept, encoding) => {
      const plain = (await page('/menu')).body;
      const res = await page('/menu', { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe(encoding);
      const body =
        encoding === 'br'
          ? brotliDecompressSync(res.rawPayload).toString()
          : encoding === 'gzip'
            ? gunzipSync(res.rawPayload).toString()
            : res.body;
      expect(body).toBe(plain);
    });

    it('answers 304 to its own ETag, a new one once the data changes, and a HEAD without a body', async () => {
      const first = await page('/menu');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await t.app.inject({
        method: 'GET',
        url: '/menu',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      // Another branch's page is another document.
      const other = await page('/menu', { cookie: `horno_sede=${ids[1]}` });
      expect(other.headers.etag).not.toBe(etag);
      // So is the same page once the data it carries has changed.
      await whileClosed([ids[2]!], async () => {
        const changed = await page('/menu');
        expect(changed.headers.etag).not.toBe(etag);
        expect(embedded(changed.body)['/api/locations/estado-sedes/']).toEqual(
          await ok('GET', '/api/locations/estado-sedes/', {}),
        );
      });
      const head = await t.app.inject({ method: 'HEAD', url: '/menu' });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
    });

    it.each([
      ['no branch chosen: the payment methods', undefined, null],
      ['the chosen branch: its prices too', 'horno_sede=SECOND', 1],
      ['a chosen branch since gone: the payment methods', 'horno_sede=999', null],
    ])("the checkout's HTML, %s", async (_, cookie, index) => {
      const res = await page(
        '/pedidos/finalizar-pedido',
        cookie ? { cookie: cookie.replace('SECOND', String(ids[1])) } : {},
      );
      const prices =
        index === null
          ? []
          : [
              `/api/productos/?sede=${ids[index]}&solo_activos=true`,
              `/api/productos-especiales/?sede=${ids[index]}`,
            ];
      expect(addresses(res.body)).toEqual([...LISTS, ...prices, '/api/pagos/metodos/']);
    });

    it("an order's HTML carries the order when the visitor's cookie names its token", async () => {
      const order = await placeGuestOrder(t.app, ids[0]!);
      const address = `/api/pedidos/token/${order.token}/`;
      const other = `${order.id + 1}:${'x'.repeat(32)}`;
      const res = await page(`/pedidos/${order.id}/detalle`, {
        cookie: `horno_pedidos=${other}.${order.id}:${order.token}`,
      });
      const read = orderRead(order.id, order.token);
      expect(addresses(res.body, read)).toEqual([...LISTS, address]);
      expect(embedded(res.body, read)[address]).toEqual(await ok('GET', address, {}));
      // Another order's page, a token that is not one, or none: the lists only.
      for (const [url, cookie] of [
        [`/pedidos/${order.id + 2}/detalle`, `horno_pedidos=${order.id}:${order.token}`],
        [`/pedidos/${order.id}/detalle`, `horno_pedidos=${order.id}:<script>`],
        [`/pedidos/${order.id}/detalle`, ''],
      ] as const)
        expect(addresses((await page(url, cookie ? { cookie } : {})).body), cookie).toEqual(LISTS);
    });
  });
});
