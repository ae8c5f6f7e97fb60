// What a first load fetches, and what a page's HTML carries (decision 036): the build's own files
// are named here only, through its manifest, so that a bundling change breaks this file and no
// journey. How fast it all is: bench/lighthouse.mjs and bench/bundle.mjs.
import type { Sede } from '@horno/domain/branches';
import type { Producto } from '@horno/domain/catalog';
import { pageModuleSource } from '@horno/domain/customer-pages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedAnswers, expectNeverAsked, recordApiCalls } from './support/api-calls';
import { apiGet, appUrl, launchBrowser, newPage, PHONE } from './support/browser';
import { chunkOf } from './support/chunks';

/** The scripts the page's HTML asks for ahead (`<link rel="modulepreload">`). */
const preloaded = (page: Page) =>
  page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/** The scripts the page has fetched so far. */
const fetchedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'fetch')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );

describe('a first load', () => {
  let browser: Browser;
  let sede: Sede;

  beforeAll(async () => {
    browser = await launchBrowser();
    sede = (await apiGet<Sede[]>('/api/locations/sedes/'))[0]!;
  });
  afterAll(() => browser?.close());

  it('of the menu: every script named by the HTML, the catalog in it', async () => {
    const page = await newPage(browser, PHONE);
    const calls = await recordApiCalls(page);
    await page.goto(appUrl(`/menu?sede=${sede.id}`));
    const [first] = await apiGet<Producto[]>(`/api/productos/?sede=${sede.id}&solo_activos=true`);
    await page.getByRole('heading', { name: first!.nombre }).first().waitFor();
    await page.waitForLoadState('networkidle');
    // Every script of the first load was asked for by the HTML: none a round trip later.
    const html = await (await fetch(appUrl(`/menu?sede=${sede.id}`))).text();
    const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(([, p]) => p);
    for (const script of await fetchedScripts(page)) expect(named, script).toContain(script);
    expect(await embeddedAnswers(page)).toEqual([
      ['branches'],
      ['branch-status'],
      ['categories', sede.id],
      ['products', sede.id],
      ['special-products', sede.id],
      ['sold-out', sede.id],
    ]);
    const made = await calls();
    for (const url of [
      '/api/locations/sedes/',
      `/api/productos/?sede=${sede.id}&solo_activos=true`,
      `/api/categoria-productos/?sede=${sede.id}`,
    ])
      expectNeverAsked(made, url);
    await page.context().close();
  });

  it("of the checkout and a legal page: each page's code preloaded with the entry", async () => {
    const page = await newPage(browser, PHONE);
    await page.goto(appUrl('/terminos-y-condiciones'));
    expect(await preloaded(page)).toContain(chunkOf(pageModuleSource('terms-page')));
    await page.evaluate((sedeId) => {
      localStorage.setItem('horno-sede', JSON.stringify({ state: { sedeId }, version: 0 }));
    }, sede.id);
    await page.goto(appUrl('/pedidos/finalizar-pedido'));
    // An empty cart goes back to the menu: the page is there, with its code preloaded.
    expect(await preloaded(page)).toContain(chunkOf(pageModuleSource('checkout-page')));
    await page.waitForURL(/\/menu/);
    await page.context().close();
  });

  it("of an order's page: its code preloaded with the entry", async () => {
    const page = await newPage(browser, PHONE);
    await page.goto(appUrl('/pedidos/1/detalle'));
    expect(await preloaded(page)).toContain(chunkOf(pageModuleSource('order-detail-page')));
    await page.getByText(/No encontramos el pedido/).waitFor();
    await page.context().close();
  });
});
