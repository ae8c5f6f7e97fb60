import type { Sede } from '@horno/domain/branches';
import type { CategoriaProducto, Producto, ProductoEspecial } from '@horno/domain/catalog';
import { lowestPrice } from '@horno/domain/catalog-price';
import { formatCOP } from '@horno/domain/money';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAuth,
  apiGet,
  appUrl,
  CLIENTE,
  DESKTOP,
  expectAccessible,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  thisWorkerServer,
} from './support/browser';
import { LIST_READS, menuReads } from '@horno/domain/menu-reads';
import { carriedAddresses, expectNeverAsked, recordApiCalls } from './support/api-calls';
import { watchFirstScreen } from './support/first-screen';

/**
 * Card by card: the pictures of the grid's first row load at once with high priority, the second
 * row's at once, the rest lazily; rows counted through the sections, `columns` cards each (a card
 * without a picture, like a product another test made, has none).
 */
async function expectPicturePriorities(page: Page, columns: number) {
  const sections = await page.locator('section[aria-labelledby]').evaluateAll((all) =>
    all.map((section) =>
      Array.from(section.querySelectorAll('article')).map((article) => {
        const img = article.querySelector('img');
        return img
          ? [
              img.getAttribute('loading'),
              img.getAttribute('fetchpriority'),
              img.getAttribute('width'),
              img.getAttribute('height'),
            ]
          : null;
      }),
    ),
  );
  let rowsBefore = 0;
  const expected = sections.map((cards) => {
    const first = rowsBefore;
    rowsBefore += Math.ceil(cards.length / columns);
    return cards.map((card, i) => {
      const row = first + Math.floor(i / columns);
      return card && [row < 2 ? 'eager' : 'lazy', row === 0 ? 'high' : null, '400', '300'];
    });
  });
  expect(sections.flat().filter((card) => card?.[1] === 'high').length).toBeGreaterThan(0);
  expect(sections).toEqual(expected);
}

describe('the menu in a browser', () => {
  let browser: Browser;
  let page: Page;
  let sede: Sede;
  let categorias: CategoriaProducto[];
  let productos: Producto[];
  let especiales: ProductoEspecial[];

  beforeAll(async () => {
    browser = await launchBrowser();
    [sede] = (await apiGet<Sede[]>('/api/locations/sedes/')) as [Sede];
    categorias = await apiGet(`/api/categoria-productos/?sede=${sede.id}`);
    productos = await apiGet(`/api/productos/?sede=${sede.id}`);
    especiales = await apiGet(`/api/productos-especiales/?sede=${sede.id}`);
  });
  afterAll(() => browser.close());

  const open = async (path: string, viewport = DESKTOP) => {
    page = await newPage(browser, viewport);
    await page.goto(appUrl(path));
    return page;
  };

  it('redirects / to /menu', async () => {
    await open('/');
    await page.waitForURL(/\/menu/);
    await page.context().close();
  });

  it("shows the branch's categories and products with prices in pesos", async () => {
    await open(`/menu?sede=${sede.id}`);
    const nav = page.getByRole('navigation', { name: 'Categorías' });
    const withProducts = categorias.filter(
      (c) => c.productos_por_categoria + c.productos_especiales_por_categoria > 0,
    );
    const empty = categorias.filter(
      (c) => c.productos_por_categoria + c.productos_especiales_por_categoria === 0,
    );
    for (const c of withProducts) {
      await expect.poll(() => nav.getByRole('link', { name: c.nombre }).count()).toBe(1);
    }
    // Categories without products are hidden.
    for (const c of empty) expect(await nav.getByRole('link', { name: c.nombre }).count()).toBe(0);

    // Every product of the branch has a card with its formatted price.
    for (const p of productos.slice(0, 12)) {
      const card = page.getByRole('article').filter({
        has: page.getByRole('heading', { name: p.nombre, exact: true }),
      });
      await expect.poll(() => card.count()).toBeGreaterThan(0);
      // textContent: a section below the first is laid out only as it nears the viewport
      // (content-visibility), and innerText reads only what is laid out.
      expect(await card.first().textContent()).toContain(formatCOP(lowestPrice(p)));
    }
    const cards = await page.getByRole('article').count();
    expect(cards).toBe(productos.length + especiales.length);
    // Four cards to a row on a laptop.
    await expectPicturePriorities(page, 4);
    await screenshot(page, 'menu-desktop');
    await expectAccessible(page);
    await page.context().close();
  });

  it('loads the first pictures at once and the rest lazily, with the scripts sent compressed', async () => {
    page = await newPage(browser, PHONE);
    const scripts: { url: string; encoding: string | undefined; length: number }[] = [];
    page.on('response', (response) => {
      const headers = response.headers();
      if (response.url().endsWith('.js'))
        scripts.push({
          url: response.url(),
          encoding: headers['content-encoding'],
          length: Number(headers['content-length']),
        });
    });
    await page.goto(appUrl(`/menu?sede=${sede.id}`));
    const images = page.getByRole('article').locator('img');
    await expect.poll(() => images.count()).toBeGreaterThan(5);
    await expectPicturePriorities(page, 1);
    // Every script is sent as the build's brotli file, but for a few tiny ones it did not shrink.
    expect(scripts.filter((script) => script.encoding === 'br').length).toBeGreaterThanOrEqual(2);
    for (const script of scripts.filter((script) => script.encoding !== 'br'))
      expect(script.length, script.url).toBeLessThan(200);
    await page.context().close();
  });

  it('fetches the font after the first paint on a first visit, as the page starts on the next, and the swap moves nothing', async () => {
    page = await newPage(browser, PHONE);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.woff2', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(appUrl('/menu'));
    await page.getByRole('article').first().waitFor();
    const timing = () =>
      page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        font: performance
          .getEntriesByType('resource')
          .find((entry) => /nunito-latin-wght-normal-.+\.woff2$/.test(entry.name))?.startTime,
        nunito: document.fonts.check('800 16px Nunito') && document.fonts.status === 'loaded',
      }));
    // Drawn in the metric-matched fallback while the font is held back, every card in place.
    await expect.poll(async () => (await timing()).paint).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByRole('article').count())
      .toBe(productos.length + especiales.length);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect((await timing()).nunito).toBe(false);
    // What the first screen shows (the sections further down are laid out only near the viewport).
    const boxes = () =>
      page
        .locator('h1, h2, article h3, input[type="search"]')
        .evaluateAll((elements) =>
          elements
            .map((element) => element.getBoundingClientRect().toJSON() as DOMRect)
            .filter((box) => box.height > 0 && box.top < window.innerHeight),
        );
    const before = await boxes();
    expect(before.length).toBeGreaterThanOrEqual(3);
    release();
    await expect.poll(async () => (await timing()).nunito).toBe(true);
    const first = await timing();
    expect(first.font).toBeGreaterThanOrEqual(first.paint!);
    // Nunito in place: every heading and the search box within a pixel of where they were.
    const after = await boxes();
    expect(after.length).toBe(before.length);
    after.forEach((box, i) => {
      expect(Math.abs(box.top - before[i]!.top), `top of #${i}`).toBeLessThanOrEqual(1);
      expect(Math.abs(box.height - before[i]!.height), `height of #${i}`).toBeLessThanOrEqual(1);
    });
    // The next visit: the browser has the file, and the page asks for it as it starts.
    await page.unroute('**/assets/*.woff2');
    await page.reload();
    await page.getByRole('article').first().waitFor();
    await expect.poll(async () => (await timing()).nunito).toBe(true);
    const next = await timing();
    expect(next.font).toBeLessThan(next.paint!);
    await page.context().close();
  });

  it("brings the menu's data in its HTML: the page asks the server for none of it", async () => {
    /** Loads `path` (then again in a new tab, with `again`): the API calls, the HTML's answers. */
    const callsOn = async (
      path: string,
      { storage = {}, again = false }: { storage?: Record<string, unknown>; again?: boolean } = {},
    ) => {
      const first = await newPage(browser, PHONE);
      const load = async (page: Page) => {
        const calls = await recordApiCalls(page, storage);
        await page.goto(appUrl(path));
        await page.getByRole('article').first().waitFor();
        await page.waitForLoadState('networkidle');
        return calls();
      };
      let made = await load(first);
      let page = first;
      if (again) {
        // The next visit: the tab closed, a new one in the same browser, which keeps its storage,
        // cookies and cache. (On such a visit the app used to read the lists twice: customer-app.)
        const context = first.context();
        await first.close();
        page = await context.newPage();
        made = await load(page);
      }
      const carried = await carriedAddresses(page, [
        ...LIST_READS,
        ...sedes.flatMap(({ id }) => menuReads(id)),
      ]);
      const cookies = await page.context().cookies();
      await page.context().close();
      return Object.assign(made, { carried, cookies });
    };
    const catalog = (id: number) => [
      `/api/categoria-productos/?sede=${id}`,
      `/api/productos/?sede=${id}&solo_activos=true`,
      `/api/productos-especiales/?sede=${id}`,
      `/api/locations/sedes/${id}/agotados/`,
    ];
    const lists = ['/api/locations/sedes/', '/api/locations/estado-sedes/'];

    // A link to a branch: the server's HTML carries its lists and its catalog, and the app draws
    // from those answers instead of asking.
    const sedes = await apiGet<Sede[]>('/api/locations/sedes/');
    const other = sedes[1];
    const linked = await callsOn(`/menu?sede=${other!.id}`);
    expect(linked.carried).toEqual([...lists, ...catalog(other!.id)]);
    for (const url of [...lists, ...catalog(other!.id)]) expectNeverAsked(linked, url);
    // Nothing of the first branch, which a first visitor would see.
    expect(linked.requests.filter((url) => catalog(sede.id).includes(url))).toEqual([]);

    // A first visitor: the server's HTML carries the first open branch's catalog with the
    // lists. No choice, no cookie.
    const first = await callsOn('/menu');
    expect(first.carried).toEqual([...lists, ...catalog(sede.id)]);
    for (const url of [...lists, ...catalog(sede.id)]) expectNeverAsked(first, url);
    expect(first.cookies.filter((cookie) => cookie.name === 'horno_sede')).toEqual([]);

    // A signed-in customer who chose a branch before: the catalog's reads are public and go
    // without the session, so the HTML's answers serve them too. The choice is mirrored in a
    // cookie as the app starts, and from the next load the server brings that branch's
    // catalog, not the first open branch's.
    const session = await apiAuth(CLIENTE);
    const token = session.authorization.replace('Token ', '');
    const profile = await (
      await fetch(`http://127.0.0.1:${thisWorkerServer().port}/api/users/profile/`, {
        headers: session,
      })
    ).json();
    const signedIn = await callsOn('/menu', {
      again: true,
      storage: {
        'horno-sede': { state: { sedeId: other!.id }, version: 0 },
        authentication: {
          state: {
            token,
            profile,
            activeOrder: null,
            selectedRole: null,
            selectedLocation: null,
            userPermissions: [],
            isAuth: true,
          },
          version: 0,
        },
      },
    });
    expect(signedIn.cookies.find((cookie) => cookie.name === 'horno_sede')?.value).toBe(
      String(other!.id),
    );
    expect(signedIn.carried).toEqual([...lists, ...catalog(other!.id)]);
    for (const url of [...lists, ...catalog(other!.id)]) expectNeverAsked(signedIn, url);
    expect(signedIn.requests.filter((url) => catalog(sede.id).includes(url))).toEqual([]);
  });

  it("draws a first visitor's branch in its first screen, from the lists asked for as the page starts", async () => {
    const page = await newPage(browser, PHONE);
    const firstScreen = await watchFirstScreen(page, 'Te mostramos el menú de');
    await page.goto(appUrl('/menu'));
    await page.getByRole('article').first().waitFor();
    const { first } = await firstScreen();
    expect(first).toContain(`Te mostramos el menú de ${sede.nombre}, abierta ahora.`);
    await page.context().close();
  });

  it('orders products by lowest price, then name, within a category', async () => {
    const category = categorias.find((c) => c.productos_por_categoria >= 3)!;
    await open(`/menu/${category.slug}?sede=${sede.id}`);
    const expected = productos.filter((p) => p.categoria === category.id).map((p) => p.nombre);
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    const shown = await page.getByRole('article').getByRole('heading').allInnerTexts();
    expect(shown.slice(0, expected.length)).toEqual(expected);
    await page.context().close();
  });

  it('/menu/{slug} shows only that category', async () => {
    const category = categorias.find((c) => c.productos_por_categoria > 0)!;
    await open(`/menu/${category.slug}?sede=${sede.id}`, PHONE);
    const inCategory =
      productos.filter((p) => p.categoria === category.id).length +
      especiales.filter((e) => e.categoria === category.id).length;
    await expect.poll(() => page.getByRole('article').count()).toBe(inCategory);
    await screenshot(page, 'menu-slug-phone');
    await expectAccessible(page);
    await page.context().close();
  });

  it('shows the 404 page for an unknown path', async () => {
    await open('/esto-no-existe', PHONE);
    await expect.poll(() => page.getByRole('heading', { name: 'Algo salió mal' }).count()).toBe(1);
    const back = page.getByRole('link', { name: 'Volver al inicio' });
    expect(await back.getAttribute('href')).toBe('/');
    await page.context().close();
  });

  it('serves the back office on admin.localhost', async () => {
    page = await newPage(browser, DESKTOP);
    await page.goto(appUrl('/', 'admin'));
    // Playwright's wait, not a one-second poll: a loaded machine takes longer to boot the panel.
    await page.getByRole('button', { name: 'Acceder al Panel' }).waitFor();
    await screenshot(page, 'admin-login');
    await page.context().close();
  });
});
