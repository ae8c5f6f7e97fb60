import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, appUrl, launchBrowser, newPage, screenshot, staffLogin } from './support/browser';

describe('form messages say the rule, in Spanish', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await staffLogin(page, ADMIN);
    await page.waitForURL(/\/seleccionar-sede$/);
    await page.getByRole('button', { name: /Horno Chapinero/ }).click();
    await page.waitForURL(/\/pedidos\/gestionar$/);
  });
  afterAll(() => browser.close());

  /** The message shown under the field labelled `label`. */
  const messageOf = (label: string) =>
    page.getByLabel(label, { exact: true }).evaluate((input) => {
      const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
      return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    });

  it('a role name over 80 characters', async () => {
    await page.goto(appUrl('/roles/registrar', 'admin'));
    await page.getByLabel('Nombre del rol').fill('R'.repeat(81));
    await page.getByRole('button', { name: 'Crear rol' }).click();
    await expect.poll(() => messageOf('Nombre del rol')).toContain('Máximo 80 caracteres');
    await screenshot(page, 'form-messages-role');
  });

  it('a permission name over 120 characters and a key over 80', async () => {
    await page.goto(appUrl('/permisos/registrar', 'admin'));
    await page.getByLabel('Nombre', { exact: true }).fill('Permiso '.repeat(16));
    await page.getByLabel('Clave').fill('k'.repeat(81));
    await page.getByRole('button', { name: 'Registrar permiso' }).click();
    await expect.poll(() => messageOf('Nombre')).toContain('Máximo 120 caracteres');
    await expect.poll(() => messageOf('Clave')).toContain('Máximo 80 caracteres');
  });

  it('a staff member registered with a 300-character name', async () => {
    await page.goto(appUrl('/usuarios/registrar', 'admin'));
    await page.getByLabel('Nombres').fill('Ana'.repeat(100));
    await page.getByLabel('Apellidos').fill('Gómez');
    await page.getByRole('button', { name: 'Registrar usuario' }).click();
    await expect.poll(() => messageOf('Nombres')).toContain('Máximo 80 caracteres');
    expect(await messageOf('Nombres')).not.toContain('requerido');
    // The fields left empty say what they need, in Spanish.
    expect(await messageOf('Correo electrónico')).toBe('El correo electrónico es requerido');
    expect(await page.getByText('Selecciona al menos un rol').count()).toBe(1);
    const body = await page.locator('main').innerText();
    expect(body).not.toMatch(/Invalid|expected|Too big|Too small|Required/);
    await screenshot(page, 'form-messages-register-user');
  });
});
