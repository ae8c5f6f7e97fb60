import type { Rol } from '@horno/domain/auth';
import type { HorarioSede, Sede } from '@horno/domain/branches';
import type { Producto } from '@horno/domain/catalog';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  apiAuth,
  apiGet,
  appUrl,
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  staffLoginAt,
  thisWorkerServer,
} from './support/browser';
import { toast } from './support/toasts';

// Issue 30, item 1: two people editing the same thing. Each back-office form sends the version it
// loaded; a save over another person's change is refused with the reason and 'Recargar', what
// was typed stays, and the other person's change is kept. Everything changed is put back.

const STALE =
  'Otra persona modificó este registro mientras lo editabas. Recarga para ver sus cambios.';
const LAPTOP = { width: 1366, height: 900 };
const CHAPINERO = 'Horno Chapinero';

describe('a save over another person’s change', () => {
  let browser: Browser;
  let page: Page;
  let base: string;
  let headers: { authorization: string };
  let chapinero: Sede;
  let demoHours: HorarioSede[];
  let cajero: Rol;

  /** A call with the administrator's session, as the other person: status, body and ETag. */
  const call = async <T>(method: string, path: string, body?: unknown, ifMatch?: string) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(ifMatch ? { 'if-match': ifMatch } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, etag: res.headers.get('etag'), body: (await res.json()) as T };
  };
  const hoursPath = () => `/api/locations/horarios-sede/?sede_id=${chapinero.id}`;
  /** Chapinero's week as the server has it, as the rows the editor saves. */
  const weekOf = (rows: HorarioSede[]) =>
    rows.map(({ sede, dia_semana, es_festivo, cerrado, hora_inicio, hora_fin }) => ({
      sede,
      dia_semana,
      es_festivo,
      cerrado,
      hora_inicio,
      hora_fin,
    }));
  const day = (name: string) => page.getByRole('group', { name });
  const hhmm = (time: string | null | undefined) => time?.slice(0, 5) ?? '';

  beforeAll(async () => {
    browser = await launchBrowser();
    base = `http://127.0.0.1:${thisWorkerServer().port}`;
    headers = await apiAuth(ADMIN);
    chapinero = (await apiGet<Sede[]>('/api/locations/sedes/')).find(
      (s) => s.nombre === CHAPINERO,
    )!;
    demoHours = await apiGet<HorarioSede[]>(hoursPath());
    cajero = (await call<Rol[]>('GET', '/api/users/roles/')).body.find((r) => r.rol === 'Cajero')!;
    const context = await newContext(browser, { viewport: LAPTOP });
    page = await context.newPage();
    await staffLoginAt(page, ADMIN, CHAPINERO);
  });
  afterAll(async () => {
    // The demo's week and role, as the other files on this server expect them.
    await call('POST', '/api/locations/horarios-sede/', weekOf(demoHours));
    await call('PATCH', `/api/users/roles/${cajero.id}/`, { rol: 'Cajero' });
    await call('POST', `/api/locations/sedes/${chapinero.id}/asociar_productos/`, {
      productos: chapinero.productos,
      productos_especiales: chapinero.productos_especiales,
    });
    await browser.close();
  });

  it("refuses the hours over another person's, keeps what was typed, and 'Recargar' shows theirs", async () => {
    const monday = demoHours.find((h) => !h.es_festivo && h.dia_semana === 1)!;
    const wednesday = demoHours.find((h) => !h.es_festivo && h.dia_semana === 3)!;
    expect(hhmm(monday.hora_inicio)).not.toBe('10:30');
    expect(hhmm(wednesday.hora_inicio)).not.toBe('09:45');

    // Page A opens the editor with the week as it is.
    await page.goto(appUrl(`/sedes/${chapinero.id}/horarios`, 'admin'));
    await page.getByRole('heading', { name: `Horarios de ${CHAPINERO}` }).waitFor();
    const wednesdayOpens = day('Miércoles').getByLabel('Abre');
    await expect.poll(() => wednesdayOpens.inputValue()).toBe(hhmm(wednesday.hora_inicio));

    // Meanwhile another person opens Monday at 10:30 (their save sends the version they read).
    const theirs = await call<HorarioSede[]>('GET', hoursPath());
    const mine = weekOf(theirs.body).map((row) =>
      !row.es_festivo && row.dia_semana === 1 ? { ...row, hora_inicio: '10:30' } : row,
    );
    const saved = await call('POST', '/api/locations/horarios-sede/', mine, theirs.etag!);
    expect(saved.status).toBe(200);
    expect(saved.etag).toBeTruthy();
    expect(saved.etag).not.toBe(theirs.etag);

    // Page A changes Wednesday and saves: refused, with the reason and 'Recargar'.
    await wednesdayOpens.fill('09:45');
    await page.getByRole('button', { name: 'Guardar horarios' }).click();
    const alert = page.getByRole('alert').filter({ hasText: STALE });
    await alert.waitFor();
    const reload = page.getByRole('button', { name: 'Recargar' });
    await reload.waitFor();
    expect(page.url()).toMatch(/\/horarios$/);
    expect(await wednesdayOpens.inputValue()).toBe('09:45');
    expect(await day('Lunes').getByLabel('Abre').inputValue()).toBe(hhmm(monday.hora_inicio));
    await reload.scrollIntoViewIfNeeded();
    await screenshot(page, 'stale-hours-1366');
    await expectAccessible(page);

    // The server still has the other person's week.
    const after = await apiGet<HorarioSede[]>(hoursPath());
    const at = (rows: HorarioSede[], dia: number) =>
      hhmm(rows.find((h) => !h.es_festivo && h.dia_semana === dia)?.hora_inicio);
    expect(at(after, 1)).toBe('10:30');
    expect(at(after, 3)).toBe(hhmm(wednesday.hora_inicio));

    // 'Recargar' (after the browser's question, if it asks) shows their week.
    page.once('dialog', (dialog) => void dialog.accept());
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await page.getByRole('heading', { name: `Horarios de ${CHAPINERO}` }).waitFor();
    await expect.poll(() => day('Lunes').getByLabel('Abre').inputValue()).toBe('10:30');
    expect(await wednesdayOpens.inputValue()).toBe(hhmm(wednesday.hora_inicio));
    expect(await page.getByText(STALE).count()).toBe(0);

    // Now with their version: Wednesday's change is saved over their week.
    await wednesdayOpens.fill('09:45');
    await page.getByRole('button', { name: 'Guardar horarios' }).click();
    await toast(page, 'Horarios guardados correctamente').waitFor();
    await page.waitForURL(/\/sedes$/);
    const both = await apiGet<HorarioSede[]>(hoursPath());
    expect([at(both, 1), at(both, 3)]).toEqual(['10:30', '09:45']);
  });

  it("refuses a role's new name over another person's rename", async () => {
    await page.goto(appUrl(`/roles/modificar/${cajero.id}`, 'admin'));
    const name = page.getByLabel('Nombre del rol');
    await expect.poll(() => name.inputValue()).toBe('Cajero');

    // Another person renames it first (an API client without If-Match: applied as before).
    const renamed = await call<Rol>('PATCH', `/api/users/roles/${cajero.id}/`, {
      rol: 'Cajero principal',
    });
    expect(renamed.status).toBe(200);

    await name.fill('Caja');
    await page.getByRole('button', { name: 'Actualizar rol' }).click();
    await page.getByRole('alert').filter({ hasText: STALE }).waitFor();
    await page.getByRole('button', { name: 'Recargar' }).waitFor();
    expect(await name.inputValue()).toBe('Caja');
    expect(page.url()).toMatch(/\/roles\/modificar\/\d+$/);
    expect((await call<Rol>('GET', `/api/users/roles/${cajero.id}/`)).body.rol).toBe(
      'Cajero principal',
    );
    await screenshot(page, 'stale-role-1366');

    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Recargar' }).click(),
    ]);
    await expect.poll(() => name.inputValue()).toBe('Cajero principal');
  });

  it("refuses what a branch sells over another person's change of it", async () => {
    const productos = await apiGet<Producto[]>(`/api/productos/?sede=${chapinero.id}`);
    const [first, second] = productos;
    await page.goto(appUrl(`/sedes/${chapinero.id}/asociar-productos`, 'admin'));
    const box = page.getByRole('checkbox', { name: first!.nombre, exact: true });
    await expect.poll(() => box.getAttribute('aria-checked')).toBe('true');

    // Another person stops selling the second product there.
    const theirs = chapinero.productos.filter((id) => id !== second!.id);
    expect(theirs).toHaveLength(chapinero.productos.length - 1);
    const changed = await call('POST', `/api/locations/sedes/${chapinero.id}/asociar_productos/`, {
      productos: theirs,
      productos_especiales: chapinero.productos_especiales,
    });
    expect(changed.status).toBe(200);

    await box.click();
    await page.getByRole('button', { name: 'Asociar productos' }).click();
    await page.getByRole('alert').filter({ hasText: STALE }).waitFor();
    expect(await box.getAttribute('aria-checked')).toBe('false');
    const now = await apiGet<Sede>(`/api/locations/sedes/${chapinero.id}/`);
    expect(now.productos).toEqual(theirs);
  });
});
