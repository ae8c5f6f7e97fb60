// A branch's orders for later in the back office (issue 32): the preparation times, the days to
// schedule, the slots' length and their capacity, changed, kept after a reload, a bad value
// refused in Spanish, and a save over another person's change refused. Other spec files order at
// this branch with the default settings: the test puts them back, whatever happened.
import type { Sede } from '@horno/domain/branches';
import { DEFAULT_SLOT_SETTINGS, type SlotSettings } from '@horno/domain/time-slots';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  apiAuth,
  apiCall,
  apiGet,
  appUrl,
  expectAccessible,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  staffLoginAt,
} from './support/browser';
import { toast } from './support/toasts';

/** A counter PC. */
const COUNTER = { width: 1366, height: 900 };
const CHAPINERO = 'Horno Chapinero';
const SAVE = 'Guardar programación';

const RECOGER = 'Preparación para recoger (minutos)';
const DOMICILIO = 'Preparación para domicilio (minutos)';
const DIAS = 'Días para programar';
const FRANJA = 'Duración de la franja';
const CUPO_DOMICILIO = 'Domicilios por franja';
const CUPO_RECOGER = 'Pedidos para recoger por franja';

/** The page scrolls sideways: something is wider than the screen. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** What the form shows, field by field. */
const shown = (page: Page) =>
  Promise.all(
    [RECOGER, DOMICILIO, DIAS, FRANJA, CUPO_DOMICILIO, CUPO_RECOGER].map((label) =>
      page.getByLabel(label, { exact: true }).inputValue(),
    ),
  );

describe("a branch's orders for later", () => {
  let browser: Browser;
  let page: Page;
  let sede: Sede;
  let headers: { authorization: string };
  let address: string;
  const settingsOf = () => apiGet<SlotSettings>(address);
  const pagePath = () => `/sedes/${sede.id}/programacion`;

  beforeAll(async () => {
    [browser, headers] = await Promise.all([launchBrowser(), apiAuth(ADMIN)]);
    sede = (await apiGet<Sede[]>('/api/locations/sedes/')).find((s) => s.nombre === CHAPINERO)!;
    address = `/api/locations/sedes/${sede.id}/programacion/`;
    page = await newPage(browser, COUNTER);
    await staffLoginAt(page, ADMIN, CHAPINERO);
  });
  afterAll(async () => {
    if (address) await apiCall('PUT', address, headers, DEFAULT_SLOT_SETTINGS);
    await browser?.close();
  });

  it('changes the settings, keeps them after a reload, and refuses a bad value in Spanish', async () => {
    // Reached from the branch's menu, like its hours and its kitchen stations.
    await page.goto(appUrl('/sedes', 'admin'));
    await page.getByRole('button', { name: `Acciones de ${CHAPINERO}` }).click();
    await page.getByRole('menuitem', { name: 'Pedidos programados' }).click();
    await page.waitForURL(new RegExp(`${pagePath()}$`));
    await page.getByRole('heading', { name: `Pedidos programados de ${CHAPINERO}` }).waitFor();
    // The defaults; a blank capacity is no limit.
    await expect.poll(() => shown(page)).toEqual(['20', '35', '7', '15', '', '']);
    const cupoDomicilio = page.getByLabel(CUPO_DOMICILIO, { exact: true });
    expect(await cupoDomicilio.getAttribute('placeholder')).toBe('Sin límite');
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'branch-scheduling-1366');
    await expectAccessible(page);

    await page.getByLabel(RECOGER, { exact: true }).fill('25');
    await page.getByLabel(DOMICILIO, { exact: true }).fill('45');
    await page.getByLabel(DIAS, { exact: true }).fill('3');
    await page.getByLabel(FRANJA, { exact: true }).selectOption({ label: '30 minutos' });
    await cupoDomicilio.fill('8');
    await page.getByRole('button', { name: SAVE }).click();
    await toast(page, `Pedidos programados de ${CHAPINERO} guardados`).waitFor();
    await page.waitForURL(/\/sedes$/);
    expect(await settingsOf()).toEqual({
      minutos_preparacion_recoger: 25,
      minutos_preparacion_domicilio: 45,
      dias_programacion: 3,
      minutos_franja: 30,
      capacidad_domicilio: 8,
      capacidad_recoger: null,
    });

    // Opened again and reloaded: what was saved.
    await page.goto(appUrl(pagePath(), 'admin'));
    await expect.poll(() => shown(page)).toEqual(['25', '45', '3', '30', '8', '']);
    await page.reload();
    await expect.poll(() => shown(page)).toEqual(['25', '45', '3', '30', '8', '']);

    // Out of range: said in Spanish under each field, nothing sent.
    const dias = page.getByLabel(DIAS, { exact: true });
    await dias.fill('20');
    await cupoDomicilio.fill('0');
    await page.getByRole('button', { name: SAVE }).click();
    await page.getByText('Días para programar: máximo 14').waitFor();
    await page
      .getByText('Domicilios por franja: al menos 1 pedido, o déjalo vacío para no limitar')
      .waitFor();
    expect(await dias.getAttribute('aria-invalid')).toBe('true');
    expect(await cupoDomicilio.getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toMatch(new RegExp(`${pagePath()}$`));
    expect((await settingsOf()).dias_programacion).toBe(3);
    expect((await settingsOf()).capacidad_domicilio).toBe(8);
    await screenshot(page, 'branch-scheduling-refused-1366');

    // 0 days turns scheduling off; a cleared capacity is no limit again.
    await dias.fill('0');
    await cupoDomicilio.fill('');
    await page.getByRole('button', { name: SAVE }).click();
    await toast(page, `Pedidos programados de ${CHAPINERO} guardados`).waitFor();
    await page.waitForURL(/\/sedes$/);
    expect(await settingsOf()).toMatchObject({ dias_programacion: 0, capacidad_domicilio: null });

    // Leaving a changed form asks first (decision 025).
    await page.goto(appUrl(pagePath(), 'admin'));
    await expect.poll(() => dias.inputValue()).toBe('0');
    await dias.fill('5');
    await page.getByRole('link', { name: 'Volver' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Salir sin guardar los cambios?' })
      .getByRole('button', { name: 'Salir sin guardar' })
      .click();
    await page.waitForURL(/\/sedes$/);
    expect((await settingsOf()).dias_programacion).toBe(0);
  });

  it("refuses a save over another person's change and keeps what was typed", async () => {
    await page.goto(appUrl(pagePath(), 'admin'));
    const recoger = page.getByLabel(RECOGER, { exact: true });
    await expect
      .poll(async () => (await shown(page))[0])
      .toBe(String((await settingsOf()).minutos_preparacion_recoger));
    // Another person saves meanwhile.
    await apiCall('PUT', address, headers, {
      ...(await settingsOf()),
      minutos_preparacion_recoger: 15,
    });
    await recoger.fill('30');
    await page.getByRole('button', { name: SAVE }).click();
    await page.getByRole('button', { name: 'Recargar' }).waitFor();
    expect(await recoger.inputValue()).toBe('30');
    expect((await settingsOf()).minutos_preparacion_recoger).toBe(15);
  });

  it('fits a phone', async () => {
    const phone = await newPage(browser, PHONE);
    await staffLoginAt(phone, ADMIN, CHAPINERO);
    await phone.goto(appUrl(pagePath(), 'admin'));
    await phone.getByLabel(CUPO_RECOGER, { exact: true }).waitFor();
    expect(await scrollsSideways(phone)).toBe(false);
    await screenshot(phone, 'branch-scheduling-390');
    await expectAccessible(phone);
    await phone.getByLabel(CUPO_RECOGER, { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(phone, 'branch-scheduling-390-end');
    await phone.context().close();
  });
});
