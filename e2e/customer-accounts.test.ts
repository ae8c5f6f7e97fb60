import type { BonoBienvenida, Cupon } from '@horno/domain/auth';
import type { Browser, Page } from 'playwright-core';
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
  thisWorkerServer,
} from './support/browser';
import { chunkOf, holdChunk } from './support/chunks';
import { outboxMessages, readLatestCode } from './support/outbox';
import { E2E_NOW } from './support/server';
import { recordToasts, toast, waitForToastSeen } from './support/toasts';

const DEMO = { email: 'cliente@horno.co', password: 'HornoCliente2026', name: 'Camila Rodríguez' };

interface StoredSession {
  state: { token: string | null; isAuth: boolean };
}

async function storedSession(page: Page): Promise<StoredSession['state']> {
  const raw = await page.evaluate(() => localStorage.getItem('authentication'));
  return (JSON.parse(raw ?? '{}') as StoredSession).state;
}

async function apiGetWithToken<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${thisWorkerServer().port}${path}`, {
    headers: { Authorization: `Token ${token}` },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** A customer nobody has registered: unique per attempt, so a retried test starts afresh. */
const newCustomer = (n: number) => {
  const attempt = Date.now().toString().slice(-8);
  return {
    first: 'Valentina',
    last: `Prueba${n}`,
    email: `valentina.${attempt}.${n}@example.com`,
    phone: `3${n}${attempt}`,
    password: 'PizzaSegura2026',
  };
};

describe('customer accounts in a browser', () => {
  let browser: Browser;
  let page: Page;
  let bono: BonoBienvenida;

  beforeAll(async () => {
    browser = await launchBrowser();
    bono = await apiGet<BonoBienvenida>('/api/configuracion/bono-bienvenida/');
  });
  afterAll(() => browser.close());

  /** A page whose clock is the server's pinned day, so the welcome bonus is judged alike. */
  const open = async (path: string, viewport = DESKTOP) => {
    page = await newPage(browser, viewport);
    await recordToasts(page.context());
    await page.clock.install({ time: new Date(E2E_NOW) });
    await page.goto(appUrl(path));
    return page;
  };

  const signUp = async (customer: ReturnType<typeof newCustomer>) => {
    await page.getByRole('button', { name: 'Regístrate' }).click();
    await page.getByRole('heading', { name: 'Crea tu cuenta' }).waitFor();
    await page.getByLabel('Nombres').fill(customer.first);
    await page.getByLabel('Apellidos').fill(customer.last);
    await page.getByLabel('Correo electrónico').fill(customer.email);
    await page.getByLabel('Celular').fill(customer.phone);
    await page.getByLabel('Contraseña', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByRole('heading', { name: 'Verifica tu celular' }).waitFor();
  };

  it('signs a new customer up, verifies the phone and grants the welcome coupon', async () => {
    const customer = newCustomer(1);
    await open('/menu', PHONE);
    await page.getByRole('link', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    // On /login the top bar keeps only the logo and the way back.
    expect(await page.getByRole('link', { name: 'Volver al menú' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Iniciar Sesión' }).count()).toBe(0);
    await page.getByText(bono.title).waitFor();

    await page.getByRole('button', { name: 'Regístrate' }).click();
    await page.getByRole('heading', { name: 'Crea tu cuenta' }).waitFor();
    // Errors appear on submit, and the phone keeps only digits, at most 10.
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByText('El nombre es requerido').waitFor();
    for (const message of [
      'El apellido es requerido',
      'El correo electrónico es requerido',
      'El número de teléfono es requerido',
      'La contraseña es requerida',
    ]) {
      expect(await page.getByText(message).count()).toBe(1);
    }
    await page.getByLabel('Celular').fill('30a0-12');
    expect(await page.getByLabel('Celular').inputValue()).toBe('30012');
    await page.getByText('Ingrese un número de teléfono válido (10 dígitos)').waitFor();
    await screenshot(page, 'signup-errors-phone');
    await expectAccessible(page);

    // Back and forth clears the errors.
    await page.getByRole('button', { name: 'Inicia sesión' }).click();
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    // The success toast lasts 2 s: a loaded machine can miss it, so the page writes it down.
    await signUp(customer);
    const seen = await waitForToastSeen(page, 'Código enviado por WhatsApp');
    const sent = outboxMessages().filter((m) => m.to.endsWith(customer.phone));
    expect(seen, `toasts: ${JSON.stringify(seen)}; outbox: ${JSON.stringify(sent)}`).toContain(
      'Código enviado por WhatsApp',
    );
    const spaced = customer.phone.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1 $2 $3');
    expect(await page.getByText(`+57 ${spaced}`).count()).toBeGreaterThan(0);
    const verify = page.getByRole('button', { name: 'Verificar código' });
    expect(await verify.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reenviar código' }).isDisabled()).toBe(true);
    await page.getByText(/Podrás pedir otro código en 1:5\d/).waitFor();
    // The token is kept, but the session completes only after verification.
    const pending = await storedSession(page);
    expect(pending.token).toBeTruthy();
    expect(pending.isAuth).toBe(false);
    await screenshot(page, 'verification-phone');
    await expectAccessible(page);

    const code = await readLatestCode(customer.phone);
    const input = page.getByLabel('Código de verificación');
    await input.fill(code.slice(0, 5));
    expect(await verify.isDisabled()).toBe(true);
    await input.fill(code);
    expect(await verify.isDisabled()).toBe(false);
    await verify.click();

    await toast(page, '¡Teléfono verificado! Cupón de bienvenida activado').waitFor();
    await page.waitForURL(/\/menu/);
    const session = await storedSession(page);
    expect(session.isAuth).toBe(true);
    const cupones = await apiGetWithToken<Cupon[]>('/api/cupones/usuario/', session.token!);
    expect(cupones).toEqual([
      expect.objectContaining({
        porcentaje_descuento: bono.discountPercentage,
        esta_vigente: true,
        usado: false,
      }),
    ]);
    expect(bono.discountPercentage).toBe(15);

    await page.getByRole('button', { name: `Menú de ${customer.first} ${customer.last}` }).click();
    const menu = page.getByRole('menu');
    await menu.getByText(customer.email).waitFor();
    expect(await menu.getByText(`${customer.first} ${customer.last}`).count()).toBe(1);
    expect(await menu.getByText('(Activo)').count()).toBe(1);
    await page.context().close();
  });

  it('lets a new customer skip the verification, without the coupon', async () => {
    const customer = newCustomer(2);
    await open('/login', DESKTOP);
    await signUp(customer);
    await screenshot(page, 'verification-desktop');
    await page.getByText('no recibirás el cupón de descuento de bienvenida').waitFor();
    await page.getByRole('button', { name: 'Omitir verificación' }).click();

    const notice = toast(page, 'Verificación omitida. No recibirás el cupón de bienvenida');
    await notice.waitFor();
    await page.waitForURL(/\/menu/);
    const session = await storedSession(page);
    expect(session.isAuth).toBe(true);
    expect(await apiGetWithToken<Cupon[]>('/api/cupones/usuario/', session.token!)).toEqual([]);
    await page.getByRole('button', { name: `Menú de ${customer.first}` }).waitFor();
    // The info toast stays until closed.
    await notice.getByRole('button', { name: 'Cerrar' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('draws the login form before zod arrives, and checks it once zod is there', async () => {
    page = await newPage(browser, PHONE);
    // zod held back as a slow network would: the first screen does not wait for it.
    const { asked, release } = await holdChunk(page, 'src/lib/zod-resolver.ts');
    await page.goto(appUrl('/login'));
    const email = page.getByLabel('Correo electrónico');
    await email.waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);

    await email.fill('ana@');
    await page.getByLabel('Contraseña', { exact: true }).focus();
    await expect.poll(() => asked.length).toBe(1);
    release();
    await page.getByText('Ingrese un correo electrónico válido').waitFor({ timeout: 10_000 });
    await page.context().close();
  });

  it('says "Credenciales inválidas" for a wrong password', async () => {
    await open('/login', PHONE);
    await page.getByLabel('Correo electrónico').fill(DEMO.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await toast(page, 'Credenciales inválidas').waitFor();
    expect(
      await page.getByRole('alert').filter({ hasText: 'Credenciales inválidas' }).count(),
    ).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect((await storedSession(page)).token).toBeNull();
    await screenshot(page, 'login-wrong-password-phone');
    await expectAccessible(page);
    await page.context().close();
  });

  it('shows the first toast in full even when its toaster arrives late (a slow phone)', async () => {
    await open('/login', PHONE);
    // The toaster's chunk comes with the first toast; here it takes longer than the toast lasts.
    await page.route(
      (url) => url.pathname === chunkOf('src/lib/toaster.tsx'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        await route.continue();
      },
    );
    await page.getByLabel('Correo electrónico').fill(DEMO.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    // Shown in full: still current (its slot on top) once its entry animation has ended at
    // opacity 1; a toast dropped as expired only passes through opacity 1 leaving.
    await page.waitForFunction(
      (text) =>
        Array.from(document.querySelectorAll('[role="status"]')).some((status) => {
          const bar = status.parentElement;
          const slot = bar?.parentElement;
          return (
            status.textContent === text &&
            slot?.style.zIndex === '1' &&
            getComputedStyle(bar!).opacity === '1'
          );
        }),
      'Credenciales inválidas',
      { timeout: 15_000 },
    );
    await page.context().close();
  });

  it('logs the demo customer in, back to the page it came from, and out again', async () => {
    await open('/terminos-y-condiciones', DESKTOP);
    await page.getByRole('link', { name: 'Iniciar Sesión' }).click();
    await page.getByLabel('Correo electrónico').fill(DEMO.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
    await screenshot(page, 'login-desktop');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await toast(page, 'Sesión iniciada correctamente').waitFor();
    await page.waitForURL(/\/terminos-y-condiciones$/);

    const trigger = page.getByRole('button', { name: `Menú de ${DEMO.name}` });
    await trigger.click();
    const menu = page.getByRole('menu');
    await menu.getByText(DEMO.email).waitFor();
    expect(await menu.getByText('Cliente (Activo)', { exact: true }).count()).toBe(1);
    // One role and no branches: no role picker and no branch choice.
    expect(await menu.getByText('Selecciona tu rol').count()).toBe(0);
    expect(await menu.getByRole('menuitem', { name: 'Selecciona la sede' }).count()).toBe(0);
    await screenshot(page, 'user-menu-desktop');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    // Signed in, /login sends the visitor to the menu.
    await page.goto(appUrl('/login'));
    await page.waitForURL(/\/menu/);

    const { token } = await storedSession(page);
    await trigger.click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await toast(page, 'Sesión cerrada correctamente').waitFor();
    await page.getByRole('link', { name: 'Iniciar Sesión' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/menu/);
    expect((await storedSession(page)).token).toBeNull();
    // The server forgot the token too (told without the page waiting for it).
    await expect
      .poll(async () => {
        const res = await fetch(`http://127.0.0.1:${thisWorkerServer().port}/api/users/session/`, {
          headers: { Authorization: `Token ${token}` },
        });
        return res.status;
      })
      .toBe(401);
    await page.context().close();
  });

  it('returns to ?next= after logging in', async () => {
    await open('/login?next=/politica-de-privacidad', PHONE);
    await page.getByLabel('Correo electrónico').fill(DEMO.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.waitForURL(/\/politica-de-privacidad$/);
    await page.getByRole('button', { name: `Menú de ${DEMO.name}` }).waitFor();
    await page.context().close();
  });
});
