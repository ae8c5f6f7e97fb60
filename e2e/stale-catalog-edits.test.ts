import type { Sede } from '@horno/domain/branches';
import type { CategoriaProducto, Producto } from '@horno/domain/catalog';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  apiAuth,
  apiGet,
  appUrl,
  DESKTOP,
  launchBrowser,
  screenshot,
  staffLoginAt,
  thisWorkerServer,
} from './support/browser';

// Issue 30, item 1: two people editing one product. The second save is refused and says so,
// what the person typed stays, and 'Recargar' shows the other person's change.

const STALE =
  'Otra persona modificó este registro mientras lo editabas. Recarga para ver sus cambios.';
const TABLET = { width: 820, height: 1180 };
const poll = <T>(look: () => T | Promise<T>) => expect.poll(look, { timeout: 5_000 });

describe('a product changed by another person while it is edited', () => {
  let browser: Browser;
  let page: Page;
  let base: string;
  let headers: { authorization: string };
  let unsized: CategoriaProducto;
  const created: number[] = [];

  const productForm = (fields: Record<string, string | number>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    return form;
  };
  const readProduct = async (id: number) =>
    (await (await fetch(`${base}/api/productos/${id}/`, { headers })).json()) as Producto;

  beforeAll(async () => {
    browser = await launchBrowser();
    base = `http://127.0.0.1:${thisWorkerServer().port}`;
    headers = await apiAuth(ADMIN);
    const categorias = await apiGet<CategoriaProducto[]>('/api/categoria-productos/');
    unsized = categorias.find((c) => !c.tiene_medidas && c.nombre !== 'Combos')!;
    const sedes = await apiGet<Sede[]>('/api/locations/sedes/');
    const context = await browser.newContext({ viewport: DESKTOP });
    page = await context.newPage();
    await staffLoginAt(page, ADMIN, sedes.find((s) => s.nombre.includes('Chapinero'))!.nombre);
  });
  afterAll(async () => {
    for (const id of created) {
      await fetch(`${base}/api/productos/${id}/`, { method: 'DELETE', headers });
    }
    await browser.close();
  });

  it('refuses the second save, keeps what was typed and reloads on request', async () => {
    const res = await fetch(`${base}/api/productos/`, {
      method: 'POST',
      headers,
      body: productForm({ nombre: 'Jugo de mora en agua', categoria: unsized.id, precio: 6000 }),
    });
    expect(res.status).toBe(201);
    const p = (await res.json()) as Producto;
    created.push(p.id);

    await page.goto(appUrl(`/productos/${p.id}/modificar`, 'admin'));
    const name = page.getByLabel('Nombre', { exact: true });
    await poll(() => name.inputValue()).toBe('Jugo de mora en agua');

    // Meanwhile, on another device, someone else changes the price.
    const other = await fetch(`${base}/api/productos/${p.id}/`, {
      method: 'PUT',
      headers,
      body: productForm({ nombre: 'Jugo de mora en agua', categoria: unsized.id, precio: 6500 }),
    });
    expect(other.status).toBe(200);

    await name.fill('Jugo de mora en leche');
    await page.getByRole('button', { name: 'Modificar Producto' }).click();
    const alert = page.getByRole('alert').filter({ hasText: STALE });
    await alert.waitFor();
    await page.setViewportSize(TABLET);
    await alert.scrollIntoViewIfNeeded();
    await screenshot(page, 'stale-product-tablet');
    await page.setViewportSize(DESKTOP);
    // Still on the form, with what was typed; the other person's change stands.
    expect(page.url()).toMatch(/modificar$/);
    expect(await name.inputValue()).toBe('Jugo de mora en leche');
    const stored = await readProduct(p.id);
    expect([stored.nombre, stored.precio]).toEqual(['Jugo de mora en agua', 6500]);

    // 'Recargar' reads the product again (the browser asks first: the form has changes).
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Recargar' }).click();
    await poll(() => name.inputValue()).toBe('Jugo de mora en agua');
    await poll(() => page.getByLabel('Precio', { exact: true }).inputValue()).toMatch(/6\.?500/);

    // Now the save goes through, and a second one from the same form too.
    await name.fill('Jugo de mora en leche');
    await page.getByRole('button', { name: 'Actualizar', exact: true }).click();
    await poll(async () => (await readProduct(p.id)).nombre).toBe('Jugo de mora en leche');
    // Saved, the product shows its detail; 'Editar' opens the form again.
    await poll(() => name.count()).toBe(0);
    await page.getByRole('button', { name: 'Editar' }).click();
    await poll(() => name.inputValue()).toBe('Jugo de mora en leche');
    await name.fill('Jugo de mora y fresa');
    await page.getByRole('button', { name: 'Modificar Producto' }).click();
    await poll(async () => (await readProduct(p.id)).nombre).toBe('Jugo de mora y fresa');
  });
});
