import { ADDRESS_UNREADABLE } from '@horno/domain/colombian-address';
import { ORDER_MESSAGES } from '@horno/domain/order-messages';
import type { CreatedOrder } from '@horno/domain/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { jsonClient } from '../../../test/json-client';

const SEDE = 1; // Horno Chapinero, Calle 63 # 9-45.

interface Suggestion {
  place_id: string;
  direccion: string;
  lat: number;
  lng: number;
  out_of_coverage: boolean;
}

describe(`address search (${testEngine})`, () => {
  let t0: TestApp;

  beforeAll(async () => {
    t0 = await buildTestApp();
  });
  afterAll(() => t0.close());

  const search = (text: string) =>
    t0.app.inject({
      url: `/api/directions/?sede_id=${SEDE}&input_text=${encodeURIComponent(text)}`,
    });
  const first = async (text: string) => {
    const res = await search(text);
    expect(res.statusCode, `${text}: ${res.body}`).toBe(200);
    return res.json<Suggestion[]>()[0]!;
  };

  it('finds the same place however the address is written', async () => {
    const expected = await first('Calle 72 # 10-34');
    expect(expected.direccion).toBe('Calle 72 # 10-34, Bogotá');
    for (const text of [
      'Cl. 72 # 10-34',
      'Cll. 72 # 10-34',
      'calle 72 10 34',
      'calle 72 #10 34',
      'Calle 72 No. 10-34',
      'CL 72 N° 10 - 34',
    ]) {
      expect(await first(text)).toEqual(expected);
    }
    const carrera = await first('Cra 7 # 40-62');
    for (const text of ['Cra. 7 # 40-62', 'Carrera 7 40 62', 'Kr 7 # 40-62', 'AK 7 # 40-62']) {
      const found = await first(text);
      expect([found.lat, found.lng]).toEqual([carrera.lat, carrera.lng]);
    }
  });

  it('keeps the complement in the address, not in the search', async () => {
    const plain = await first('Calle 72 # 10-34');
    for (const [text, direccion] of [
      ['Calle 72 # 10-34 apto 301', 'Calle 72 # 10-34, Apto 301, Bogotá'],
      ['Calle 72 # 10-34 Torre 2', 'Calle 72 # 10-34, Torre 2, Bogotá'],
      ['Calle 72 # 10-34 int 3', 'Calle 72 # 10-34, Interior 3, Bogotá'],
      ['Calle 72 # 10-34 Chapinero', 'Calle 72 # 10-34, Chapinero, Bogotá'],
    ] as const) {
      const found = await first(text);
      expect(found.direccion).toBe(direccion);
      expect([found.lat, found.lng]).toEqual([plain.lat, plain.lng]);
      expect(found.out_of_coverage).toBe(false);
    }
  });

  it('tells an unreadable address from one that is nowhere to be found', async () => {
    const unreadable = await search('mi casa en Chapinero');
    expect(unreadable.statusCode).toBe(404);
    expect(unreadable.json()).toEqual({ error: ADDRESS_UNREADABLE });

    const nowhere = await search('Calle 400 # 10-20');
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toEqual({ error: ORDER_MESSAGES.addressNotFound });

    const far = await first('Calle 170 # 7-10');
    expect(far.out_of_coverage).toBe(true);
  });

  it('offers a bare avenue as a carrera and as a calle, and the south without a cardinal', async () => {
    const avenue = (await search('Av 19 # 60-20')).json<Suggestion[]>();
    expect(avenue.map((s) => s.direccion)).toEqual([
      'Avenida Carrera 19 # 60-20, Bogotá',
      'Avenida Calle 19 # 60-20, Bogotá',
      'Avenida Calle 19 Sur # 60-20, Bogotá',
    ]);
    const calle = (await search('Calle 8 # 10-20')).json<Suggestion[]>();
    expect(calle.map((s) => s.direccion)).toEqual([
      'Calle 8 # 10-20, Bogotá',
      'Calle 8 Sur # 10-20, Bogotá',
    ]);
  });

  it('stores the chosen address with its complement on the order, for the courier', async () => {
    const productos = (await t0.app.inject({ url: `/api/productos/?sede=${SEDE}` })).json<
      { id: number; precio: number | null }[]
    >();
    const producto = productos.find((p) => p.precio !== null)!;
    const chosen = await first('Cll. 72 # 10-34 apto 301');
    const order = async (direccion: Record<string, string>) => {
      const res = await t0.app.inject({
        method: 'POST',
        url: '/api/pedidos/',
        payload: {
          tipo_pedido: 'DOMICILIO',
          sede: SEDE,
          invitado: { nombre: 'Laura Gómez', numero: '3157778899' },
          productosPedidos: [{ producto: producto.id, cantidad: 1 }],
          direccion,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<CreatedOrder>().direccion?.direccion_entrega;
    };

    expect(await order({ direccion_entrega: chosen.direccion, place_id: chosen.place_id })).toBe(
      'Calle 72 # 10-34, Apto 301, Bogotá',
    );
    // Typed without choosing, or with an id remembered from before: read from the text.
    expect(await order({ direccion_entrega: 'calle 72 10 34 torre 2' })).toBe(
      'Calle 72 # 10-34, Torre 2, Bogotá',
    );
    const oldId = `bog:${Buffer.from('{"axis":"calle","street":72}').toString('base64url')}`;
    expect(await order({ direccion_entrega: 'Calle 72 # 10-34, Bogotá', place_id: oldId })).toBe(
      'Calle 72 # 10-34, Bogotá',
    );
  });

  it("tells the customer the 'Modo ocupado' minutes in the time, and prices the trip alone", async () => {
    const { ok, login } = jsonClient(() => t0.app);
    const place = await first('Calle 72 # 10-34');
    const quote = () =>
      ok<{ duration: string; duracion_min: number; costo_domicilio: number }>(
        'GET',
        `/api/calculate-distance/?lat=${place.lat}&lon=${place.lng}&sede_id=${SEDE}`,
        {},
      );
    const calm = await quote();
    const admin = await login('admin@horno.co', 'HornoAdmin2026');
    await ok('POST', `/api/locations/sedes/${SEDE}/ocupado/`, admin, { minutos_extra: 25 });
    try {
      const busy = await quote();
      expect(busy.duracion_min).toBe(calm.duracion_min + 25);
      expect(busy.duration).toBe(`${calm.duracion_min + 25} mins`);
      expect(busy.costo_domicilio).toBe(calm.costo_domicilio);
    } finally {
      await ok('POST', `/api/locations/sedes/${SEDE}/ocupado/`, admin, { minutos_extra: 0 });
    }
  });
});

describe(`placing a branch on the map (${testEngine})`, () => {
  let t0: TestApp;
  const { call, ok, login } = jsonClient(() => t0.app);
  const locate = (text: string) =>
    `/api/locations/ubicar-direccion/?direccion=${encodeURIComponent(text)}`;

  beforeAll(async () => {
    t0 = await buildTestApp();
  });
  afterAll(() => t0.close());

  it('gives staff who manage branches the places of an address, with no coverage to judge', async () => {
    const admin = await login('admin@horno.co', 'HornoAdmin2026');
    const places = await ok<Omit<Suggestion, 'out_of_coverage'>[]>(
      'GET',
      locate('Calle 170 # 7-10'),
      admin,
    );
    expect(places.length).toBeGreaterThan(0);
    // Far outside every branch's area, and still a place: a new branch may open there.
    expect(Object.keys(places[0]!).sort()).toEqual(['direccion', 'lat', 'lng', 'place_id']);
    expect(places[0]!.direccion).toBe('Calle 170 # 7-10, Bogotá');
    const customers = await ok<Suggestion[]>(
      'GET',
      `/api/directions/?sede_id=${SEDE}&input_text=${encodeURIComponent('Calle 170 # 7-10')}`,
      {},
    );
    expect([places[0]!.lat, places[0]!.lng]).toEqual([customers[0]!.lat, customers[0]!.lng]);

    const unreadable = await call('GET', locate('la esquina del parque'), admin);
    expect(unreadable.statusCode).toBe(404);
    expect(unreadable.json()).toEqual({ error: ADDRESS_UNREADABLE });
    const tooShort = await call('GET', locate('ab'), admin);
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().fields).toEqual({ direccion: ['Escribe al menos 3 caracteres'] });
  });

  it('refuses a cashier, who cannot change branches', async () => {
    const cashier = await login('cajero@horno.co', 'HornoCajero2026');
    const res = await call('GET', locate('Calle 72 # 10-34'), cashier);
    expect(res.statusCode).toBe(403);
  });
});
