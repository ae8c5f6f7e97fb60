import type { EstadoSede, HorarioSede, Sede } from '@horno/domain/branches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';

describe(`branches API (${testEngine})`, () => {
  let t: TestApp;
  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<T>();
  };
  const statusAt = async (instant: string) => {
    t.clock.set(instant);
    return get<EstadoSede[]>('/api/locations/estado-sedes/');
  };

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists the three demo branches in Bogotá with the products they sell', async () => {
    const sedes = await get<Sede[]>('/api/locations/sedes/');
    expect(sedes).toHaveLength(3);
    for (const s of sedes) {
      expect(s.nombre).toBeTruthy();
      expect(s.direccion).toBeTruthy();
      expect(s.telefono).toMatch(/^\d{10}$/);
      expect(s.lat).toBeGreaterThan(4.4);
      expect(s.lat).toBeLessThan(4.9);
      expect(s.lng).toBeGreaterThan(-74.3);
      expect(s.lng).toBeLessThan(-73.9);
      expect(s.imagen).toMatch(/^\/imagenes\/[0-9a-f]{64}\/640\.webp$/);
      expect(s.productos.length).toBeGreaterThan(0);
    }
  });

  it('serves the branch images it lists', async () => {
    const [sede] = await get<Sede[]>('/api/locations/sedes/');
    const image = await t.app.inject({ url: sede!.imagen! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('returns one branch by id, and 404 for an unknown one', async () => {
    const [first] = await get<Sede[]>('/api/locations/sedes/');
    expect(await get(`/api/locations/sedes/${first!.id}/`)).toEqual(first);
    const res = await t.app.inject({ url: '/api/locations/sedes/777/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Sede no encontrada' });
  });

  it("gives a branch's WhatsApp phone", async () => {
    const [first] = await get<Sede[]>('/api/locations/sedes/');
    expect(await get(`/api/locations/sedes/${first!.id}/obtener_telefono/`)).toEqual({
      telefono: first!.telefono,
    });
  });

  it('computes the open state from the weekly hours in Bogotá time', async () => {
    // Wednesday noon: every demo branch is open, and says when it closes.
    const noon = await statusAt('2026-11-25T12:00:00-05:00');
    expect(noon).toHaveLength(3);
    expect(noon.every((s) => s.abierta && (s.minutos_para_cambio ?? 0) > 0)).toBe(true);

    // Wednesday 05:00: every branch is closed.
    const dawn = await statusAt('2026-11-25T05:00:00-05:00');
    expect(dawn.every((s) => !s.abierta)).toBe(true);

    // Monday noon: one branch is closed on Mondays.
    const monday = await statusAt('2026-11-23T12:00:00-05:00');
    expect(monday.filter((s) => !s.abierta)).toHaveLength(1);

    // Saturday 01:00 (Friday night): one branch stays open late.
    const lateFriday = await statusAt('2026-11-28T01:00:00-05:00');
    expect(lateFriday.filter((s) => s.abierta)).toHaveLength(1);
  });

  it('lists the weekly hours of a branch, Monday first, holiday row last', async () => {
    const [first] = await get<Sede[]>('/api/locations/sedes/');
    const horarios = await get<HorarioSede[]>(`/api/locations/horarios-sede/?sede_id=${first!.id}`);
    const weekdays = horarios.filter((h) => !h.es_festivo).map((h) => h.dia_semana);
    expect(weekdays).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(horarios.at(-1)?.es_festivo).toBe(true);
    for (const h of horarios) {
      if (h.cerrado) expect(h.hora_inicio).toBeNull();
      else expect(h.hora_inicio).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    }
  });

  it('asks for sede_id in Spanish', async () => {
    const res = await t.app.inject({ url: '/api/locations/horarios-sede/' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('sede_id');
  });

  it("lists this week's Colombian holidays", async () => {
    t.clock.set('2026-12-09T12:00:00-05:00');
    expect(await get('/api/locations/festivos-semana/')).toEqual(['2026-12-08']);
    t.clock.set('2026-11-25T12:00:00-05:00');
    expect(await get('/api/locations/festivos-semana/')).toEqual([]);
  });
});
