import type { Sede } from '@horno/domain/branches';
import type {
  BuildYourPizzaOptions,
  Producto,
  ProductoEspecial,
  Seccion,
} from '@horno/domain/catalog';
import { formatCOP } from '@horno/domain/money';
import { regularUnitPrice, specialUnitPrice } from '@horno/domain/pricing';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  appUrl,
  DESKTOP,
  expectAccessible,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
} from './support/browser';
import { withoutEmbeddedAnswers } from './support/api-calls';

const ADDED = 'Producto añadido al carrito con éxito!';
const CLOSED = 'La sede no está abierta en este momento';

const cartPanel = (page: Page) => page.getByRole('dialog', { name: 'Carrito' });
// The top bar is hidden from assistive technology while a dialog is open.
const cartButton = (page: Page) =>
  page.getByRole('button', { name: /^Abrir carrito/, includeHidden: true });
const cartLine = (panel: Locator, nombre: string) =>
  panel
    .getByRole('listitem')
    .filter({ has: panel.page().getByRole('heading', { name: nombre, exact: true }) });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An option named `nombre`, whatever price follows it ('Tocineta + $ 5.000'). */
const named = (nombre: string) => new RegExp(`^${escape(nombre)}( |$)`);
/** Text as the page shows it (formatCOP puts a no-break space after '$'). */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const addButton = (dialog: Locator) =>
  dialog.getByRole('button', { name: /^Agregar( al carrito)? ·/ });

/** The active options a special's section offers, in order. */
const options = (seccion: Seccion) =>
  seccion.opciones.filter((o) => o.activo).sort((a, b) => a.orden - b.orden);

describe('ordering from the menu', () => {
  let browser: Browser;
  let page: Page;
  let sede: Sede;
  let productos: Producto[];
  let especiales: ProductoEspecial[];
  let armaTuPizza: BuildYourPizzaOptions;
  /** Units and price of each line added so far, by name. */
  const expected = new Map<string, { cantidad: number; unit: number }>();

  beforeAll(async () => {
    browser = await launchBrowser();
    [sede] = (await apiGet<Sede[]>('/api/locations/sedes/')) as [Sede];
    productos = await apiGet(`/api/productos/?sede=${sede.id}`);
    especiales = await apiGet(`/api/productos-especiales/?sede=${sede.id}`);
    armaTuPizza = await apiGet(`/api/build-your-pizza-options/?sede=${sede.id}`);
    page = await newPage(browser, DESKTOP);
    await page.goto(appUrl(`/menu?sede=${sede.id}`));
  });
  afterAll(() => browser.close());

  const closeCart = async () => {
    if (await cartPanel(page).isVisible()) {
      await page.keyboard.press('Escape');
      await expect.poll(() => cartPanel(page).count()).toBe(0);
    }
  };

  it('configures a pizza in GRANDE with an addition, twice, and shows it in the cart', async () => {
    const pizza = productos.find(
      (p) =>
        p.descuento === 0 &&
        p.posibles_adiciones.length > 0 &&
        p.precios_por_medida.some((m) => m.medida.value === 'GRANDE'),
    )!;
    const grande = pizza.precios_por_medida.find((m) => m.medida.value === 'GRANDE')!;
    const adicion = pizza.posibles_adiciones[0]!;
    const unit = regularUnitPrice({
      producto: pizza,
      medidaId: grande.medida.id,
      adiciones: [adicion.ingrediente.id],
    });

    await page.getByRole('button', { name: `Agregar ${pizza.nombre}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: pizza.nombre });
    await dialog.waitFor();
    // The cheapest size is chosen first.
    const cheapest = [...pizza.precios_por_medida].sort((a, b) => a.precio - b.precio)[0]!;
    expect(await dialog.getByRole('radio', { name: cheapest.medida.label }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: grande.medida.label }).check();
    const extra = dialog.getByRole('checkbox', { name: `Extra ${adicion.ingrediente.nombre}` });
    expect(plain(await extra.locator('xpath=..').innerText())).toContain(
      plain(`+ ${formatCOP(adicion.precio_adicion)}`),
    );
    await extra.check();
    await dialog.getByRole('button', { name: 'Agregar una unidad' }).click();
    await dialog.getByLabel('Observaciones').fill('Bien tostada');
    await expect
      .poll(async () => plain(await addButton(dialog).innerText()))
      .toContain(plain(formatCOP(unit * 2)));
    await screenshot(page, 'ordering-product-desktop');
    await expectAccessible(page);
    await addButton(dialog).click();
    expected.set(pizza.nombre, { cantidad: 2, unit });

    await expect.poll(() => page.getByText(ADDED).count()).toBeGreaterThan(0);
    // From 768 px the panel opens by itself when the cart gets its first items.
    const panel = cartPanel(page);
    await panel.waitFor();
    const line = cartLine(panel, pizza.nombre);
    const text = plain(await line.innerText());
    expect(text).toContain(grande.medida.label);
    expect(text).toContain(`Extra ${adicion.ingrediente.nombre}`);
    expect(text).toContain('Bien tostada');
    expect(text).toContain(plain(formatCOP(unit * 2)));
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Abrir carrito (2 productos)');
    await screenshot(page, 'ordering-cart-desktop');
    await expectAccessible(page);
  });

  it("builds a half-and-half pizza in 'Arma tu pizza', priced by the dearer half", async () => {
    await closeCart();
    const mediana = armaTuPizza.medidas.find((m) => m.value === 'MEDIANA')!;
    const sizePrice = (p: Producto) =>
      p.precios_por_medida.find((m) => m.medida.id === mediana.id)!.precio;
    const primera = armaTuPizza.sabores_por_categoria.TRADICIONALES.find((p) => p.descuento === 0)!;
    const segunda = armaTuPizza.sabores_por_categoria.SUPER_ESPECIALES.find(
      (p) => p.descuento === 0,
    )!;
    const unit = regularUnitPrice({ producto: primera, mitad: segunda, medidaId: mediana.id });
    expect(unit).toBe(Math.max(sizePrice(primera), sizePrice(segunda)));

    await page.getByRole('button', { name: 'Armar mi pizza' }).click();
    const dialog = page.getByRole('dialog', { name: 'Arma tu pizza' });
    await dialog.getByRole('radio', { name: mediana.label }).waitFor();
    expect(await dialog.getByRole('radio', { name: mediana.label }).isChecked()).toBe(true);
    // Only the sizes that admit halves are offered.
    expect(await dialog.getByRole('radio').count()).toBe(armaTuPizza.medidas.length);

    const first = dialog.getByLabel('Sabor 1');
    const second = dialog.getByLabel('Sabor 2');
    await first.selectOption(String(primera.id));
    // The same flavor cannot be both halves.
    expect(await second.locator(`option[value="${primera.id}"]`).isDisabled()).toBe(true);
    await second.selectOption(String(segunda.id));
    await expect
      .poll(async () => plain(await addButton(dialog).innerText()))
      .toContain(plain(formatCOP(unit)));
    await screenshot(page, 'ordering-arma-tu-pizza-desktop');
    await expectAccessible(page);
    await addButton(dialog).click();

    const nombre = `Mitad ${primera.nombre} / Mitad ${segunda.nombre}`;
    expected.set(nombre, { cantidad: 1, unit });
    await cartButton(page).click();
    const line = cartLine(cartPanel(page), nombre);
    await line.waitFor();
    expect(plain(await line.innerText())).toContain(plain(formatCOP(unit)));
  });

  it("configures a special product honouring its sections' limits", async () => {
    await closeCart();
    const especial = especiales.find((e) =>
      e.secciones.some((s) => s.maximo > 1 && options(s).length > s.maximo),
    )!;
    await page.getByRole('button', { name: `Agregar ${especial.nombre}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: especial.nombre });
    await dialog.waitFor();
    const required = especial.secciones.some((s) => s.minimo > 0);
    if (required) expect(await addButton(dialog).isDisabled()).toBe(true);

    const configuraciones: Record<string, number[]> = {};
    for (const seccion of [...especial.secciones].sort((a, b) => a.orden - b.orden)) {
      const group = dialog.getByRole('group', { name: seccion.nombre });
      if (seccion.seleccionar_mayor_valor) {
        expect(await group.innerText()).toContain('Se cobra solo la opción de mayor valor');
      }
      if (seccion.maximo === 1) {
        // A single choice: radio buttons.
        expect(await group.getByRole('checkbox').count()).toBe(0);
        if (seccion.minimo === 0) continue;
        const opcion = options(seccion).at(-1)!;
        await group.getByRole('radio', { name: named(opcion.nombre) }).check();
        configuraciones[String(seccion.id)] = [opcion.id];
        continue;
      }
      const wanted = seccion.maximo > 1 ? seccion.maximo : Math.max(seccion.minimo, 1);
      const picked = options(seccion).slice(-wanted);
      for (const opcion of picked) {
        await group.getByRole('checkbox', { name: named(opcion.nombre) }).check();
      }
      configuraciones[String(seccion.id)] = picked.map((o) => o.id);
      if (seccion.maximo > 1) {
        // The checkboxes stop at the maximum.
        const other = options(seccion).find((o) => !picked.includes(o))!;
        expect(await group.getByRole('checkbox', { name: named(other.nombre) }).isDisabled()).toBe(
          true,
        );
      }
    }
    const unit = specialUnitPrice({ especial, configuraciones });
    await expect
      .poll(async () => plain(await addButton(dialog).innerText()))
      .toContain(plain(formatCOP(unit)));
    expect(await addButton(dialog).isEnabled()).toBe(true);
    await screenshot(page, 'ordering-special-desktop');
    await expectAccessible(page);
    await addButton(dialog).click();
    expected.set(especial.nombre, { cantidad: 1, unit });

    await cartButton(page).click();
    const line = cartLine(cartPanel(page), especial.nombre);
    await line.waitFor();
    const text = plain(await line.innerText());
    expect(text).toContain(plain(formatCOP(unit)));
    const first = especial.secciones.find((s) => configuraciones[String(s.id)]?.length)!;
    expect(text).toContain(`${first.nombre}:`);
  });

  it('removes a line and puts it back with the undo toast', async () => {
    const panel = cartPanel(page);
    await panel.waitFor();
    const [nombre] = [...expected.entries()].find(([, l]) => l.cantidad === 1)!;
    await panel.getByRole('button', { name: `Eliminar ${nombre}` }).click();
    await expect.poll(() => cartLine(panel, nombre).count()).toBe(0);
    // The toaster sits outside the modal panel (hidden from the accessibility tree meanwhile);
    // the panel lists its own 'Deshacer' too.
    const undo = page.locator('[data-rht-toaster] button', { hasText: 'Deshacer' });
    await undo.waitFor();
    await page.waitForTimeout(400); // let the toast slide in for the screenshot
    await screenshot(page, 'ordering-undo-desktop');
    await undo.click();
    await expect.poll(() => cartLine(panel, nombre).count()).toBe(1);
    // Pressing the toast does not close the panel.
    expect(await panel.isVisible()).toBe(true);
    // The toast left from under the mouse, which never 'left' it: toasts still go by themselves.
    await page.mouse.move(1, 1);
    await expect
      .poll(() => page.locator('[data-rht-toaster] [role="status"]').count(), { timeout: 10_000 })
      .toBe(0);
  });

  it('edits a line in the same modal, replacing it', async () => {
    const panel = cartPanel(page);
    const [nombre, line] = [...expected.entries()][0]!;
    const pizza = productos.find((p) => p.nombre === nombre)!;
    await panel.getByRole('button', { name: `Editar ${nombre}` }).click();
    const dialog = page.getByRole('dialog', { name: nombre });
    await dialog.waitFor();
    const familiar = pizza.precios_por_medida.find((m) => m.medida.value === 'FAMILIAR')!;
    expect(await dialog.getByRole('radio', { name: 'Grande' }).isChecked()).toBe(true);
    expect(await dialog.getByLabel('Observaciones').inputValue()).toBe('Bien tostada');
    await dialog.getByRole('radio', { name: familiar.medida.label }).check();
    const checked = await dialog.getByRole('checkbox', { checked: true }).count();
    expect(checked).toBe(1);
    const adicion = pizza.posibles_adiciones[0]!;
    const unit = regularUnitPrice({
      producto: pizza,
      medidaId: familiar.medida.id,
      adiciones: [adicion.ingrediente.id],
    });
    await dialog.getByRole('button', { name: /^Guardar cambios/ }).click();
    expected.set(nombre, { ...line, unit });
    await expect.poll(() => dialog.count()).toBe(0);
    const text = plain(await cartLine(panel, nombre).innerText());
    expect(text).toContain(familiar.medida.label);
    expect(text).toContain(plain(formatCOP(unit * line.cantidad)));
    expect(await cartLine(panel, nombre).count()).toBe(1);
  });

  it('keeps the cart after a reload (cart-storage)', async () => {
    await page.reload();
    const units = [...expected.values()].reduce((n, l) => n + l.cantidad, 0);
    const subtotal = [...expected.values()].reduce((n, l) => n + l.unit * l.cantidad, 0);
    await expect
      .poll(() => cartButton(page).getAttribute('aria-label'))
      .toBe(`Abrir carrito (${units} productos)`);
    await cartButton(page).click();
    const panel = cartPanel(page);
    await panel.waitFor();
    for (const nombre of expected.keys()) {
      await expect.poll(() => cartLine(panel, nombre).count()).toBe(1);
    }
    await expect
      .poll(async () => plain(await panel.innerText()))
      .toContain(`Subtotal\n${plain(formatCOP(subtotal))}`);
  });

  it('offers checkout to guests and asks others to sign in', async () => {
    const panel = cartPanel(page);
    await panel.getByRole('button', { name: 'Ir a finalizar pedido' }).click();
    // Without a session the auth modal opens over the cart.
    const auth = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await auth.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => auth.count()).toBe(0);
    await panel.getByRole('button', { name: 'Continuar como invitado' }).click();
    await page.waitForURL(/\/pedidos\/finalizar-pedido/);
    await page.context().close();
  });

  it('on a phone: the panel stays closed after adding, and a closed branch cannot take products', async () => {
    const phone = await newPage(browser, PHONE);
    await phone.goto(appUrl(`/menu?sede=${sede.id}`));
    const producto = productos.find((p) => p.precios_por_medida.length === 0 && p.precio)!;
    await phone.getByRole('button', { name: `Agregar ${producto.nombre}`, exact: true }).click();
    const dialog = phone.getByRole('dialog', { name: producto.nombre });
    await dialog.waitFor();
    await screenshot(phone, 'ordering-product-phone');
    await expectAccessible(phone);
    await addButton(dialog).click();
    await expect
      .poll(() => cartButton(phone).getAttribute('aria-label'))
      .toBe('Abrir carrito (1 producto)');
    expect(await cartPanel(phone).count()).toBe(0);
    await cartButton(phone).click();
    await cartPanel(phone).waitFor();
    await screenshot(phone, 'ordering-cart-phone');
    await expectAccessible(phone);

    // The same visitor when the branch is closed (the menu's HTML carries the statuses: without
    // them, the app asks for them).
    await withoutEmbeddedAnswers(phone, /\/menu(\?|$)/);
    await phone.route('**/api/locations/estado-sedes/**', (route) =>
      route.fulfill({ json: [{ id: sede.id, abierta: false, minutos_para_cambio: 120 }] }),
    );
    await phone.reload();
    await expect.poll(() => cartButton(phone).isDisabled()).toBe(true);
    // The closed-branches notice may open over the menu: close it first.
    await phone
      .getByRole('dialog')
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
    while ((await phone.getByRole('dialog').count()) > 0) await phone.keyboard.press('Escape');
    expect(await phone.getByText(CLOSED).count()).toBeGreaterThan(0);
    await phone.getByRole('button', { name: `Agregar ${producto.nombre}`, exact: true }).click();
    const closed = phone.getByRole('dialog', { name: producto.nombre });
    await closed.waitFor();
    expect(await closed.getByText(CLOSED).count()).toBe(1);
    expect(await addButton(closed).isDisabled()).toBe(true);
    await phone.context().close();
  });
});
