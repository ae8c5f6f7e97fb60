// Branches in the back office (issue 12): the week of hours, the products a branch sells and the
// rush controls, each followed by an open customer page without reloading. Every test runs on
// servers of its own (support/extra-server.ts) and puts back what it changed.
import type { HorarioSede, Sede } from '@horno/domain/branches';
import type { CategoriaProducto, Producto } from '@horno/domain/catalog';
import { ORDER_MESSAGES } from '@horno/domain/order-messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sizedProductCart } from './support/cart';
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
import {
  type ExtraServer,
  startExtraServer,
  startExtraServerMovedTo,
} from './support/extra-server';
import { toast } from './support/toasts';

/** A Wednesday at noon in Bogotá: every demo branch is open. */
const NOON = '2026-11-25T12:00:00-05:00';
/** Thursday 01:00: Wednesday's night, when the demo's Chapinero is closed. */
const ONE_AM = '2026-11-26T01:00:00-05:00';
const TABLET = { width: 820, height: 1180 };
const LAPTOP = { width: 1366, height: 900 };
const CHAPINERO = 'Horno Chapinero';
const PAUSED = 'Esta sede no está recibiendo pedidos en línea';

describe('branches in the back office', () => {
  let server: ExtraServer;
  let browser: Browser;
  let chapinero: Sede;
  let token: string;
  /** The administrator signed in at Chapinero on `server` once: each test's page starts so. */
  let adminSession: StoredSession;

  /** A call to `on` with the administrator's session: status and body. */
  const adminCall = async <T = unknown>(
    on: ExtraServer,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> => {
    // The session of the beforeAll on this spec's server; another server signs in for the call.
    const session =
      on === server
        ? token
        : (await on.api<{ token: string }>('/api/users/login/', { body: ADMIN })).body.token;
    const res = await fetch(on.url(path).replace('localhost', '127.0.0.1'), {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Authorization: `Token ${session}`,
        'Content-Type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startExtraServer(NOON), launchBrowser()]);
    const sedes = await server.apiGet<Sede[]>('/api/locations/sedes/');
    chapinero = sedes.find((s) => s.nombre === CHAPINERO)!;
    token = (await server.api<{ token: string }>('/api/users/login/', { body: ADMIN })).body.token;
    const first = await signIn(LAPTOP, server, NOON);
    adminSession = await storedSession(first);
    await first.context().close();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  // Whatever a test left half done, the next one starts from the demo's Chapinero.
  let demoHours: HorarioSede[];
  let demoSede: Sede;
  beforeAll(async () => {
    demoHours = await server.apiGet(`/api/locations/horarios-sede/?sede_id=${chapinero.id}`);
    demoSede = await server.apiGet(`/api/locations/sedes/${chapinero.id}/`);
  });
  afterEach(async () => {
    await adminCall(server, '/api/locations/horarios-sede/', demoHours);
    await adminCall(server, `/api/locations/sedes/${chapinero.id}/asociar_productos/`, {
      productos: demoSede.productos,
      productos_especiales: demoSede.productos_especiales,
    });
    await adminCall(server, `/api/locations/sedes/${chapinero.id}/pausa/`, { pausada: false });
    await adminCall(server, `/api/locations/sedes/${chapinero.id}/ocupado/`, { minutos_extra: 0 });
  });

  /** The administrator signs in on `on`'s back office at Chapinero, the browser's clock at `now`. */
  const signIn = async (
    viewport: { width: number; height: number },
    on: ExtraServer,
    now: string,
  ) => {
    const page = await newPage(browser, viewport);
    await page.clock.setFixedTime(new Date(now));
    await staffLogin(page, ADMIN, on.url('/login', 'admin'));
    await page.waitForURL(/\/seleccionar-sede$/);
    await page.getByRole('button', { name: new RegExp(CHAPINERO) }).click();
    await page.waitForURL(/\/pedidos\/gestionar$/);
    return page;
  };

  /**
   * The administrator on the back office at Chapinero, on `path` (the order board by default),
   * the browser's clock at noon: on this spec's server, in the session signed in once.
   */
  const administrator = async (
    viewport: { width: number; height: number },
    path = '/pedidos/gestionar',
    contextOptions: { hasTouch?: boolean; isMobile?: boolean } = {},
  ) => {
    const context = await newContext(browser, {
      viewport,
      storageState: adminSession,
      ...contextOptions,
    });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(NOON));
    await page.goto(server.url(path, 'admin'));
    await page.waitForURL((url) => url.pathname === path);
    return page;
  };

  /** A customer on `path` with Chapinero chosen and, optionally, a cart. */
  const customer = async (
    path: string,
    { on = server, now = NOON, lines = [] as unknown[] } = {},
  ) => {
    const page = await newPage(browser, PHONE);
    await page.clock.setFixedTime(new Date(now));
    await page.goto(on.url('/terminos-y-condiciones'));
    await page.evaluate(
      ([sedeId, cart]) => {
        localStorage.setItem('horno-sede', JSON.stringify({ state: { sedeId }, version: 0 }));
        localStorage.setItem(
          'cart-storage',
          JSON.stringify({ state: { lines: cart }, version: 1 }),
        );
      },
      [chapinero.id, lines] as const,
    );
    await page.goto(on.url(path));
    return page;
  };

  /** A branch's card on /sedes. */
  const card = (page: Page, sede = CHAPINERO) =>
    page
      .getByRole('list', { name: 'Sedes' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: sede }) });

  /** The '…' menu of a branch's card, opened from the keyboard. */
  const openMenu = async (page: Page, sede = CHAPINERO) => {
    const trigger = page.getByRole('button', { name: `Acciones de ${sede}` });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    return { trigger, menu };
  };

  it("'Ver horarios' shows the week with today marked; closing today reaches an open menu", async () => {
    const before = await server.apiGet<HorarioSede[]>(
      `/api/locations/horarios-sede/?sede_id=${chapinero.id}`,
    );
    const shopper = await customer(`/menu?sede=${chapinero.id}`);
    await shopper.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await shopper.getByRole('dialog').count()).toBe(0);

    const page = await administrator(LAPTOP);
    await page.getByRole('heading', { name: 'Gestionar los pedidos' }).waitFor();
    await page.getByRole('link', { name: 'Sedes' }).first().click();
    await page.getByRole('heading', { name: 'Sedes', level: 1 }).waitFor();
    await card(page).getByText('Abierta ahora').first().waitFor();
    await screenshot(page, 'branches-list-1366');
    await expectAccessible(page);

    // 'Ver horarios' from the keyboard: Monday to Sunday, today (Wednesday) highlighted.
    const { trigger, menu } = await openMenu(page);
    await menu.getByRole('menuitem', { name: 'Ver horarios' }).waitFor();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Horarios de ${CHAPINERO}` });
    await dialog.waitFor();
    await dialog.getByRole('list', { name: 'Horario de la semana' }).waitFor();
    const days = dialog.getByRole('listitem');
    expect(await days.count()).toBe(7);
    expect(await days.first().innerText()).toMatch(/^Lunes 23/);
    const today = dialog.locator('[aria-current="date"]');
    expect(await today.innerText()).toMatch(/^Miércoles 25/);
    expect(await today.innerText()).toMatch(/\d{1,2}:\d{2} [ap]\. m\. - \d{1,2}:\d{2} [ap]\. m\./);
    await screenshot(page, 'branches-hours-dialog-1366');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);

    // 'Establecer horarios': today's row closed, saved.
    await openMenu(page);
    await page.getByRole('menuitem', { name: 'Establecer horarios' }).click();
    await page.waitForURL(new RegExp(`/sedes/${chapinero.id}/horarios$`));
    await page.getByRole('heading', { name: `Horarios de ${CHAPINERO}` }).waitFor();
    const festivos = page.getByRole('group', { name: 'Festivos' });
    // The demo's holiday row as it is (a branch without one starts with it closed).
    expect(
      await festivos.getByRole('checkbox', { name: 'Cerrado' }).getAttribute('aria-checked'),
    ).toBe(String(before.find((h) => h.es_festivo)?.cerrado ?? true));
    await screenshot(page, 'branches-hours-editor-1366');
    await expectAccessible(page);
    const wednesday = page.getByRole('group', { name: 'Miércoles' });
    await wednesday.getByRole('checkbox', { name: 'Cerrado' }).click();
    expect(await wednesday.getByLabel('Abre').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Guardar horarios' }).click();
    await toast(page, 'Horarios guardados correctamente').waitFor();

    // The customer's open menu follows at once, without reloading: told over /ws/menu/, not
    // found by a poll (which is a minute apart now).
    const closed = shopper.getByRole('dialog', {
      name: 'La sede seleccionada está cerrada en este momento',
    });
    await closed.waitFor({ timeout: 2_000 });
    await page.waitForURL(/\/sedes$/);
    await screenshot(shopper, 'branches-customer-closed-390');

    const restored = await adminCall(server, '/api/locations/horarios-sede/', before);
    expect(restored.status).toBe(200);
    await page.context().close();
    await shopper.context().close();
  });

  // A server of its own for each attempt (the test saves the branch's hours): the demo seeded at
  // noon, its clock moved to 01:00. Its boot once took most of the default 60 s on a loaded
  // two-core CI machine (a fresh seed then): hence 120 s.
  it('a night across midnight (18:00 – 02:00) is open at 01:00 the next day', async () => {
    const night = await startExtraServerMovedTo(ONE_AM);
    try {
      const status = async () =>
        (
          await night.apiGet<{ id: number; abierta: boolean }[]>('/api/locations/estado-sedes/')
        ).find((s) => s.id === chapinero.id)!;
      expect((await status()).abierta).toBe(false);

      const page = await signIn(TABLET, night, ONE_AM);
      await page.goto(night.url(`/sedes/${chapinero.id}/horarios`, 'admin'));
      const wednesday = page.getByRole('group', { name: 'Miércoles' });
      await wednesday.getByLabel('Abre').fill('18:00');
      await wednesday.getByLabel('Cierra').fill('02:00');
      await wednesday.getByText('Cierra al día siguiente').waitFor();
      // Monday's hours to Tuesday–Friday, Saturday's to Sunday and holidays.
      await page.getByRole('button', { name: 'Copiar lunes a martes–viernes' }).click();
      await toast(page, 'Horario del lunes copiado').waitFor();
      await wednesday.getByLabel('Abre').fill('18:00');
      await wednesday.getByLabel('Cierra').fill('02:00');
      const saturday = page.getByRole('group', { name: 'Sábado' });
      const sunday = page.getByRole('group', { name: 'Domingo' });
      const festivos = page.getByRole('group', { name: 'Festivos' });
      await saturday.getByLabel('Abre').fill('13:00');
      expect(await sunday.getByLabel('Abre').inputValue()).toBe('12:00');
      await page.getByRole('button', { name: 'Copiar sábado a domingo y festivos' }).click();
      await toast(page, 'Horario del sábado copiado').waitFor();
      for (const day of [sunday, festivos]) {
        expect(
          await day.getByRole('checkbox', { name: 'Cerrado' }).getAttribute('aria-checked'),
        ).toBe('false');
        expect(await day.getByLabel('Abre').inputValue()).toBe('13:00');
        expect(await day.getByLabel('Cierra').inputValue()).toBe('02:00');
      }
      await screenshot(page, 'branches-hours-editor-820');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Guardar horarios' }).click();
      await toast(page, 'Horarios guardados correctamente').waitFor();
      expect((await status()).abierta).toBe(true);
      const saved = await night.apiGet<HorarioSede[]>(
        `/api/locations/horarios-sede/?sede_id=${chapinero.id}`,
      );
      const sundayAndHolidays = saved.filter((h) => h.es_festivo || h.dia_semana === 7);
      expect(sundayAndHolidays.map((h) => [h.cerrado, h.hora_inicio, h.hora_fin])).toEqual([
        [false, '13:00:00', '02:00:00'],
        [false, '13:00:00', '02:00:00'],
      ]);

      const shopper = await customer(`/menu?sede=${chapinero.id}`, { on: night, now: ONE_AM });
      await shopper.getByText('Abierta ahora').first().waitFor();
      expect(await shopper.getByRole('dialog').count()).toBe(0);
      await page.context().close();
      await shopper.context().close();
    } finally {
      await night.stop();
    }
  }, 120_000);

  it("unticking a category takes it off that branch's customer menu", async () => {
    const before = await server.apiGet<Sede>(`/api/locations/sedes/${chapinero.id}/`);
    const categorias = await server.apiGet<CategoriaProducto[]>(
      `/api/categoria-productos/?sede=${chapinero.id}`,
    );
    const productos = await server.apiGet<Producto[]>(`/api/productos/?sede=${chapinero.id}`);
    const gone = categorias.filter((c) => productos.some((p) => p.categoria === c.id)).at(-1)!;

    const page = await administrator(PHONE, '/sedes');
    await card(page).waitFor();
    await screenshot(page, 'branches-list-390');
    await expectAccessible(page);
    await page.goto(server.url(`/sedes/${chapinero.id}/asociar-productos`, 'admin'));
    await page.getByRole('heading', { name: `Asociar productos a ${CHAPINERO}` }).waitFor();
    const whole = page.getByRole('checkbox', { name: `${gone.nombre} (toda la categoría)` });
    expect(await whole.getAttribute('aria-checked')).toBe('true');
    // One product off: the category's box shows a dash.
    const first = productos.find((p) => p.categoria === gone.id)!;
    await page.getByRole('checkbox', { name: first.nombre, exact: true }).click();
    expect(await whole.getAttribute('aria-checked')).toBe('mixed');
    await whole.click();
    expect(await whole.getAttribute('aria-checked')).toBe('true');
    await whole.click();
    expect(await whole.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByText(/\(Especial\)$/).count()).toBeGreaterThan(0);
    await screenshot(page, 'branches-associate-390');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Asociar productos' }).click();
    await toast(page, `Productos asociados correctamente a ${CHAPINERO}`).waitFor();
    await page.waitForURL(/\/sedes$/);

    const shopper = await customer(`/menu?sede=${chapinero.id}`);
    await shopper.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await shopper.getByRole('heading', { name: gone.nombre, exact: true }).count()).toBe(0);
    const now = await server.apiGet<CategoriaProducto[]>(
      `/api/categoria-productos/?sede=${chapinero.id}`,
    );
    expect(now.find((c) => c.id === gone.id)?.productos_por_categoria ?? 0).toBe(0);

    const restored = await adminCall(
      server,
      `/api/locations/sedes/${chapinero.id}/asociar_productos/`,
      { productos: before.productos, productos_especiales: before.productos_especiales },
    );
    expect(restored.status).toBe(200);
    await page.context().close();
    await shopper.context().close();
  });

  it('a paused branch refuses online orders but takes a staff order', async () => {
    const productos = await server.apiGet<Producto[]>(`/api/productos/?sede=${chapinero.id}`);
    const shopper = await customer('/pedidos/finalizar-pedido', {
      lines: sizedProductCart(productos),
    });
    await shopper.getByRole('heading', { name: 'Productos seleccionados' }).waitFor();

    const page = await administrator(LAPTOP, '/sedes');
    await openMenu(page);
    await page.getByRole('menuitem', { name: 'Pausar pedidos en línea' }).click();
    const dialog = page.getByRole('dialog', { name: `Pausar pedidos en línea en ${CHAPINERO}` });
    await dialog.getByRole('button', { name: 'Pausar pedidos en línea' }).click();
    await dialog.getByText('Escriba el motivo de la pausa').waitFor();
    await dialog.getByLabel('Motivo').fill('Horno en mantenimiento');
    await screenshot(page, 'branches-pause-dialog-1366');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Pausar pedidos en línea' }).click();
    await toast(page, `Pedidos en línea pausados en ${CHAPINERO}`).waitFor();
    await card(page).getByText('Pedidos en línea pausados').waitFor();
    await card(page).getByText('Motivo: Horno en mantenimiento').waitFor();

    // The customer's open checkout says so, and refuses.
    const reason = `${PAUSED}: Horno en mantenimiento`;
    await shopper.getByRole('alert').filter({ hasText: reason }).waitFor({ timeout: 2_000 });
    await screenshot(shopper, 'branches-checkout-paused-390');
    await shopper.getByRole('button', { name: 'Realizar pedido' }).click();
    await toast(shopper, reason).waitFor();
    // The server agrees, for a guest who never saw the page.
    const guest = await server.api<{ error: string }>('/api/pedidos/', {
      body: {
        tipo_pedido: 'RECOGER',
        sede: chapinero.id,
        invitado: { nombre: 'Laura Gómez', numero: '3157778899' },
        productosPedidos: [
          {
            producto: productos.find((p) => p.precios_por_medida.length > 0)!.id,
            medida: productos.find((p) => p.precios_por_medida.length > 0)!.precios_por_medida[0]!
              .medida.id,
            cantidad: 1,
          },
        ],
      },
    });
    expect(guest).toEqual({ status: 422, body: { error: reason } });

    // Staff mode still takes the order: a table order from 'Iniciar pedido'.
    await page.getByRole('link', { name: 'Iniciar pedido' }).click();
    await page.getByRole('heading', { name: 'Nuevo pedido' }).waitFor();
    const producto = productos.find((p) => p.precios_por_medida.length > 0)!;
    await page.getByRole('button', { name: `Agregar ${producto.nombre}`, exact: true }).click();
    const productDialog = page.getByRole('dialog', { name: producto.nombre });
    await productDialog.getByRole('button', { name: /^Agregar( al carrito)? ·/ }).click();
    await expect.poll(() => productDialog.count()).toBe(0);
    const panel = page.getByRole('dialog', { name: /Carrito/ });
    // On a wide screen the cart opens by itself once a product is added.
    await panel.waitFor({ timeout: 5000 }).catch(async () => {
      await page.getByRole('button', { name: /^Abrir carrito/ }).click();
    });
    await panel.getByRole('button', { name: 'Ir a finalizar pedido' }).click();
    await page.getByRole('heading', { name: 'Finalizar pedido' }).waitFor();
    await page.getByRole('radio', { name: 'Mesa' }).check();
    await page.getByRole('button', { name: 'Seleccionar mesa' }).click();
    const picker = page.getByRole('dialog', { name: 'Seleccionar mesa' });
    await picker.getByRole('button').filter({ hasText: /^Mesa/ }).first().click();
    await expect.poll(() => picker.count()).toBe(0);
    await page.getByRole('button', { name: 'Realizar pedido' }).click();
    await toast(page, ORDER_MESSAGES.created).waitFor();
    await page.waitForURL(/\/pedidos\/\d+\/detalle$/);

    // 'Reanudar pedidos' puts it back.
    await page.goto(server.url('/sedes', 'admin'));
    await openMenu(page);
    await page.getByRole('menuitem', { name: 'Reanudar pedidos' }).click();
    await toast(page, `Pedidos en línea reanudados en ${CHAPINERO}`).waitFor();
    await shopper
      .getByRole('alert')
      .filter({ hasText: reason })
      .waitFor({ state: 'detached', timeout: 2_000 });
    await page.context().close();
    await shopper.context().close();
  });

  /** A new branch, made by the administrator through the API: no hours, no products. */
  const newBranch = async (nombre: string): Promise<Sede> => {
    // A retried test finds the one it made before.
    const made = (await server.apiGet<Sede[]>('/api/locations/sedes/')).find(
      (s) => s.nombre === nombre,
    );
    if (made) return made;
    const form = new FormData();
    const fields = {
      nombre,
      direccion: 'Calle 145 # 91-19, Bogotá',
      lat: '4.7417',
      lng: '-74.0843',
      telefono: '601 555 0142',
      whatsapp: '+57 310 555 0142',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const res = await fetch(server.url('/api/locations/sedes/').replace('localhost', '127.0.0.1'), {
      method: 'POST',
      headers: { Authorization: `Token ${token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Sede;
  };

  /** Sets the demo cashier's branches on `server` (as the administrator). */
  const cashierBranches = async (sedes: number[]) => {
    const users = await adminCall<{ id: number; email: string }[]>(server, '/api/users/usuarios/');
    const cajero = users.body.find((u) => u.email === CAJERO.email)!;
    const res = await fetch(
      server.url(`/api/users/usuarios/${cajero.id}/`).replace('localhost', '127.0.0.1'),
      {
        method: 'PATCH',
        headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ sedes }),
      },
    );
    expect(res.status).toBe(200);
  };

  it("a cashier sees their branches' hours, by the server's clock, and cannot open the editor", async () => {
    const suba = await newBranch('Horno Suba');
    // As the demo has it (a retried test may find Suba added).
    await cashierBranches([chapinero.id]);
    // Chapinero closed on Tuesdays.
    const tuesdayClosed = demoHours.map((h) =>
      !h.es_festivo && h.dia_semana === 2
        ? { ...h, cerrado: true, hora_inicio: null, hora_fin: null }
        : h,
    );
    expect((await adminCall(server, '/api/locations/horarios-sede/', tuesdayClosed)).status).toBe(
      200,
    );

    const page = await newPage(browser, TABLET);
    // The tablet's clock is a week ahead; the schedule still shows the server's week and day.
    await page.clock.setFixedTime(new Date('2026-12-02T12:00:00-05:00'));
    await staffLogin(page, CAJERO, server.url('/login', 'admin'));
    await page.waitForURL(/\/pedidos\/gestionar$/);
    await page.getByRole('link', { name: 'Sedes' }).first().click();
    await page.getByRole('heading', { name: 'Sedes', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Agregar sede' }).count()).toBe(0);
    // Only the branch the cashier works at: not the demo's other two, nor the new Suba.
    const names = page.getByRole('list', { name: 'Sedes' }).getByRole('heading', { level: 2 });
    await names.first().waitFor();
    expect(await names.allInnerTexts()).toEqual([CHAPINERO]);

    // Only 'Ver horarios' in the menu: the hours, the products and the rush controls need
    // gestionar_sedes.
    const { menu } = await openMenu(page);
    await menu.getByRole('menuitem', { name: 'Ver horarios' }).waitFor();
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Ver horarios']);
    await screenshot(page, 'branches-cashier-menu-820');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Horarios de ${CHAPINERO}` });
    const days = dialog.getByRole('list', { name: 'Horario de la semana' }).getByRole('listitem');
    await days.first().waitFor();
    expect(await days.first().innerText()).toMatch(/^Lunes 23/);
    expect(await dialog.locator('[aria-current="date"]').innerText()).toMatch(/^Miércoles 25/);
    expect(await days.nth(1).innerText()).toMatch(/^Martes 24\s+Cerrado$/);
    await screenshot(page, 'branches-cashier-hours-820');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    // A branch without hours yet, once the cashier works there too.
    await cashierBranches([chapinero.id, suba.id]);
    await page.reload();
    await expect.poll(() => names.allInnerTexts()).toEqual([CHAPINERO, suba.nombre]);
    await openMenu(page, suba.nombre);
    await page.keyboard.press('Enter');
    const empty = page.getByRole('dialog', { name: `Horarios de ${suba.nombre}` });
    await empty.getByText('No hay horarios definidos.').waitFor();
    expect(await empty.getByRole('listitem').count()).toBe(0);
    await screenshot(page, 'branches-cashier-no-hours-820');
    await page.keyboard.press('Escape');

    // The editor's address, typed in a new tab, is not a way in.
    const typed = await page.context().newPage();
    await typed.goto(server.url(`/sedes/${chapinero.id}/horarios`, 'admin'));
    await typed.waitForURL(/\/pedidos\/gestionar$/);
    expect(await typed.getByRole('heading', { name: `Horarios de ${CHAPINERO}` }).count()).toBe(0);
    await page.context().close();
    await cashierBranches([chapinero.id]);
  });

  it('unsaved edits survive a background refetch of the hours and of the branches', async () => {
    const page = await administrator(TABLET, `/sedes/${chapinero.id}/horarios`);
    /** The tablet drops off the network and comes back `minutes` later: stale queries refetch. */
    const backOnline = async (minutes: number, path: RegExp) => {
      const refetched = page.waitForResponse((res) => path.test(new URL(res.url()).pathname));
      await page.clock.setFixedTime(new Date(Date.parse(NOON) + minutes * 60_000));
      await page.context().setOffline(true);
      await page.context().setOffline(false);
      await refetched;
    };

    const wednesday = page.getByRole('group', { name: 'Miércoles' });
    await wednesday.getByLabel('Abre').fill('09:15');
    await backOnline(11, /^\/api\/locations\/horarios-sede\/?$/);
    await page.getByRole('heading', { name: `Horarios de ${CHAPINERO}` }).waitFor();
    expect(await wednesday.getByLabel('Abre').inputValue()).toBe('09:15');

    await page.goto(server.url(`/sedes/${chapinero.id}/asociar-productos`, 'admin'));
    const productos = await server.apiGet<Producto[]>(`/api/productos/?sede=${chapinero.id}`);
    const box = page.getByRole('checkbox', { name: productos[0]!.nombre, exact: true });
    expect(await box.getAttribute('aria-checked')).toBe('true');
    await box.click();
    await backOnline(22, /^\/api\/locations\/sedes\/?$/);
    expect(await box.getAttribute('aria-checked')).toBe('false');
    await page.context().close();
  });

  it("'Modo ocupado' adds its minutes where customers see the branch", async () => {
    const page = await administrator(TABLET, '/sedes');
    await openMenu(page);
    await page.getByRole('menuitem', { name: 'Modo ocupado' }).click();
    const dialog = page.getByRole('dialog', { name: `Modo ocupado en ${CHAPINERO}` });
    await dialog.getByLabel('Minutos extra').selectOption('30');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, `Modo ocupado en ${CHAPINERO}: +30 min`).waitFor();
    await screenshot(page, 'branches-list-820');
    await expectAccessible(page);

    const shopper = await customer(`/menu?sede=${chapinero.id}`);
    await shopper.getByText('Alta demanda: los pedidos tardan 30 min más').first().waitFor();
    await screenshot(shopper, 'branches-customer-busy-390');

    const off = await adminCall(server, `/api/locations/sedes/${chapinero.id}/ocupado/`, {
      minutos_extra: 0,
    });
    expect(off.status).toBe(200);
    await page.context().close();
    await shopper.context().close();
  });
  it('creates a branch placed from its address and the map, then moves it on a touch phone', async () => {
    const ADDRESS = 'Calle 140 # 11-20';
    const [found] = await server.apiGet<{ lat: number; lng: number }[]>(
      `/api/directions/?sede_id=${chapinero.id}&input_text=${encodeURIComponent(ADDRESS)}`,
    );
    const page = await administrator(LAPTOP, '/sedes');
    await page.getByRole('link', { name: 'Agregar sede' }).click();
    await page.getByRole('heading', { name: 'Agregar sede' }).waitFor();
    // The demo's name first: the server says it is taken, under the field.
    await page.getByLabel('Nombre', { exact: true }).fill('Horno Usaquén');
    // Nothing to look up yet.
    const locate = page.getByRole('button', { name: 'Ubicar la dirección' });
    await locate.click();
    await page.getByText('Escribe primero la dirección de la sede.').waitFor();
    await page.getByLabel('Dirección', { exact: true }).fill(ADDRESS);
    await locate.click();
    await page.getByText(`Ubicada en ${ADDRESS}, Bogotá.`, { exact: false }).waitFor();
    const latitude = page.getByLabel('Latitud');
    const longitude = page.getByLabel('Longitud');
    expect(Number(await latitude.inputValue())).toBe(found!.lat);
    expect(Number(await longitude.inputValue())).toBe(found!.lng);

    // A click a little east of the pin moves it there: the branch is at the corner.
    const pin = page.locator('.map-branch');
    const box = (await pin.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + 60, box.y + box.height / 2);
    await expect.poll(async () => Number(await longitude.inputValue())).toBeGreaterThan(found!.lng);
    const placed = {
      lat: Number(await latitude.inputValue()),
      lng: Number(await longitude.inputValue()),
    };
    expect(Math.abs(placed.lat - found!.lat)).toBeLessThan(0.0005);
    await screenshot(page, 'branch-form-map-1366');
    await expectAccessible(page);

    await page.getByLabel('Teléfono').fill('3001234567');
    const submit = page.getByRole('button', { name: 'Agregar sede' });
    await submit.click();
    const name = page.getByLabel('Nombre', { exact: true });
    await page.getByText('Ya existe una sede con ese nombre').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await name.fill('Horno Cedritos');
    await submit.click();
    await toast(page, 'Sede creada correctamente').waitFor();
    await page.waitForURL(/\/sedes$/);
    await card(page, 'Horno Cedritos').waitFor();
    const created = (await server.apiGet<Sede[]>('/api/locations/sedes/')).find(
      (s) => s.nombre === 'Horno Cedritos',
    )!;
    expect({ lat: created.lat, lng: created.lng, direccion: created.direccion }).toEqual({
      ...placed,
      direccion: ADDRESS,
    });
    await page.context().close();

    // On a phone the same form: a tap on the map moves the pin north, and 'Modificar' keeps it.
    const phone = await administrator(PHONE, `/sedes/${created.id}/modificar`, {
      hasTouch: true,
      isMobile: true,
    });
    await phone.getByRole('heading', { name: 'Modificar Horno Cedritos' }).waitFor();
    const phonePin = phone.locator('.map-branch');
    await phonePin.scrollIntoViewIfNeeded();
    const at = (await phonePin.boundingBox())!;
    await phone.touchscreen.tap(at.x + at.width / 2, at.y + at.height / 2 - 50);
    await expect
      .poll(async () => Number(await phone.getByLabel('Latitud').inputValue()))
      .toBeGreaterThan(placed.lat);
    await screenshot(phone, 'branch-form-map-390');
    await phone.getByRole('button', { name: 'Modificar', exact: true }).click();
    await toast(phone, 'Sede modificada correctamente').waitFor();
    const moved = await server.apiGet<Sede>(`/api/locations/sedes/${created.id}/`);
    expect(moved.lat).toBeGreaterThan(placed.lat);
    expect(moved.lng).toBeCloseTo(placed.lng, 3);
    await phone.context().close();
  });
});
