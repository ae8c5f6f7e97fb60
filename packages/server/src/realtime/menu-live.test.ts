import type { AddressInfo } from 'node:net';
import type { EstadoSede, Sede } from '@horno/domain/branches';
import type { MenuEvent } from '@horno/domain/menu-events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp, testEngine } from '../../test/helper';
import { type Headers, jsonClient } from '../../test/json-client';
import { week } from '../../test/branch-week';

const CHAPINERO = 1;
/** The promise: a change reaches open pages on every instance within a second. */
const WITHIN_A_SECOND = { timeout: 1000, interval: 10 };

/** A customer's open menu, connected to one instance: what it has been told, in order. */
interface MenuClient {
  heard: MenuEvent[];
  closed: Promise<number>;
  send(text: string): void;
  close(): void;
}

async function openMenu(app: TestApp): Promise<MenuClient> {
  const { port } = app.app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/menu/`);
  const heard: MenuEvent[] = [];
  ws.on('message', (raw) => heard.push(JSON.parse(String(raw)) as MenuEvent));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return { heard, closed, send: (text) => ws.send(text), close: () => ws.close() };
}

describe(`the open menus' socket /ws/menu/ across two instances (${testEngine})`, () => {
  let a: TestApp;
  let b: TestApp;
  let admin: Headers;
  const viaA = jsonClient(() => a.app);
  const viaB = jsonClient(() => b.app);
  const statusOnB = async () =>
    (await viaB.ok<EstadoSede[]>('GET', '/api/locations/estado-sedes/', {})).find(
      (s) => s.id === CHAPINERO,
    )!;

  beforeAll(async () => {
    a = await buildTestApp();
    b = await buildTestApp({ db: a.db });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await viaA.login('admin@horno.co', 'HornoAdmin2026');
  });
  afterAll(async () => {
    await b?.app.close();
    await a?.close();
  });

  it("tells a menu open on B of hours changed on A, and B's status is fresh by then", async () => {
    const menu = await openMenu(b);
    try {
      expect((await statusOnB()).abierta).toBe(true);
      await viaA.ok('POST', '/api/locations/horarios-sede/', admin, week(CHAPINERO, null, null));
      await vi.waitFor(() => expect(menu.heard).toContainEqual({ type: 'sedes' }), WITHIN_A_SECOND);
      expect((await statusOnB()).abierta).toBe(false);

      menu.heard.length = 0;
      await viaA.ok(
        'POST',
        '/api/locations/horarios-sede/',
        admin,
        week(CHAPINERO, '00:00', '23:59'),
      );
      await vi.waitFor(() => expect(menu.heard).toContainEqual({ type: 'sedes' }), WITHIN_A_SECOND);
      expect((await statusOnB()).abierta).toBe(true);
    } finally {
      menu.close();
    }
  });

  it('tells it of a pause and of busy minutes set on A', async () => {
    const menu = await openMenu(b);
    try {
      await viaA.ok('POST', `/api/locations/sedes/${CHAPINERO}/pausa/`, admin, {
        pausada: true,
        motivo: 'Sin domiciliarios',
      });
      await vi.waitFor(() => expect(menu.heard).toContainEqual({ type: 'sedes' }), WITHIN_A_SECOND);
      expect(await statusOnB()).toMatchObject({ pausada: true, motivo_pausa: 'Sin domiciliarios' });

      menu.heard.length = 0;
      await viaA.ok('POST', `/api/locations/sedes/${CHAPINERO}/pausa/`, admin, { pausada: false });
      await viaA.ok('POST', `/api/locations/sedes/${CHAPINERO}/ocupado/`, admin, {
        minutos_extra: 20,
      });
      await vi.waitFor(
        () => expect(menu.heard.filter((m) => m.type === 'sedes')).toHaveLength(2),
        WITHIN_A_SECOND,
      );
      expect(await statusOnB()).toMatchObject({ pausada: false, minutos_extra: 20 });
      await viaA.ok('POST', `/api/locations/sedes/${CHAPINERO}/ocupado/`, admin, {
        minutos_extra: 0,
      });
    } finally {
      menu.close();
    }
  });

  it("tells it of a branch's sold-out list and of its products", async () => {
    const menu = await openMenu(b);
    try {
      const sede = await viaA.ok<Sede>('GET', `/api/locations/sedes/${CHAPINERO}/`, {});
      const producto = sede.productos[0]!;
      await viaA.ok('POST', `/api/locations/sedes/${CHAPINERO}/agotados/`, admin, {
        producto,
        agotado: true,
      });
      await vi.waitFor(
        () => expect(menu.heard).toContainEqual({ type: 'agotados', sede: CHAPINERO }),
        WITHIN_A_SECOND,
      );
      await viaA.ok('POST', `/api/locations/sedes/${CHAPINERO}/asociar_productos/`, admin, {
        productos: sede.productos,
        productos_especiales: sede.productos_especiales,
      });
      await vi.waitFor(
        () => expect(menu.heard).toContainEqual({ type: 'catalogo' }),
        WITHIN_A_SECOND,
      );
      await viaA.ok('POST', `/api/locations/sedes/${CHAPINERO}/agotados/`, admin, {
        producto,
        agotado: false,
      });
    } finally {
      menu.close();
    }
  });

  it('reads nothing from the client: a message closes the socket', async () => {
    const menu = await openMenu(b);
    menu.send('{"type":"auth","token":"x"}');
    expect(await menu.closed).toBe(4400);
  });

  it('closes its sockets when the instance stops', async () => {
    const other = await buildTestApp({ db: a.db });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const menu = await openMenu(other);
    await vi.waitFor(() => expect(other.app.menuSockets.size).toBe(1));
    await other.app.close();
    expect(await menu.closed).toBe(1001);
  });
});
