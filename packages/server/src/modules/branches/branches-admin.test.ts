import type { EstadoSede, HorarioSede, Sede } from '@horno/domain/branches';
import type { Producto } from '@horno/domain/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../db/schema';
import { buildTestApp, type TestApp, testEngine, WEDNESDAY_NOON } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';
import { formOf, multipartBody } from '../../../test/multipart';
import { week } from '../../../test/branch-week';

const CHAPINERO = 1;
const OTHER = 2;

describe(`branches administration API (${testEngine})`, () => {
  let t0: TestApp;
  let admin: Headers;
  let cashier: Headers;
  const { call, ok, login } = jsonClient(() => t0.app);

  const hours = (sede: number) =>
    ok<HorarioSede[]>('GET', `/api/locations/horarios-sede/?sede_id=${sede}`, {});
  const status = async (sede: number) =>
    (await ok<EstadoSede[]>('GET', '/api/locations/estado-sedes/', {})).find((s) => s.id === sede)!;
  const menu = (sede: number) => ok<Producto[]>('GET', `/api/productos/?sede=${sede}`, {});
  const sizedLine = (productos: Producto[]) => {
    const p = productos.find((x) => x.precios_por_medida.length > 0)!;
    return { producto: p.id, medida: p.precios_por_medida[0]!.medida.id, cantidad: 1 };
  };
  const guestOrder = async (sede: number) =>
    call(
      'POST',
      '/api/pedidos/',
      {},
      {
        tipo_pedido: 'RECOGER',
        sede,
        invitado: { nombre: 'Laura Gómez', numero: '3157778899' },
        productosPedidos: [sizedLine(await menu(sede))],
      },
    );
  const staffOrder = async (sede: number) =>
    call('POST', '/api/pedidos/', admin, {
      tipo_pedido: 'RECOGER',
      sede,
      creado_desde_admin: true,
      invitado: { nombre: 'Mostrador' },
      productosPedidos: [sizedLine(await menu(sede))],
    });

  beforeAll(async () => {
    t0 = await buildTestApp();
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    cashier = await login('cajero@horno.co', 'HornoCajero2026');
  });
  afterAll(() => t0.close());

  describe('POST /api/locations/horarios-sede/', () => {
    it('replaces the week in one go, times null on closed rows', async () => {
      const before = await hours(OTHER);
      const saved = await ok<HorarioSede[]>('POST', '/api/locations/horarios-sede/', admin, [
        ...week(OTHER, '11:00', '21:30').slice(0, 7),
        // A closed row that still carries times: they are dropped.
        {
          sede: OTHER,
          dia_semana: 1,
          hora_inicio: '10:00',
          hora_fin: '12:00',
          cerrado: true,
          es_festivo: true,
        },
      ]);
      expect(saved).toHaveLength(8);
      expect(saved.filter((h) => !h.es_festivo).map((h) => h.hora_inicio)).toEqual(
        Array(7).fill('11:00:00'),
      );
      expect(saved.at(-1)).toMatchObject({ es_festivo: true, hora_inicio: null, cerrado: true });
      expect(await hours(OTHER)).toEqual(saved);
      // Back to the demo's hours.
      await ok('POST', '/api/locations/horarios-sede/', admin, before);
      expect((await hours(OTHER)).map(({ id: _, ...h }) => h)).toEqual(
        before.map(({ id: _, ...h }) => h),
      );
    });

    it('refuses a bad row in Spanish and changes nothing', async () => {
      const before = await hours(CHAPINERO);
      const rows = week(CHAPINERO, '10:00', '22:00');
      const bad = [
        { ...rows[0]!, hora_fin: null },
        { ...rows[1]!, hora_inicio: '25:00' },
        { ...rows[2]!, hora_fin: '10:00:00' },
        { ...rows[3]!, dia_semana: 1 },
        ...rows.slice(4),
      ];
      const res = await call('POST', '/api/locations/horarios-sede/', admin, bad);
      expect(res.statusCode, res.body).toBe(400);
      const fields = res.json<{ fields: Record<string, string[]> }>().fields;
      expect(fields['0.hora_fin']).toEqual(['Ingrese la hora de cierre']);
      expect(fields['1.hora_inicio']).toEqual(['Ingrese una hora válida (HH:mm)']);
      expect(fields['2.hora_fin']).toEqual([
        'La hora de cierre debe ser distinta de la de apertura',
      ]);
      expect(fields['3.dia_semana']).toEqual(['Hay más de un horario para el mismo día']);
      const twoHolidays = await call('POST', '/api/locations/horarios-sede/', admin, [
        ...rows.slice(0, 6),
        rows.at(-1)!,
        rows.at(-1)!,
      ]);
      expect(twoHolidays.statusCode).toBe(400);
      expect(JSON.stringify(twoHolidays.json())).toContain(
        'Solo puede haber un horario de festivos',
      );
      const mixed = await call('POST', '/api/locations/horarios-sede/', admin, [
        rows[0],
        { ...rows[1]!, sede: OTHER },
      ]);
      expect(mixed.json().fields['1.sede']).toEqual([
        'Todos los horarios deben ser de la misma sede',
      ]);
      expect((await call('POST', '/api/locations/horarios-sede/', admin, [])).statusCode).toBe(400);
      expect(await hours(CHAPINERO)).toEqual(before);
    });

    it('answers 404 for an unknown branch', async () => {
      const res = await call('POST', '/api/locations/horarios-sede/', admin, week(777, null, null));
      expect(res.statusCode).toBe(404);
    });

    it('keeps a night across midnight open at 01:00 the next day', async () => {
      const before = await hours(CHAPINERO);
      await ok('POST', '/api/locations/horarios-sede/', admin, week(CHAPINERO, '18:00', '02:00'));
      // Thursday 01:00 belongs to Wednesday's night.
      t0.clock.set('2026-11-26T01:00:00-05:00');
      expect(await status(CHAPINERO)).toMatchObject({ abierta: true, minutos_para_cambio: 60 });
      t0.clock.set('2026-11-26T02:30:00-05:00');
      expect((await status(CHAPINERO)).abierta).toBe(false);
      t0.clock.set('2026-11-26T17:59:00-05:00');
      expect(await status(CHAPINERO)).toMatchObject({ abierta: false, minutos_para_cambio: 1 });
      // Guests are refused while it is closed; staff are not.
      t0.clock.set('2026-11-26T12:00:00-05:00');
      const refused = await guestOrder(CHAPINERO);
      expect(refused.statusCode).toBe(422);
      expect((await staffOrder(CHAPINERO)).statusCode).toBe(201);
      await ok('POST', '/api/locations/horarios-sede/', admin, before);
      t0.clock.set(WEDNESDAY_NOON);
    });

    it('follows the holiday row on a Colombian holiday', async () => {
      const before = await hours(CHAPINERO);
      const rows = week(CHAPINERO, '10:00', '22:00');
      rows[7] = { ...rows[7]!, cerrado: false, hora_inicio: '14:00', hora_fin: '20:00' };
      await ok('POST', '/api/locations/horarios-sede/', admin, rows);
      // Tuesday 8 December 2026 is a holiday: 14:00–20:00 instead of Tuesday's 10:00–22:00.
      t0.clock.set('2026-12-08T11:00:00-05:00');
      expect((await status(CHAPINERO)).abierta).toBe(false);
      t0.clock.set('2026-12-08T15:00:00-05:00');
      expect((await status(CHAPINERO)).abierta).toBe(true);
      t0.clock.set('2026-12-09T11:00:00-05:00');
      expect((await status(CHAPINERO)).abierta).toBe(true);
      await ok('POST', '/api/locations/horarios-sede/', admin, before);
      t0.clock.set(WEDNESDAY_NOON);
    });
  });

  describe('POST /api/locations/sedes/{id}/asociar_productos/', () => {
    it("replaces what the branch sells, and the branch's menu follows at once", async () => {
      const before = await ok<Sede>('GET', `/api/locations/sedes/${CHAPINERO}/`, {});
      const shown = await menu(CHAPINERO);
      expect(shown.length).toBeGreaterThan(2);
      const keep = before.productos.slice(0, 2);
      const sede = await ok<Sede>(
        'POST',
        `/api/locations/sedes/${CHAPINERO}/asociar_productos/`,
        admin,
        { productos: [...keep, keep[0]!], productos_especiales: [] },
      );
      expect(sede.productos).toEqual(keep);
      expect(sede.productos_especiales).toEqual([]);
      expect((await menu(CHAPINERO)).map((p) => p.id).sort()).toEqual(
        shown
          .filter((p) => keep.includes(p.id))
          .map((p) => p.id)
          .sort(),
      );
      expect(
        await ok<unknown[]>('GET', `/api/productos-especiales/?sede=${CHAPINERO}`, {}),
      ).toEqual([]);
      // Unknown products change nothing.
      const bad = await call(
        'POST',
        `/api/locations/sedes/${CHAPINERO}/asociar_productos/`,
        admin,
        { productos: [999_999], productos_especiales: [] },
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.productos).toEqual(['Hay productos que no existen']);
      expect((await ok<Sede>('GET', `/api/locations/sedes/${CHAPINERO}/`, {})).productos).toEqual(
        keep,
      );
      await ok('POST', `/api/locations/sedes/${CHAPINERO}/asociar_productos/`, admin, {
        productos: before.productos,
        productos_especiales: before.productos_especiales,
      });
      expect(await menu(CHAPINERO)).toEqual(shown);
    });
  });

  describe('rush controls', () => {
    it('a pause refuses guests with its reason, takes staff orders, and lifts itself', async () => {
      const paused = await ok<EstadoSede>(
        'POST',
        `/api/locations/sedes/${CHAPINERO}/pausa/`,
        admin,
        {
          pausada: true,
          motivo: 'Horno en mantenimiento',
          hasta: '2026-11-25T13:00:00-05:00',
        },
      );
      expect(paused).toMatchObject({
        abierta: true,
        pausada: true,
        motivo_pausa: 'Horno en mantenimiento',
        pausa_hasta: '2026-11-25T18:00:00.000Z',
      });
      expect(await status(CHAPINERO)).toEqual(paused);
      const refused = await guestOrder(CHAPINERO);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toBe(
        'Esta sede no está recibiendo pedidos en línea: Horno en mantenimiento',
      );
      expect((await staffOrder(CHAPINERO)).statusCode).toBe(201);
      // Other branches are not paused.
      expect((await guestOrder(OTHER)).statusCode).toBe(201);
      // At 13:00 the pause is over by itself.
      t0.clock.set('2026-11-25T13:00:00-05:00');
      expect(await status(CHAPINERO)).toMatchObject({
        pausada: false,
        motivo_pausa: null,
        pausa_hasta: null,
      });
      expect((await guestOrder(CHAPINERO)).statusCode).toBe(201);
      t0.clock.set(WEDNESDAY_NOON);
    });

    it('a pause without an end holds until it is lifted', async () => {
      await ok('POST', `/api/locations/sedes/${CHAPINERO}/pausa/`, admin, {
        pausada: true,
        motivo: 'Sin domiciliarios',
      });
      t0.clock.set('2026-11-27T12:00:00-05:00');
      expect((await status(CHAPINERO)).pausada).toBe(true);
      const lifted = await ok<EstadoSede>(
        'POST',
        `/api/locations/sedes/${CHAPINERO}/pausa/`,
        admin,
        { pausada: false },
      );
      expect(lifted).toMatchObject({ pausada: false, motivo_pausa: null });
      expect((await guestOrder(CHAPINERO)).statusCode).toBe(201);
      t0.clock.set(WEDNESDAY_NOON);
    });

    it('asks for a reason and a resume time in the future', async () => {
      const noReason = await call('POST', `/api/locations/sedes/${CHAPINERO}/pausa/`, admin, {
        pausada: true,
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().fields.motivo).toEqual(['Escriba el motivo de la pausa']);
      const past = await call('POST', `/api/locations/sedes/${CHAPINERO}/pausa/`, admin, {
        pausada: true,
        motivo: 'Lluvia',
        hasta: '2026-11-25T11:00:00-05:00',
      });
      expect(past.statusCode).toBe(400);
      expect(past.json().fields.hasta).toEqual([
        'La hora de reanudar debe ser posterior a la actual',
      ]);
      expect((await status(CHAPINERO)).pausada).toBe(false);
    });

    it("'Modo ocupado' adds minutes, 0 to 120", async () => {
      const busy = await ok<EstadoSede>(
        'POST',
        `/api/locations/sedes/${CHAPINERO}/ocupado/`,
        admin,
        {
          minutos_extra: 25,
        },
      );
      expect(busy.minutos_extra).toBe(25);
      expect((await status(CHAPINERO)).minutos_extra).toBe(25);
      const tooMany = await call('POST', `/api/locations/sedes/${CHAPINERO}/ocupado/`, admin, {
        minutos_extra: 121,
      });
      expect(tooMany.json().fields.minutos_extra).toEqual([
        'Los minutos extra deben estar entre 0 y 120',
      ]);
      await ok('POST', `/api/locations/sedes/${CHAPINERO}/ocupado/`, admin, { minutos_extra: 0 });
      expect((await status(CHAPINERO)).minutos_extra).toBe(0);
    });
  });

  describe('branch data', () => {
    const fields = {
      nombre: 'Horno Cedritos',
      direccion: 'Calle 140 # 11-20, Bogotá',
      lat: '4.6951',
      lng: '-74.0312',
      telefono: '601 555 0199',
      whatsapp: '+57 310 555 0199',
    };

    it('creates a branch, closed until it has hours, which its creator can then manage', async () => {
      const body = await multipartBody(formOf(fields));
      const res = await t0.app.inject({
        method: 'POST',
        url: '/api/locations/sedes/',
        payload: body.payload,
        headers: { ...admin, ...body.headers },
      });
      expect(res.statusCode, res.body).toBe(201);
      const sede = res.json<Sede>();
      expect(sede).toMatchObject({
        nombre: 'Horno Cedritos',
        telefono: '6015550199',
        whatsapp: '3105550199',
        lat: 4.6951,
        productos: [],
      });
      expect(await status(sede.id)).toMatchObject({ abierta: false, minutos_para_cambio: null });
      expect(await hours(sede.id)).toEqual([]);
      expect(await menu(sede.id)).toEqual([]);
      expect(await ok('GET', `/api/locations/sedes/${sede.id}/obtener_telefono/`, {})).toEqual({
        telefono: '3105550199',
      });
      // The administrator had every branch, and has the new one too.
      await ok('POST', '/api/locations/horarios-sede/', admin, week(sede.id, '10:00', '22:00'));
      expect((await status(sede.id)).abierta).toBe(true);
      // Edited without a picture: the data changes; then it is gone from the lists.
      const edit = await multipartBody(
        formOf({ ...fields, nombre: 'Horno Cedritos Norte', whatsapp: '' }),
      );
      const edited = await t0.app.inject({
        method: 'PUT',
        url: `/api/locations/sedes/${sede.id}/`,
        payload: edit.payload,
        headers: { ...admin, ...edit.headers },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ nombre: 'Horno Cedritos Norte', whatsapp: null });
      await t0.app.db
        .update(schema.sedes)
        .set({ activa: false })
        .where(eq(schema.sedes.id, sede.id));
      t0.app.services.branches.invalidate();
      t0.app.services.catalog.invalidate();
    });

    it('refuses a second branch with the name of another, however it is written', async () => {
      const send = async (method: 'POST' | 'PUT', url: string, values: typeof fields) => {
        const body = await multipartBody(formOf(values));
        return t0.app.inject({
          method,
          url,
          payload: body.payload,
          headers: { ...admin, ...body.headers },
        });
      };
      const before = await ok<Sede[]>('GET', '/api/locations/sedes/', {});
      const created = await send('POST', '/api/locations/sedes/', {
        ...fields,
        nombre: '  horno CHAPINERO ',
      });
      expect(created.statusCode).toBe(409);
      expect(created.json()).toEqual({
        error: 'Ya existe una sede con ese nombre',
        fields: { nombre: ['Ya existe una sede con ese nombre'] },
      });
      const chapinero = before.find((s) => s.id === CHAPINERO)!;
      const own = {
        nombre: chapinero.nombre,
        direccion: chapinero.direccion,
        lat: String(chapinero.lat),
        lng: String(chapinero.lng),
        telefono: chapinero.telefono,
        whatsapp: chapinero.whatsapp ?? '',
      };
      const url = `/api/locations/sedes/${CHAPINERO}/`;
      const renamed = await send('PUT', url, { ...own, nombre: 'Horno Galerías' });
      expect(renamed.statusCode).toBe(409);
      expect(await ok<Sede[]>('GET', '/api/locations/sedes/', {})).toEqual(before);
      // Its own name is no conflict.
      const kept = await send('PUT', url, own);
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()).toEqual(chapinero);
    });

    it('refuses bad data in Spanish', async () => {
      const body = await multipartBody(
        formOf({ ...fields, nombre: ' ', lat: '-74.03', lng: '4.69', telefono: '123' }),
      );
      const res = await t0.app.inject({
        method: 'PUT',
        url: `/api/locations/sedes/${CHAPINERO}/`,
        payload: body.payload,
        headers: { ...admin, ...body.headers },
      });
      expect(res.statusCode).toBe(400);
      const f = res.json<{ fields: Record<string, string[]> }>().fields;
      expect(f['nombre']).toEqual(['El nombre de la sede es requerido']);
      expect(f['lat']?.[0]).toMatch(/^Ingrese una latitud válida/);
      expect(f['lng']?.[0]).toMatch(/^Ingrese una longitud válida/);
      expect(f['telefono']).toEqual(['Ingrese un número de teléfono válido (10 dígitos)']);
    });
  });

  describe('who may change a branch', () => {
    const writes = [
      ['POST', '/api/locations/horarios-sede/', week(CHAPINERO, null, null)],
      [
        'POST',
        `/api/locations/sedes/${CHAPINERO}/asociar_productos/`,
        { productos: [], productos_especiales: [] },
      ],
      ['POST', `/api/locations/sedes/${CHAPINERO}/pausa/`, { pausada: true, motivo: 'x' }],
      ['POST', `/api/locations/sedes/${CHAPINERO}/ocupado/`, { minutos_extra: 5 }],
      ['PUT', `/api/locations/sedes/${CHAPINERO}/`, { nombre: 'x' }],
      ['POST', '/api/locations/sedes/', { nombre: 'x' }],
    ] as const;

    it.each(writes)('%s %s: 401 without a token, 403 for a cashier', async (method, url, body) => {
      const anonymous = await call(method, url, {}, body);
      expect(anonymous.statusCode).toBe(401);
      const asCashier = await call(method, url, cashier, body);
      expect(asCashier.statusCode).toBe(403);
      expect(asCashier.json()).toEqual({ error: 'No tienes permiso para realizar esta acción.' });
    });

    it("refuses staff with gestionar_sedes on another branch, and creating for one who hasn't them all", async () => {
      const db = t0.app.db;
      const [role] = await db.insert(schema.roles).values({ rol: 'Gerente de sede' }).returning();
      const [permiso] = await db
        .select()
        .from(schema.permisos)
        .where(eq(schema.permisos.clave, 'gestionar_sedes'));
      await db.insert(schema.rolPermisos).values({ rolId: role!.id, permisoId: permiso!.id });
      const [cashierUser] = await db
        .select()
        .from(schema.usuarios)
        .where(eq(schema.usuarios.email, 'cajero@horno.co'));
      await db.insert(schema.usuarioRoles).values({ usuarioId: cashierUser!.id, rolId: role!.id });
      try {
        // The cashier works at Chapinero only.
        const other = await call('POST', `/api/locations/sedes/${OTHER}/ocupado/`, cashier, {
          minutos_extra: 10,
        });
        expect(other.statusCode).toBe(403);
        expect(other.json().error).toBe('No tienes acceso a esta sede.');
        const otherHours = await call(
          'POST',
          '/api/locations/horarios-sede/',
          cashier,
          week(OTHER, null, null),
        );
        expect(otherHours.statusCode).toBe(403);
        const own = await ok<EstadoSede>(
          'POST',
          `/api/locations/sedes/${CHAPINERO}/ocupado/`,
          cashier,
          { minutos_extra: 10 },
        );
        expect(own.minutos_extra).toBe(10);
        await ok('POST', `/api/locations/sedes/${CHAPINERO}/ocupado/`, cashier, {
          minutos_extra: 0,
        });
        const body = await multipartBody(
          formOf({
            nombre: 'Otra',
            direccion: 'Calle 1',
            lat: '4.6',
            lng: '-74.1',
            telefono: '3001234567',
          }),
        );
        const create = await t0.app.inject({
          method: 'POST',
          url: '/api/locations/sedes/',
          payload: body.payload,
          headers: { ...cashier, ...body.headers },
        });
        expect(create.statusCode).toBe(403);
        expect(create.json().error).toBe(
          'Solo quien tiene acceso a todas las sedes puede crear una sede',
        );
      } finally {
        await db.delete(schema.roles).where(eq(schema.roles.id, role!.id));
      }
    });
  });

  it('reaches another instance on the same database', async () => {
    const other = await buildTestApp({ db: t0.db });
    try {
      const statusThere = async () =>
        (await other.app.inject({ url: '/api/locations/estado-sedes/' }))
          .json<EstadoSede[]>()
          .find((s) => s.id === CHAPINERO)!;
      expect((await statusThere()).minutos_extra).toBe(0);
      await ok('POST', `/api/locations/sedes/${CHAPINERO}/ocupado/`, admin, { minutos_extra: 15 });
      await vi.waitFor(async () => expect((await statusThere()).minutos_extra).toBe(15), {
        timeout: 3000,
      });
      await ok('POST', `/api/locations/sedes/${CHAPINERO}/ocupado/`, admin, { minutos_extra: 0 });
      await vi.waitFor(async () => expect((await statusThere()).minutos_extra).toBe(0), {
        timeout: 3000,
      });
    } finally {
      await other.app.close();
    }
  });
});
