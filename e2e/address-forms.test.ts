import { ADDRESS_UNREADABLE } from '@horno/domain/colombian-address';
import { ORDER_MESSAGES } from '@horno/domain/order-messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appUrl,
  expectAccessible,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
} from './support/browser';
import { E2E_NOW } from './support/server';

const SEDE = 1; // Horno Chapinero, Calle 63 # 9-45.

// How people in Bogotá write the same address, and the suggestion each one should offer.
const FORMS: [string, string][] = [
  ['Cl. 72 # 10-34', 'Calle 72 # 10-34, Bogotá'],
  ['Cll. 72 # 10-34', 'Calle 72 # 10-34, Bogotá'],
  ['calle 72 10 34', 'Calle 72 # 10-34, Bogotá'],
  ['calle 72 #10 34', 'Calle 72 # 10-34, Bogotá'],
  ['Cra. 7 # 40-62', 'Carrera 7 # 40-62, Bogotá'],
  ['Carrera 7 40 62', 'Carrera 7 # 40-62, Bogotá'],
  ['Calle 72 # 10-34 Torre 2', 'Calle 72 # 10-34, Torre 2, Bogotá'],
  ['Calle 72 # 10-34 int 3', 'Calle 72 # 10-34, Interior 3, Bogotá'],
  ['Calle 72 # 10-34 Chapinero', 'Calle 72 # 10-34, Chapinero, Bogotá'],
];
const CHOSEN = 'Calle 72 # 10-34, Apto 301, Bogotá';

describe('address forms on a touch phone', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await newContext(browser, { viewport: PHONE, hasTouch: true, isMobile: true });
    page = await context.newPage();
    await page.clock.setFixedTime(new Date(E2E_NOW));
    await page.goto(appUrl(`/menu?sede=${SEDE}`));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });
  afterAll(() => browser.close());

  const dialog = () => page.getByRole('dialog', { name: 'Seleccionar sede y dirección' });
  const field = () => dialog().getByLabel('Dirección de entrega');
  const suggestion = (name: string) =>
    dialog()
      .getByRole('list', { name: 'Sugerencias de dirección' })
      .getByRole('button', { name, exact: true });

  it('finds the address however it is written, keeps the complement and says how to write it', async () => {
    await page.getByRole('button', { name: 'Seleccionar dirección de entrega' }).tap();
    await dialog().waitFor();

    for (const [typed, offered] of FORMS) {
      await field().fill(typed);
      await suggestion(offered).waitFor();
    }

    // Text that is not an address gets an example of the form, not talk of coverage.
    await field().fill('mi casa en Chapinero');
    const notice = dialog().getByRole('alert');
    await notice.filter({ hasText: ADDRESS_UNREADABLE }).waitFor();
    expect(await dialog().innerText()).not.toContain(ORDER_MESSAGES.addressNotFound);
    await screenshot(page, 'address-forms-unreadable-phone');
    await expectAccessible(page);

    await field().fill('Cll. 72 # 10-34 apto 301');
    await suggestion(CHOSEN).tap();
    await dialog()
      .getByText(/Domicilio \$/)
      .waitFor();
    expect(await field().inputValue()).toBe(CHOSEN);
    await screenshot(page, 'address-forms-complement-phone');
    await dialog().getByRole('button', { name: 'Confirmar selección' }).tap();
    const strip = page.getByRole('button', { name: /Entregar en:/ });
    await expect.poll(() => strip.innerText()).toContain(CHOSEN);
  });
});
