import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import * as t from '../../db/schema';
import {
  buildTestApp,
  createTestDatabase,
  testConfig,
  testEngine,
  type TestDatabase,
} from '../../../test/helper';

describe(`the app's skeleton (${testEngine})`, () => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildApp({ config: testConfig(), database: db.database });
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('reports its health and the database engine', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testEngine, database_reachable: true });
  });

  it('answers 503 while the instance drains, and still serves the other requests', async () => {
    app.lifecycle.draining = true;
    try {
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'deteniendo' });
      expect((await app.inject({ url: '/api/hora/' })).statusCode).toBe(200);
    } finally {
      app.lifecycle.draining = false;
    }
  });

  it("tells the time by the server's clock, not the caller's", async () => {
    const other = await buildTestApp({ now: '2026-11-25T23:59:30-05:00' });
    try {
      const res = await other.app.inject({ url: '/api/hora/' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ahora: '2026-11-26T04:59:30.000Z' });
    } finally {
      await other.close();
    }
  });

  it('publishes its OpenAPI document and browsable docs', async () => {
    const doc = await app.inject({ url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/productos/',
        '/api/categoria-productos/',
        '/api/locations/sedes/',
      ]),
    );
    const docs = await app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('answers an unknown API path with a JSON 404, never a page', async () => {
    const res = await app.inject({ url: '/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ error: 'Recurso no encontrado.' });
  });

  it('loads the demo pizzeria once, and never again over existing data', async () => {
    const counts = async () => {
      const [sedes] = await db.database.db.select({ n: count() }).from(t.sedes);
      const [productos] = await db.database.db.select({ n: count() }).from(t.productos);
      const [usuarios] = await db.database.db.select({ n: count() }).from(t.usuarios);
      return { sedes: sedes!.n, productos: productos!.n, usuarios: usuarios!.n };
    };
    const before = await counts();
    expect(before.sedes).toBe(3);
    expect(before.productos).toBeGreaterThanOrEqual(40);
    // A second start on the same database changes nothing.
    const again = await buildApp({ config: testConfig(), database: db.database });
    await again.ready();
    expect(await counts()).toEqual(before);
    await again.close();
  });

  it('never seeds over real data', async () => {
    const other = await createTestDatabase();
    try {
      await other.database.migrate();
      await other.database.db.insert(t.sedes).values({
        nombre: 'Sede real',
        direccion: 'Calle 1 # 2-3',
        telefono: '3000000000',
        lat: 4.6,
        lng: -74.1,
      });
      const real = await buildApp({ config: testConfig(), database: other.database });
      await real.ready();
      const [productos] = await other.database.db.select({ n: count() }).from(t.productos);
      expect(productos!.n).toBe(0);
      await real.close();
    } finally {
      await other.drop();
    }
  });
});
