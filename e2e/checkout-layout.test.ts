// Issue 17, items 6, 7, 8 and 14: no field of either checkout is ever under another element, at
// any screen size; a blocked submit takes the person to the first field to fix; text a person
// typed wraps instead of widening the page; one click on 'Crear cuenta' checks every field.
import type { Sede } from '@horno/domain/branches';
import type { Producto } from '@horno/domain/catalog';
import { formatOrderNumber } from '@horno/domain/dates';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  appUrl,
  CAJERO,
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  staffLogin,
  storedSession,
} from './support/browser';
import { sizedProductCart } from './support/cart';
import { E2E_NOW } from './support/server';

const ADDRESS = 'Calle 70 # 11-20';
const SUGGESTION = 'Calle 70 # 11-20, Bogotá';

/** Text typed without a single space, the way it breaks layouts. */
const LONG_OBSERVATION = `sin${'cebolla'.repeat(42)}`.slice(0, 300);
const MAPS_URL =
  'https://www.google.com/maps/place/Calle+70+%2311-20,+Bogot%C3%A1,+Colombia/@4.6543213,-74.0573849,17z/data=!3m1!4b1!4m6!3m5!1s0x8e3f9a5b2c1d0e0f:0x1a2b3c4d5e6f7a8b!8m2!3d4.6543213!4d-74.0548100!16s%2Fg%2F11c1x2y3z4';
const LONG_NAME = `Maria${'Fernanda'.repeat(15)}`.slice(0, 120);

interface Screen {
  name: string;
  viewport: { width: number; height: number };
  touch?: boolean;
}

const SCREENS: Screen[] = [
  { name: '360×640', viewport: { width: 360, height: 640 } },
  { name: '390×844 touch', viewport: { width: 390, height: 844 }, touch: true },
  { name: '1280×720', viewport: { width: 1280, height: 720 } },
  { name: '1366×900', viewport: { width: 1366, height: 900 } },
  { name: '1920×1080', viewport: { width: 1920, height: 1080 } },
];
const TABLET = { width: 820, height: 1180 };
const PHONE_SMALL = { width: 360, height: 640 };

/** Whether the screenshots of this screen are kept to look at. */
const pictured = (screen: Screen) => ['390×844 touch', '1366×900'].includes(screen.name);
const slug = (screen: Screen) => screen.name.replace(/\D+/g, 'x').replace(/x$/, '');

/** How far the page scrolls sideways (0 when it does not). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Every visible input, textarea and select of the page's content that another element covers
 * (at its top, middle or bottom), as the page is scrolled through from top to bottom and as each
 * field is scrolled to the top, middle and bottom of the screen. A sticky top bar (a `header`)
 * counts as the edge of the screen.
 */
function coveredFields(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (el: Element | null) =>
      el
        ? `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`
        : 'nothing';
    const nameOf = (field: Element) =>
      (field as HTMLInputElement).labels?.[0]?.textContent?.trim() ??
      field.getAttribute('aria-label') ??
      field.tagName;
    const topEdge = () =>
      Math.max(
        0,
        ...Array.from(document.querySelectorAll('header'))
          .filter((h) => ['sticky', 'fixed'].includes(getComputedStyle(h).position))
          .map((h) => h.getBoundingClientRect().bottom),
      );
    const fields = Array.from(
      document.querySelectorAll<HTMLElement>('#contenido :is(input, textarea, select)'),
    ).filter((f) => {
      const r = f.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && f.checkVisibility({ visibilityProperty: true });
    });
    const problems = new Set<string>();
    /** Checks the fields wholly between the top bar and the bottom of the screen. */
    const check = (where: string, only?: HTMLElement) => {
      const top = topEdge();
      for (const field of only ? [only] : fields) {
        const r = field.getBoundingClientRect();
        if (r.top < top || r.bottom > window.innerHeight) continue;
        for (const y of [r.top + 3, r.top + r.height / 2, r.bottom - 3]) {
          const hit = document.elementFromPoint(r.left + r.width / 2, y);
          // A toast comes and goes by itself: it is not part of the layout.
          if (hit?.closest('[data-rht-toaster]')) continue;
          if (hit !== field && !field.contains(hit)) {
            problems.add(`${nameOf(field)} (${where}) is under ${describe(hit)}`);
          }
        }
      }
    };
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const step = Math.max(50, Math.floor(window.innerHeight / 4));
    for (let y = 0; y <= end + step; y += step) {
      window.scrollTo({ top: Math.min(y, end), behavior: 'instant' });
      check(`page scrolled to ${Math.min(y, end)}`);
    }
    for (const field of fields) {
      for (const block of ['start', 'center', 'end'] as const) {
        field.scrollIntoView({ block, behavior: 'instant' });
        check(`scrolled to its ${block}`, field);
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...problems];
  });
}

/** Why `locator` is not in view and uncovered at its middle, or null when it is. */
function hiddenBecause(locator: Locator): Promise<string | null> {
  return locator.evaluate((el) => {
    const top = Math.max(
      0,
      ...Array.from(document.querySelectorAll('header'))
        .filter((h) => ['sticky', 'fixed'].includes(getComputedStyle(h).position))
        .map((h) => h.getBoundingClientRect().bottom),
    );
    const r = el.getBoundingClientRect();
    if (r.top < top || r.bottom > window.innerHeight) {
      return `off screen (${Math.round(r.top)}–${Math.round(r.bottom)} of ${Math.round(top)}–${window.innerHeight})`;
    }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit === el || el.contains(hit)
      ? null
      : `under <${hit?.tagName.toLowerCase()}> "${(hit?.textContent ?? '').trim().slice(0, 40)}"`;
  });
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/**
 * Tabs from the first delivery option to 'Realizar pedido': each focused control is on screen
 * and uncovered once the browser has scrolled to it.
 */
async function tabThroughFields(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.locator('#contenido').getByRole('radio').first().focus();
  for (let i = 0; i < 40; i++) {
    const focused = page.locator(':focus');
    const name = await focused.evaluate(
      (el) =>
        (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ||
        el.getAttribute('aria-label') ||
        el.textContent?.trim() ||
        el.tagName,
    );
    await expect
      .poll(() => hiddenBecause(focused), { message: `focused '${name}' in view` })
      .toBeNull();
    seen.push(name);
    if (name === 'Realizar pedido') break;
    await page.keyboard.press('Tab');
  }
  return seen;
}

/** The blocked submit focused `field`, in view, with `message` said under it. */
async function expectTakenTo(page: Page, field: Locator, message: string) {
  await expect
    .poll(() => isFocused(field), { message: 'the first invalid field is focused' })
    .toBe(true);
  await expect.poll(() => hiddenBecause(field)).toBeNull();
  const said = page.getByText(message, { exact: true });
  await said.waitFor();
  expect(await hiddenBecause(said)).toBeNull();
  const [fieldBox, saidBox] = [await field.boundingBox(), await said.boundingBox()];
  const gap = saidBox!.y - (fieldBox!.y + fieldBox!.height);
  expect(gap, 'the message is right under its field').toBeGreaterThanOrEqual(0);
  expect(gap, 'the message is right under its field').toBeLessThan(60);
  const described = await field.getAttribute('aria-describedby');
  const saidId = await said.getAttribute('id');
  expect(described?.split(' ')).toContain(saidId);
}

describe('checkout layout: fields in view at every screen size', () => {
  let browser: Browser;
  let chapinero: Sede;
  let productos: Producto[];
  /** The cashier's signed-in storage, to open the back office without logging in again. */
  let cashierState: Awaited<ReturnType<BrowserContext['storageState']>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    const sedes = await apiGet<Sede[]>('/api/locations/sedes/');
    chapinero = sedes.find((s) => s.nombre === 'Horno Chapinero')!;
    productos = await apiGet(`/api/productos/?sede=${chapinero.id}&solo_activos=true`);

    const context = await newContext(browser);
    const page = await context.newPage();
    await staffLogin(page, CAJERO);
    await page.waitForURL(/\/pedidos\/gestionar$/);
    await page.getByRole('heading', { name: 'Gestionar los pedidos' }).waitFor();
    cashierState = await storedSession(page);
    await context.close();
  });
  afterAll(() => browser.close());

  /** A page of `host` on `screen`, motion reduced so that scrolling settles at once. */
  async function openPage(
    screen: Pick<Screen, 'viewport' | 'touch'>,
    host: 'customer' | 'admin',
  ): Promise<Page> {
    const context = await newContext(browser, {
      viewport: screen.viewport,
      hasTouch: screen.touch ?? false,
      isMobile: screen.touch ?? false,
      reducedMotion: 'reduce',
      ...(host === 'admin' ? { storageState: cashierState } : {}),
    });
    const page = await context.newPage();
    await page.clock.install({ time: new Date(E2E_NOW) });
    return page;
  }

  /** Opens the checkout of `host` with the long-observation cart, a delivery, and instructions. */
  async function openCheckout(
    screen: Pick<Screen, 'viewport' | 'touch'>,
    host: 'customer' | 'admin',
  ): Promise<Page> {
    const page = await openPage(screen, host);
    // The cart is in place before the app's first script runs, once per tab.
    await page.addInitScript(
      ({ lines, sedeId, instrucciones }) => {
        if (sessionStorage.getItem('carrito-de-prueba')) return;
        sessionStorage.setItem('carrito-de-prueba', '1');
        const store = (key: string, state: unknown, version: number) =>
          localStorage.setItem(key, JSON.stringify({ state, version }));
        store('cart-storage', { lines }, 1);
        store('horno-sede', { sedeId }, 0);
        store(
          'horno-entrega',
          { tipoPedido: 'DOMICILIO', address: null, instrucciones, mesa: null },
          1,
        );
      },
      {
        lines: sizedProductCart(productos, LONG_OBSERVATION),
        sedeId: chapinero.id,
        instrucciones: MAPS_URL,
      },
    );
    await page.goto(appUrl('/pedidos/finalizar-pedido', host));
    await page.getByRole('heading', { name: 'Productos seleccionados' }).waitFor();
    await page.getByRole('heading', { name: 'Resumen del pedido' }).waitFor();
    await page.getByText('Valor total').waitFor();
    return page;
  }

  async function chooseAddress(page: Page) {
    await page.getByLabel('Dirección de entrega').fill(ADDRESS);
    await page.getByRole('button', { name: SUGGESTION, exact: true }).click();
    await page.getByText('Entregar en').waitFor();
  }

  for (const screen of SCREENS) {
    it(`customer checkout at ${screen.name}`, async () => {
      const page = await openCheckout(screen, 'customer');
      // The unbroken observation and the Maps link wrap: 'Recoger en sede' stays on screen.
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      const pickUp = await page.getByText('Recoger en sede').boundingBox();
      expect(pickUp!.x + pickUp!.width).toBeLessThanOrEqual(screen.viewport.width);
      if (pictured(screen)) {
        await screenshot(page, `checkout-layout-customer-${slug(screen)}`);
        await expectAccessible(page);
      }

      expect(await coveredFields(page)).toEqual([]);
      const tabbed = await tabThroughFields(page);
      expect(tabbed).toEqual(
        expect.arrayContaining(['Dirección de entrega', 'Nombre', 'Celular', 'Realizar pedido']),
      );

      // Submitting empty takes the customer to the first field to fix, message under it.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.getByRole('button', { name: 'Realizar pedido' }).click();
      await expectTakenTo(
        page,
        page.getByLabel('Dirección de entrega'),
        'Elige una dirección de entrega.',
      );
      await chooseAddress(page);
      await page.getByRole('button', { name: 'Realizar pedido' }).click();
      await expectTakenTo(
        page,
        page.getByLabel('Nombre', { exact: true }),
        'El nombre es requerido',
      );
      if (pictured(screen))
        await screenshot(page, `checkout-layout-customer-error-${slug(screen)}`);
      expect(await coveredFields(page)).toEqual([]);

      await page.getByLabel('Nombre', { exact: true }).fill(LONG_NAME);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.context().close();
    });

    it(`staff checkout, Domicilio, at ${screen.name}`, async () => {
      const page = await openCheckout(screen, 'admin');
      await page.getByRole('radio', { name: 'Domicilio' }).check();
      await page.getByLabel('Nombre del cliente').waitFor();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      if (pictured(screen)) {
        await screenshot(page, `checkout-layout-staff-${slug(screen)}`);
        await expectAccessible(page);
      }

      expect(await coveredFields(page)).toEqual([]);
      const tabbed = await tabThroughFields(page);
      expect(tabbed).toEqual(
        expect.arrayContaining([
          'Dirección de entrega',
          'Nombre del cliente',
          'Celular',
          'Realizar pedido',
        ]),
      );

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.getByRole('button', { name: 'Realizar pedido' }).click();
      await expectTakenTo(
        page,
        page.getByLabel('Dirección de entrega'),
        'Elige una dirección de entrega.',
      );
      await chooseAddress(page);
      await page.getByRole('button', { name: 'Realizar pedido' }).click();
      await expectTakenTo(
        page,
        page.getByLabel('Nombre del cliente'),
        'Escribe el nombre del cliente.',
      );
      if (pictured(screen)) await screenshot(page, `checkout-layout-staff-error-${slug(screen)}`);
      expect(await coveredFields(page)).toEqual([]);

      await page.getByLabel('Nombre del cliente').fill(LONG_NAME);
      await page.getByLabel('Celular').fill('3001234567');
      await page.keyboard.press('Shift+Tab');
      await expect.poll(() => hiddenBecause(page.getByLabel('Nombre del cliente'))).toBeNull();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.context().close();
    });
  }

  it('wraps long typed text on the order detail (customer and staff) and the board card', async () => {
    // A guest orders with the long observation, the Maps link and a 120-character name.
    const page = await openCheckout({ viewport: PHONE_SMALL }, 'customer');
    await chooseAddress(page);
    await page.getByLabel('Nombre', { exact: true }).fill(LONG_NAME);
    await page.getByLabel('Celular').fill('3001234567');
    await page.getByRole('button', { name: 'Realizar pedido' }).click();
    await page.waitForURL(/\/pedidos\/\d+\/detalle$/);
    const id = Number(/\/pedidos\/(\d+)\/detalle$/.exec(page.url())![1]);
    const number = formatOrderNumber(id);
    await page.getByRole('heading', { level: 1, name: `Pedido #${number}` }).waitFor();
    await page.getByText(LONG_NAME).waitFor();
    for (const viewport of [PHONE_SMALL, TABLET, { width: 1366, height: 900 }]) {
      await page.setViewportSize(viewport);
      expect(
        await sidewaysScroll(page),
        `customer detail at ${viewport.width}`,
      ).toBeLessThanOrEqual(0);
    }
    await page.context().close();

    const staff = await openPage({ viewport: TABLET }, 'admin');
    await staff.goto(appUrl(`/pedidos/${id}/detalle`, 'admin'));
    await staff.getByRole('heading', { level: 1, name: `Pedido #${number}` }).waitFor();
    expect(new URL(staff.url()).pathname).toBe(`/pedidos/${id}/detalle`);
    await staff.getByText(LONG_NAME).waitFor();
    for (const viewport of [TABLET, PHONE_SMALL]) {
      await staff.setViewportSize(viewport);
      expect(await sidewaysScroll(staff), `staff detail at ${viewport.width}`).toBeLessThanOrEqual(
        0,
      );
    }
    await staff.setViewportSize(TABLET);
    await staff.getByText(MAPS_URL, { exact: false }).first().scrollIntoViewIfNeeded();
    await screenshot(staff, 'checkout-layout-staff-detail-tablet');

    // On the board the card keeps every line inside it: nothing clipped.
    await staff.setViewportSize(TABLET);
    await staff.goto(appUrl('/pedidos/gestionar', 'admin'));
    const card = staff.getByRole('article', { name: `Pedido #${number}`, exact: true });
    await card.waitFor();
    await card.getByRole('button', { name: /^Ver productos/ }).click();
    await card.getByText(LONG_OBSERVATION).waitFor();
    for (const viewport of [TABLET, PHONE_SMALL]) {
      await staff.setViewportSize(viewport);
      expect(await sidewaysScroll(staff), `board at ${viewport.width}`).toBeLessThanOrEqual(0);
      const outside = await card.evaluate((article) => {
        const edge = article.getBoundingClientRect().right;
        return (
          Array.from(article.querySelectorAll('*'))
            // A tooltip waiting for hover is not shown.
            .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
            .map((el) => ({ el, box: el.getBoundingClientRect() }))
            // Text for screen readers only is a 1-pixel box, clipped.
            .filter(({ box }) => box.width > 1 && box.height > 1 && box.right > edge + 1)
            .map(({ el }) => `<${el.tagName.toLowerCase()}> ${(el.textContent ?? '').slice(0, 30)}`)
        );
      });
      expect(outside, `board card at ${viewport.width}`).toEqual([]);
    }
    await card.getByText(LONG_OBSERVATION).scrollIntoViewIfNeeded();
    await screenshot(staff, 'checkout-layout-board-card-phone');
    await staff.context().close();
  });

  it('checks every signup field with one click on a desktop', async () => {
    // The sign-up of the checkout's 'Iniciar sesión', as a guest about to order opens it.
    const page = await openCheckout({ viewport: { width: 1366, height: 900 } }, 'customer');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Regístrate' }).click();
    await dialog.getByRole('heading', { name: 'Crea tu cuenta' }).waitFor();
    await expect.poll(() => isFocused(dialog.getByLabel('Nombres'))).toBe(true);
    // A person holds the button down for a moment: time for anything shown on blur to move it.
    await dialog.getByRole('button', { name: 'Crear cuenta' }).click({ delay: 150 });
    for (const message of [
      'El nombre es requerido',
      'El apellido es requerido',
      'El correo electrónico es requerido',
      'El número de teléfono es requerido',
      'La contraseña es requerida',
    ]) {
      await page.getByText(message, { exact: true }).waitFor({ timeout: 2_000 });
    }
    // The first field to fix has the focus.
    expect(await isFocused(page.getByLabel('Nombres'))).toBe(true);
    await page.context().close();
  });
});
