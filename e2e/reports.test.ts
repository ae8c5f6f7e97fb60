// The owner's numbers and the cash closing (issue 36), on a laptop and a tablet: the owner opens
// yesterday's report (the demo's orders of the day before the servers' Wednesday), compares it
// with the week before, and downloads the product mix as CSV, which is read back and checked
// against the API; a cashier opens a shift, closes it $ 3.000 short with a note, and the
// difference shows in the history. The report is also looked at on a phone.
import { formatCOP } from '@horno/domain/money';
import type { CashScreen } from '@horno/domain/cash';
import type { ProductsReport, SummaryReport } from '@horno/domain/reports';
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  CAJERO,
  expectAccessible,
  launchBrowser,
  newContext,
  newPage,
  PHONE,
  screenshot,
  staffLogin,
  type StoredSession,
  storedSession,
} from './support/browser';
import { type ExtraServer, startExtraServer } from './support/extra-server';
import { E2E_NOW } from './support/server';

const LAPTOP = { width: 1366, height: 900 };
const TABLET = { width: 820, height: 1180 };
/** The servers' day is Wednesday 25 November 2026 (E2E_NOW): yesterday is the 24th. */
const YESTERDAY = '2026-11-24';
const WEEK_BEFORE = '2026-11-17';
const SHORT_BY = 3_000;

type Auth = { authorization: string };

describe('reports and cash closing', () => {
  let browser: Browser;
  // A server of its own with the demo's month of orders (the shared ones start with none).
  let server: ExtraServer;
  let ownerSession: StoredSession;
  let cashierSession: StoredSession;
  let admin: Auth;
  let cashier: Auth;
  let chapinero: number;

  const apiCall = async <T>(path: string, auth: Auth): Promise<T> => {
    const res = await fetch(server.url(path), { headers: auth });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const login = async (account: { email: string; password: string }): Promise<Auth> => {
    const { body } = await server.api<{ token: string }>('/api/users/login/', { body: account });
    return { authorization: `Token ${body.token}` };
  };

  beforeAll(async () => {
    [browser, server] = await Promise.all([
      launchBrowser(),
      startExtraServer(E2E_NOW, { SEED_DEMO_ORDERS: 'true' }),
    ]);
    [admin, cashier] = await Promise.all([login(ADMIN), login(CAJERO)]);
    const sedes = await server.apiGet<{ id: number; nombre: string }[]>('/api/locations/sedes/');
    chapinero = sedes.find((s) => s.nombre === 'Horno Chapinero')!.id;
    const owner = await newPage(browser, LAPTOP);
    await staffLogin(owner, ADMIN, server.url('/login', 'admin'));
    await owner.waitForURL(/\/seleccionar-sede$/);
    await owner.getByRole('button', { name: /Horno Chapinero/ }).click();
    await owner.waitForURL(/\/pedidos\/gestionar$/);
    ownerSession = await storedSession(owner);
    await owner.context().close();
    const cash = await newPage(browser, LAPTOP);
    await staffLogin(cash, CAJERO, server.url('/login', 'admin'));
    await cash.waitForURL(/\/pedidos\/gestionar$/);
    cashierSession = await storedSession(cash);
    await cash.context().close();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const signedIn = async (session: StoredSession, viewport: { width: number; height: number }) => {
    const context = await newContext(browser, {
      viewport,
      storageState: session,
      acceptDownloads: true,
    });
    return context.newPage();
  };

  /** The page is as wide as the screen: nothing pushes it sideways. */
  const fitsWidth = async (page: Page, width: number) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

  for (const [name, viewport] of [
    ['laptop', LAPTOP],
    ['tablet', TABLET],
  ] as const) {
    it(`the owner reads yesterday against last week and takes the product mix as CSV (${name})`, async () => {
      const page = await signedIn(ownerSession, viewport);
      await page.goto(server.url('/reportes', 'admin'));
      await page.getByRole('button', { name: 'Ayer' }).click();
      await page.waitForURL(new RegExp(`desde=${YESTERDAY}&hasta=${YESTERDAY}`));
      await page.getByLabel('Comparar con').selectOption({ label: 'Semana anterior' });
      await page.waitForURL(/comparar=semana/);
      await expect
        .poll(() =>
          page
            .getByText(/comparado con/)
            .first()
            .textContent(),
        )
        .toMatch(/17 nov/);

      // The cards say what the API says, for all the owner's branches.
      const query = `desde=${YESTERDAY}&hasta=${YESTERDAY}&comparar=semana`;
      const summary = await apiCall<SummaryReport>(`/api/reportes/resumen/?${query}`, admin);
      expect(summary.actual.pedidos).toBeGreaterThan(0);
      expect(summary.comparacion).toMatchObject({ desde: WEEK_BEFORE, hasta: WEEK_BEFORE });
      const netCard = page.locator('[data-key="ventas_netas"]');
      await expect
        .poll(() => netCard.textContent())
        .toContain(formatCOP(summary.actual.ventas_netas));
      expect(await netCard.textContent()).toContain(
        `antes ${formatCOP(summary.anterior!.ventas_netas)}`,
      );
      await expect
        .poll(() => page.locator('[data-key="pedidos"]').textContent())
        .toContain(String(summary.actual.pedidos));

      // The product mix: its best seller in the table, and the CSV with the same numbers.
      const mix = await apiCall<ProductsReport>(`/api/reportes/productos/?${query}`, admin);
      const table = page.getByRole('table', { name: 'Mezcla de productos' });
      await expect.poll(() => table.textContent()).toContain(mix.productos[0]!.nombre);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Descargar productos en CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`reporte-productos-${YESTERDAY}_${YESTERDAY}.csv`);
      const rows = parse(readFileSync((await download.path())!), {
        bom: true,
        relax_column_count: true,
      }) as string[][];
      expect(rows[0]).toEqual(['Productos']);
      expect(rows[1]).toEqual([
        'Producto',
        'Tipo',
        'Categoría',
        'Cantidad',
        'Ventas',
        'Participación %',
        'Cantidad (comparación)',
        'Ventas (comparación)',
        'Cambio %',
      ]);
      const body = rows.slice(2, 2 + mix.productos.length);
      expect(
        body.map((r) => [r[0], Number(r[3]), Number(r[4]), r[7] === '' ? null : Number(r[7])]),
      ).toEqual(mix.productos.map((p) => [p.nombre, p.cantidad, p.ventas, p.ventas_anterior]));
      const total = body.reduce((s, r) => s + Number(r[4]), 0);
      expect(total).toBe(mix.total_ventas);

      await fitsWidth(page, viewport.width);
      await screenshot(page, `reports-${name}`);
      await page.screenshot({ path: `test-results/reports-${name}-full.png`, fullPage: true });
      await expectAccessible(page);
      await page.context().close();
    });

    it(`a cashier closes a shift short, with a note, and the history shows it (${name})`, async () => {
      const page = await signedIn(cashierSession, viewport);
      await page.goto(server.url('/caja', 'admin'));
      await page.getByLabel('Efectivo inicial (base)').fill('150000');
      await page.getByRole('button', { name: 'Abrir turno' }).click();
      await page.getByText('Efectivo esperado').first().waitFor();
      const { abierto } = await apiCall<CashScreen>(`/api/caja/?sede=${chapinero}`, cashier);
      const counted = abierto!.totales.efectivo_esperado - SHORT_BY;
      expect(abierto!.base).toBe(150_000);

      await page.getByLabel('Efectivo contado').fill(String(counted));
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Faltan' }).count())
        .toBe(1);
      await page.getByRole('button', { name: 'Cerrar turno' }).click();
      // Without a note the closing is refused, at the note.
      const note = page.getByLabel('Nota');
      await expect.poll(() => note.getAttribute('aria-invalid')).toBe('true');
      await note.fill('Un billete de 5.000 cambiado por dos de 1.000');
      await page.getByRole('button', { name: 'Cerrar turno' }).click();
      await page.waitForURL(/\/caja\/turnos\/\d+$/);
      await expect
        .poll(() => page.getByText(`Faltan ${formatCOP(SHORT_BY)}`).count())
        .toBeGreaterThan(0);
      await page.getByText('Diferencia al cerrar').waitFor();
      await screenshot(page, `cash-slip-${name}`);

      await page.getByRole('link', { name: 'Caja' }).first().click();
      await page.waitForURL(/\/caja$/);
      const history = page.getByRole('table', { name: 'Historial de cierres de caja' });
      await expect.poll(() => history.textContent()).toContain(`Faltan ${formatCOP(SHORT_BY)}`);
      // The next shift can be opened: the closed one is history.
      await page.getByLabel('Efectivo inicial (base)').waitFor();
      await fitsWidth(page, viewport.width);
      await screenshot(page, `cash-${name}`);
      await expectAccessible(page);
      await page.context().close();
    });
  }

  it('the report on a phone, and on paper', async () => {
    const page = await signedIn(ownerSession, PHONE);
    await page.goto(
      server.url(`/reportes?desde=${YESTERDAY}&hasta=${YESTERDAY}&comparar=semana`, 'admin'),
    );
    await page.locator('[data-key="ventas_netas"]').waitFor();
    await page.getByRole('table', { name: 'Mezcla de productos' }).waitFor();
    await screenshot(page, 'reports-phone');
    await page.screenshot({ path: 'test-results/reports-phone-full.png', fullPage: true });
    for (const section of [
      'Resumen',
      'Ventas en el tiempo',
      'Productos',
      'Horas de más pedidos',
      'Tiempos',
    ]) {
      await page.getByRole('heading', { name: section, exact: true }).scrollIntoViewIfNeeded();
      await screenshot(page, `reports-phone-${section.split(' ')[0]!.toLowerCase()}`);
    }
    await fitsWidth(page, PHONE.width);
    // On paper: A4's width, the print stylesheet, no sidebar, no controls.
    await page.setViewportSize({ width: 794, height: 1123 });
    // The product mix goes on paper whole: every row, not the page of it on screen.
    const mix = page.getByRole('table', { name: 'Mezcla de productos' });
    // The data table's box: its table and, below, 'Mostrando N de M filas'.
    const box = mix.locator('xpath=ancestor::div[contains(@class, "rounded-2xl")][1]');
    const footer = box.getByText(/^Mostrando \d+ de \d+ filas$/);
    const total = Number(/de (\d+) filas/.exec(await footer.innerText())![1]);
    expect(total).toBeGreaterThan(await mix.locator('tbody tr').count());
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    expect(await mix.locator('tbody tr').count()).toBe(total);
    expect(await page.getByRole('button', { name: 'Página siguiente' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Menú principal' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Ayer' }).isVisible()).toBe(false);
    await page.screenshot({ path: 'test-results/reports-print.png', fullPage: true });
    await page.context().close();
  });
});
