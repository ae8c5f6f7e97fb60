// A new guest's whole journey through the customer app, as a person would go: branch and address
// in the modal, 'Arma tu pizza', a combo, the cart, the guest checkout and the order's detail —
// and the total shown at each step is the one the server charged.
import type { Sede } from '@horno/domain/branches';
import { type CartLine, cartTotals } from '@horno/domain/cart';
import type {
  BuildYourPizzaOptions,
  GrupoSabor,
  Producto,
  ProductoEspecial,
  Seccion,
} from '@horno/domain/catalog';
import { formatOrderNumber } from '@horno/domain/dates';
import { formatCOP } from '@horno/domain/money';
import type { Order } from '@horno/domain/orders';
import { orderTotals, regularUnitPrice, specialUnitPrice } from '@horno/domain/pricing';
import { halfAndHalfName } from '@horno/domain/product-config';
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
import { toast } from './support/toasts';

const BRANCH = 'Horno Chapinero';
const ADDRESS = 'Calle 70 # 11-20';
const SUGGESTION = 'Calle 70 # 11-20, Bogotá';

interface Suggestion {
  place_id: string;
  direccion: string;
  lat: number;
  lng: number;
  out_of_coverage: boolean;
}

/** What the app remembers of the orders this browser placed (local key 'horno-pedidos'). */
interface TrackedOrder {
  id: number;
  token: string;
}

/** A line the guest put in the cart: its name as the cart shows it, and its price. */
interface Chosen {
  nombre: string;
  unit: number;
  cantidad: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An option named `nombre`, whatever price follows it ('Tocineta + $ 5.000'). */
const named = (nombre: string) => new RegExp(`^${escape(nombre)}( |$)`);
/** Text as the page shows it (formatCOP puts a no-break space after '$'). */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const locationDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Seleccionar sede y dirección' });
const cartPanel = (page: Page) => page.getByRole('dialog', { name: 'Carrito' });
// The top bar is hidden from assistive technology while a dialog is open.
const cartButton = (page: Page) =>
  page.getByRole('button', { name: /^Abrir carrito/, includeHidden: true });
const cartLine = (panel: Locator, nombre: string) =>
  panel
    .getByRole('listitem')
    .filter({ has: panel.page().getByRole('heading', { name: nombre, exact: true }) });
const addButton = (dialog: Locator) =>
  dialog.getByRole('button', { name: /^Agregar( al carrito)? ·/ });

/** The amount shown next to a term of a totals list ('Valor total' → '$ 104.700'). */
const amount = (page: Page, term: string | RegExp) =>
  page
    .getByRole('term')
    .filter({ hasText: term })
    .first()
    .locator('xpath=following-sibling::dd[1]')
    .innerText();

/** The active options a special's section offers, in order. */
const options = (seccion: Seccion) =>
  seccion.opciones.filter((o) => o.activo).sort((a, b) => a.orden - b.orden);

describe("a new guest's journey, from the branch to the order's detail", () => {
  let browser: Browser;
  let sede: Sede;
  let productos: Producto[];
  let especiales: ProductoEspecial[];
  let armaTuPizza: BuildYourPizzaOptions;
  let deliveryFee: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    const sedes = await apiGet<Sede[]>('/api/locations/sedes/');
    sede = sedes.find((s) => s.nombre === BRANCH)!;
    expect(sede).toBeDefined();
    productos = await apiGet(`/api/productos/?sede=${sede.id}&solo_activos=true`);
    especiales = await apiGet(`/api/productos-especiales/?sede=${sede.id}`);
    armaTuPizza = await apiGet(`/api/build-your-pizza-options/?sede=${sede.id}`);
    const [place] = await apiGet<Suggestion[]>(
      `/api/directions/?input_text=${encodeURIComponent(ADDRESS)}&sede_id=${sede.id}`,
    );
    const quote = await apiGet<{ costo_domicilio: number }>(
      `/api/calculate-distance/?lat=${place!.lat}&lon=${place!.lng}&sede_id=${sede.id}`,
    );
    deliveryFee = quote.costo_domicilio;
  });
  afterAll(() => browser.close());

  /** Opens /, then picks the branch and the delivery address in 'Seleccionar sede y dirección'. */
  async function chooseBranchAndAddress(page: Page) {
    await page.goto(appUrl('/'));
    await page.waitForURL(/\/menu/);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /Sede:/ }).click();
    const dialog = locationDialog(page);
    await dialog.waitFor();

    const branchField = dialog.getByLabel('Sede');
    await branchField.selectOption({ label: BRANCH });
    await dialog
      .getByRole('status')
      .filter({ hasText: `Ahora puedes ver el menú de ${BRANCH}` })
      .waitFor();
    expect(await branchField.inputValue()).toBe(String(sede.id));

    const confirm = dialog.getByRole('button', { name: 'Confirmar selección' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Dirección de entrega').fill(ADDRESS);
    await dialog
      .getByRole('list', { name: 'Sugerencias de dirección' })
      .getByRole('button', { name: SUGGESTION })
      .click();
    await dialog.getByText(`Domicilio ${formatCOP(deliveryFee)}`).waitFor();
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await confirm.click();
    await toast(page, 'Sede y dirección seleccionadas correctamente.').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    // The top bar says both, on every screen size.
    await banner
      .getByRole('button', { name: new RegExp(`Sede: ${BRANCH}.*${escape(SUGGESTION)}`) })
      .waitFor();
    expect(page.url()).toContain(`sede=${sede.id}`);
  }

  /** 'Arma tu pizza' with two different flavors in the default size (MEDIANA). */
  async function buildHalfAndHalf(page: Page): Promise<Chosen> {
    const mediana = armaTuPizza.medidas.find((m) => m.value === 'MEDIANA')!;
    const halves = (grupo: GrupoSabor) =>
      (armaTuPizza.sabores_por_categoria[grupo] ?? []).filter((p) =>
        p.precios_por_medida.some((m) => m.medida.id === mediana.id && m.admite_mitades),
      );
    // A discounted flavor and a dearer one: the price is the dearer half's, after its discount.
    const tradicionales = halves('TRADICIONALES');
    const primera = tradicionales.find((p) => p.descuento > 0) ?? tradicionales[0]!;
    const segunda = halves('ESPECIALES').find((p) => p.id !== primera.id)!;
    const catalogo = (id: number) => productos.find((p) => p.id === id)!;
    const unit = regularUnitPrice({
      producto: catalogo(primera.id),
      mitad: catalogo(segunda.id),
      medidaId: mediana.id,
    });

    await page.getByRole('button', { name: 'Armar mi pizza' }).click();
    const dialog = page.getByRole('dialog', { name: 'Arma tu pizza' });
    const size = dialog.getByRole('radio', { name: mediana.label });
    await size.waitFor();
    expect(await size.isChecked()).toBe(true);
    expect(await addButton(dialog).isDisabled()).toBe(true);

    const first = dialog.getByLabel('Sabor 1');
    const second = dialog.getByLabel('Sabor 2');
    await first.selectOption(String(primera.id));
    // The same flavor cannot be both halves.
    expect(await second.locator(`option[value="${primera.id}"]`).isDisabled()).toBe(true);
    await second.selectOption(String(segunda.id));
    await expect
      .poll(async () => plain(await addButton(dialog).innerText()))
      .toContain(plain(formatCOP(unit)));
    await addButton(dialog).click();
    await expect.poll(() => dialog.count()).toBe(0);
    return { nombre: halfAndHalfName(primera.nombre, segunda.nombre), unit, cantidad: 1 };
  }

  /** A combo, honouring each section's minimum and maximum. */
  async function configureCombo(page: Page): Promise<Chosen> {
    const combo =
      especiales.find(
        (e) =>
          e.secciones.some((s) => s.seleccionar_mayor_valor && s.maximo > 1) &&
          e.secciones.some((s) => s.maximo === 1) &&
          e.secciones.some((s) => s.maximo === 0),
      ) ?? especiales.find((e) => e.secciones.some((s) => s.minimo > 0))!;
    await page.getByRole('button', { name: `Agregar ${combo.nombre}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: combo.nombre });
    await dialog.waitFor();
    // Required sections first: nothing can be added yet.
    expect(await addButton(dialog).isDisabled()).toBe(true);

    const configuraciones: Record<string, number[]> = {};
    for (const seccion of [...combo.secciones].sort((a, b) => a.orden - b.orden)) {
      const group = dialog.getByRole('group', { name: named(seccion.nombre) });
      const offered = options(seccion);
      if (seccion.maximo === 1) {
        // One choice: radio buttons.
        expect(await group.getByRole('checkbox').count()).toBe(0);
        const opcion = offered.at(-1)!;
        await group.getByRole('radio', { name: named(opcion.nombre) }).check();
        configuraciones[String(seccion.id)] = [opcion.id];
        continue;
      }
      let picked = offered.slice(0, Math.max(seccion.minimo, 2));
      if (seccion.maximo > 1) {
        // Up to the maximum, with two different extras where the section charges only the
        // dearest one.
        const priced = offered.filter((o) => o.precio_extra > 0);
        const dearest = priced.at(-1) ?? offered.at(-1)!;
        const cheaper = priced.find((o) => o.precio_extra < dearest.precio_extra) ?? offered[0]!;
        picked = [cheaper, dearest].slice(0, seccion.maximo);
      }
      for (const opcion of picked) {
        await group.getByRole('checkbox', { name: named(opcion.nombre) }).check();
      }
      configuraciones[String(seccion.id)] = picked.map((o) => o.id);
      if (seccion.maximo > 1 && picked.length === seccion.maximo) {
        // At the maximum, the other options cannot be ticked.
        const other = offered.find((o) => !picked.includes(o))!;
        expect(await group.getByRole('checkbox', { name: named(other.nombre) }).isDisabled()).toBe(
          true,
        );
      }
      if (seccion.seleccionar_mayor_valor) {
        expect(await group.innerText()).toContain('Se cobra solo la opción de mayor valor');
      }
    }
    const unit = specialUnitPrice({ especial: combo, configuraciones });
    const chosenExtras = combo.secciones
      .flatMap((s) => s.opciones.filter((o) => configuraciones[String(s.id)]?.includes(o.id)))
      .reduce((sum, o) => sum + o.precio_extra, 0);
    if (combo.secciones.some((s) => s.seleccionar_mayor_valor && s.maximo > 1)) {
      // Only the dearest of the flavors' extras is charged.
      expect(unit).toBeLessThan(combo.precio_base + chosenExtras);
    }
    await expect
      .poll(async () => plain(await addButton(dialog).innerText()))
      .toContain(plain(formatCOP(unit)));
    expect(await addButton(dialog).isEnabled()).toBe(true);
    await addButton(dialog).click();
    await expect.poll(() => dialog.count()).toBe(0);
    return { nombre: combo.nombre, unit, cantidad: 1 };
  }

  /**
   * The cart panel, opened from the top bar (or waited for, when it opens by itself), with its
   * lines and subtotal checked.
   */
  async function openCart(page: Page, chosen: Chosen[], { opensItself = false } = {}) {
    const panel = cartPanel(page);
    if (!opensItself) await cartButton(page).click();
    await panel.waitFor();
    for (const line of chosen) {
      const item = cartLine(panel, line.nombre);
      await item.waitFor();
      expect(plain(await item.innerText())).toContain(plain(formatCOP(line.unit * line.cantidad)));
    }
    const products = chosen.reduce((sum, l) => sum + l.unit * l.cantidad, 0);
    await expect
      .poll(async () => plain(await panel.innerText()))
      .toContain(`Subtotal\n${plain(formatCOP(products))}`);
    return panel;
  }

  /** Fills the guest's contact, places the order and checks the detail against the server. */
  async function placeAndCheck(
    page: Page,
    expected: { total: number; tipo: 'DOMICILIO' | 'RECOGER'; domicilio: number },
    guest: { nombre: string; numero: string },
    name: string,
  ) {
    await page.getByLabel('Nombre').fill(guest.nombre);
    await page.getByLabel('Celular').fill(guest.numero);
    await expect.poll(() => amount(page, 'Valor total')).toBe(formatCOP(expected.total));
    const shownTotal = await amount(page, 'Valor total');

    // The preview the app priced its cart with (cart-storage), by the domain's cartTotals.
    const stored = await page.evaluate(() => localStorage.getItem('cart-storage'));
    const lines = (JSON.parse(stored!) as { state: { lines: CartLine[] } }).state.lines;
    const preview = cartTotals(lines, { productos, especiales }, { domicilio: expected.domicilio });
    expect(formatCOP(preview.total)).toBe(shownTotal);
    await screenshot(page, `journey-checkout-${name}`);

    await page.getByRole('button', { name: 'Realizar pedido' }).click();
    await page.waitForURL(/\/pedidos\/\d+\/detalle$/);
    await toast(page, 'Pedido creado con éxito').waitFor();
    const id = Number(/\/pedidos\/(\d+)\/detalle/.exec(page.url())![1]);
    await page.getByRole('heading', { name: `Pedido #${formatOrderNumber(id)}` }).waitFor();
    expect(await amount(page, 'Valor total')).toBe(shownTotal);
    await screenshot(page, `journey-detail-${name}`);

    // The server charged the same, by its own sums; and kept what the guest chose.
    const tracked = await page.evaluate(() => localStorage.getItem('horno-pedidos'));
    const { token } = (JSON.parse(tracked!) as TrackedOrder[]).find((o) => o.id === id)!;
    const order = await apiGet<Order>(`/api/pedidos/token/${token}/`);
    expect(order.id).toBe(id);
    expect(formatCOP(order.total_pedido)).toBe(shownTotal);
    expect(order.total_pedido).toBe(preview.total);
    expect(order.subtotal_productos).toBe(preview.productos);
    expect(order.subtotal_productos + order.costo_domicilio - order.descuento_cupon).toBe(
      order.total_pedido,
    );
    expect(order.costo_domicilio).toBe(expected.domicilio);
    expect(order.descuento_cupon).toBe(0);
    expect(order.tipo_pedido).toBe(expected.tipo);
    expect(order.estado).toBe('PENDIENTE');
    expect(order.sede.id).toBe(sede.id);
    expect(order.invitado).toEqual(guest);
    expect(order.usuario).toBeNull();
    expect(order.productos_pedidos.reduce((sum, l) => sum + l.subtotal, 0)).toBe(
      order.subtotal_productos,
    );
    return order;
  }

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`delivers a half-and-half pizza and a combo to the chosen address (${name})`, async () => {
      const page = await newPage(browser, viewport);
      await chooseBranchAndAddress(page);

      const half = await buildHalfAndHalf(page);
      if (viewport === DESKTOP) {
        // From 768 px the panel opens by itself with the first item: close it to go on.
        const panel = cartPanel(page);
        await panel.waitFor();
        await panel.getByRole('button', { name: 'Cerrar carrito' }).click();
        await expect.poll(() => panel.count()).toBe(0);
      } else {
        // On a phone it stays closed; the toast offers it.
        await toast(page, 'Producto añadido al carrito con éxito!')
          .getByRole('button', { name: 'Ver carrito' })
          .waitFor();
        expect(await cartPanel(page).count()).toBe(0);
      }
      const combo = await configureCombo(page);
      await expect
        .poll(() => cartButton(page).getAttribute('aria-label'))
        .toBe('Abrir carrito (2 productos)');

      const chosen = [half, combo];
      const panel = await openCart(page, chosen);
      await screenshot(page, `journey-cart-${name}`);
      await panel.getByRole('button', { name: 'Continuar como invitado' }).click();
      await page.waitForURL(/\/pedidos\/finalizar-pedido$/);
      await page.getByRole('heading', { name: 'Productos seleccionados' }).waitFor();
      for (const line of chosen) {
        expect(
          await page.getByRole('heading', { name: new RegExp(escape(line.nombre)) }).count(),
        ).toBe(1);
      }

      // DOMICILIO to the address chosen in the modal, with its fee.
      expect(await page.getByRole('radio', { name: 'Domicilio' }).isChecked()).toBe(true);
      await page.getByText('Entregar en', { exact: true }).waitFor();
      expect(await page.getByText(SUGGESTION, { exact: true }).count()).toBeGreaterThan(0);
      const expected = orderTotals(
        chosen.map((l) => ({ unitPrice: l.unit, cantidad: l.cantidad })),
        {
          domicilio: deliveryFee,
        },
      );
      await expect
        .poll(() => amount(page, 'Precio de los productos'))
        .toBe(formatCOP(expected.productos));
      expect(await amount(page, /^Domicilio$/)).toBe(formatCOP(deliveryFee));
      await expectAccessible(page);

      const order = await placeAndCheck(
        page,
        { total: expected.total, tipo: 'DOMICILIO', domicilio: deliveryFee },
        { nombre: `Lucía Viaje ${name}`, numero: viewport === PHONE ? '3001112233' : '3104445566' },
        name,
      );
      expect(order.direccion?.direccion_entrega).toBe(SUGGESTION);
      const [halfLine, comboLine] = order.productos_pedidos;
      expect(halfLine?.producto_mitad).not.toBeNull();
      expect(halfLine?.medida?.value).toBe('MEDIANA');
      expect(halfLine?.precio_unitario_aplicado).toBe(half.unit);
      expect(comboLine?.producto_especial?.nombre).toBe(combo.nombre);
      expect(comboLine?.precio_unitario_aplicado).toBe(combo.unit);
      await page.context().close();
    });
  }

  it('takes a pick-up order (RECOGER) of a regular product on desktop', async () => {
    const page = await newPage(browser, DESKTOP);
    await chooseBranchAndAddress(page);

    // A discounted pizza in GRANDE, two units.
    const pizza =
      productos.find(
        (p) => p.descuento > 0 && p.precios_por_medida.some((m) => m.medida.value === 'GRANDE'),
      ) ?? productos.find((p) => p.precios_por_medida.some((m) => m.medida.value === 'GRANDE'))!;
    const grande = pizza.precios_por_medida.find((m) => m.medida.value === 'GRANDE')!;
    const unit = regularUnitPrice({ producto: pizza, medidaId: grande.medida.id });
    await page.getByRole('button', { name: `Agregar ${pizza.nombre}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: pizza.nombre });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: named(grande.medida.label) }).check();
    await dialog.getByRole('button', { name: 'Agregar una unidad' }).click();
    await expect
      .poll(async () => plain(await addButton(dialog).innerText()))
      .toContain(plain(formatCOP(unit * 2)));
    await addButton(dialog).click();

    // From 768 px the panel opens by itself with the first item.
    const panel = await openCart(page, [{ nombre: pizza.nombre, unit, cantidad: 2 }], {
      opensItself: true,
    });
    await panel.getByRole('button', { name: 'Continuar como invitado' }).click();
    await page.waitForURL(/\/pedidos\/finalizar-pedido$/);
    await page.getByRole('heading', { name: 'Productos seleccionados' }).waitFor();

    // Picking up: no delivery fee, whatever address was chosen before.
    await page.getByRole('radio', { name: 'Recoger en sede' }).check();
    await page.getByText('Recoges en', { exact: true }).waitFor();
    expect(await page.getByText(sede.direccion, { exact: true }).count()).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page
          .getByRole('term')
          .filter({ hasText: /^Domicilio$/ })
          .count(),
      )
      .toBe(0);
    const expected = orderTotals([{ unitPrice: unit, cantidad: 2 }]);

    const order = await placeAndCheck(
      page,
      { total: expected.total, tipo: 'RECOGER', domicilio: 0 },
      { nombre: 'Tomás Recoge', numero: '3207778899' },
      'pickup-desktop',
    );
    expect(order.direccion).toBeNull();
    expect(order.total_pedido).toBe(order.subtotal_productos);
    const [line] = order.productos_pedidos;
    expect(line?.cantidad).toBe(2);
    expect(line?.medida?.value).toBe('GRANDE');
    expect(line?.precio_unitario_aplicado).toBe(unit);
    await page.context().close();
  });
});
