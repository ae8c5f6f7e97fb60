import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterEach, expect, inject } from 'vitest';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** Content-Security-Policy violations seen by the pages of the running test. */
const cspViolations: string[] = [];

// A page that breaks the server's CSP fails its test, whatever the test itself checked.
afterEach(() => {
  const seen = cspViolations.splice(0);
  expect(seen.join('\n'), 'Content-Security-Policy violations').toBe('');
});

/** Reports every CSP violation of the context's pages to the running test. */
export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__hornoCspViolation', (_source, violation: string) => {
    cspViolations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __hornoCspViolation?: (v: string) => void })
        .__hornoCspViolation;
      report?.(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} on ${e.documentURI}`);
    });
  });
}

/** A context with the phone or desktop viewport, Colombian locale and Bogotá time, CSP watched. */
export async function newContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: DESKTOP,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    ...options,
  });
  await watchCsp(context);
  return context;
}

/** A page in its own browser context (axe needs one); close it with `page.context().close()`. */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Page> {
  const context = await newContext(browser, { viewport });
  return context.newPage();
}

/**
 * The server of this worker. Spec files run in parallel, one per worker, each worker against a
 * server (and database) of its own; the files of one worker run one after another, as before.
 */
export function thisWorkerServer(): { port: number; serverLog: string } {
  const index = (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % inject('ports').length;
  return { port: inject('ports')[index]!, serverLog: inject('serverLogs')[index]! };
}

/** The customer app's address, or the back office's with `host: 'admin'`. */
export function appUrl(path: string, host: 'customer' | 'admin' = 'customer'): string {
  const { port } = thisWorkerServer();
  const hostname = host === 'admin' ? 'admin.localhost' : 'localhost';
  return `http://${hostname}:${port}${path}`;
}

export async function apiGet<T>(path: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${thisWorkerServer().port}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Keeps a screenshot to look at (test-results/ is not committed). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: false });
}

/** No serious or critical accessibility violations on the page. */
export async function expectAccessible(page: Page): Promise<void> {
  // A toast fading in or out is half transparent for a moment, which axe reads as low contrast;
  // check the page once those finite animations have settled (looping ones are ignored).
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll('[role="status"]'))
          .flatMap((el) => [el, el.parentElement, el.parentElement?.parentElement])
          .every(
            (el) =>
              !el ||
              el
                .getAnimations()
                .every(
                  (a: Animation) =>
                    a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity,
                ),
          ),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  // A toast that mounts while axe runs (its module loads lazily) can still be caught mid-fade:
  // a violation must also be there a moment later, once the page is still, to count.
  let serious: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) await page.waitForTimeout(1000);
    // axe.run in the page (axe, injected in every frame, reaches the app's same-origin frames by
    // itself): the default runs each frame apart and merges the results in a new blank page, a
    // renderer started per check. Only violations are read. A check 2.4 → 1.2 s on two cores.
    const results = await new AxeBuilder({ page })
      .setLegacyMode()
      .options({ resultTypes: ['violations'] })
      .analyze();
    serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    if (serious.length === 0) return;
  }
  expect(serious).toEqual([]);
}

/** The demo's accounts (README 'Demo accounts'). */
export const ADMIN = { email: 'admin@horno.co', password: 'HornoAdmin2026' };
export const CAJERO = { email: 'cajero@horno.co', password: 'HornoCajero2026' };
export const CLIENTE = { email: 'cliente@horno.co', password: 'HornoCliente2026' };
export const COCINA = { email: 'cocina@horno.co', password: 'HornoCocina2026' };

/**
 * Fills the back office's login form and submits it, at `loginUrl` (this worker's server by
 * default); where the app goes next is the caller's to wait for.
 */
export async function staffLogin(
  page: Page,
  account: { email: string; password: string },
  loginUrl = appUrl('/login', 'admin'),
): Promise<void> {
  await page.goto(loginUrl);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Acceder al Panel' }).click();
}

/**
 * `staffLogin`, then the branch named `sedeNombre` when the account works at several (the app
 * asks on 'seleccionar-sede'); ends on the order board.
 */
export async function staffLoginAt(
  page: Page,
  account: { email: string; password: string },
  sedeNombre: string,
): Promise<void> {
  await staffLogin(page, account);
  await page.waitForURL(/seleccionar-sede|pedidos/);
  if (page.url().includes('seleccionar-sede')) {
    await page.getByRole('button', { name: new RegExp(sedeNombre) }).click();
    await page.waitForURL(/pedidos/);
  }
}

/** What a browser context keeps of a session: cookies and each origin's storage. */
export type StoredSession = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The back-office session of `page`, once it shows the order board: the token, the branch and
 * the role's permissions are stored by then. A context made with it (`storageState`) opens the
 * back office signed in, at that branch, without the login form again.
 */
export async function storedSession(page: Page): Promise<StoredSession> {
  await page.waitForFunction(() => {
    const raw = localStorage.getItem('authentication');
    const state = raw
      ? (JSON.parse(raw) as { state: { selectedLocation: unknown; userPermissions: string[] } })
          .state
      : null;
    return Boolean(state?.selectedLocation) && (state?.userPermissions.length ?? 0) > 0;
  });
  return page.context().storageState();
}

/** The `Authorization` header of `account` on this worker's server, for API calls in a test. */
export async function apiAuth(account = ADMIN): Promise<{ authorization: string }> {
  const res = await fetch(`http://127.0.0.1:${thisWorkerServer().port}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Token ${token}` };
}

/**
 * A JSON call to this worker's server that must answer `status`: its parsed answer (undefined
 * when empty); otherwise it throws with the status and the body.
 */
export async function apiCall<T>(
  method: string,
  path: string,
  headers: Partial<{ authorization: string }>,
  body?: unknown,
  status = 200,
): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${thisWorkerServer().port}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
