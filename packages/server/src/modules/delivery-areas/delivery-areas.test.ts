import { AREA_MESSAGES, minimumOrderMessage, type ZonaEntrega } from '@horno/domain/delivery-areas';
import { ORDER_MESSAGES } from '@horno/domain/order-messages';
import { deliveryFee } from '@horno/domain/pricing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { tileImageSources } from '../../lib/security-headers';
import { type Headers, jsonClient } from '../../../test/json-client';
import type { DeliveryQuote as Quote, Suggestion } from '../geo/geo.service';

const CHAPINERO = 1;
const USAQUEN = 2;
const GALERIAS = 3;

type Point = { lat: number; lng: number };

/** A rectangle's corners around a point, `south`…`east` degrees away from it. */
const box = (p: Point, [south, west, north, east]: [number, number, number, number]) => [
  { lat: p.lat - south, lng: p.lng - west },
  { lat: p.lat - south, lng: p.lng + east },
  { lat: p.lat + north, lng: p.lng + east },
  { lat: p.lat + north, lng: p.lng - west },
];

describe(`delivery areas (${testEngine})`, () => {
  let t0: TestApp;
  let admin: Headers;
  let cashier: Headers;
  let customer: Headers;
  const { call, ok, login } = jsonClient(() => t0.app);

  const zonas = (sede: number, headers = admin) =>
    ok<ZonaEntrega[]>('GET', `/api/locations/sedes/${sede}/zonas/`, headers);
  const put = (sede: number, body: object, headers = admin) =>
    call('PUT', `/api/locations/sedes/${sede}/zonas/`, headers, body);
  const place = async (text: string, sede = CHAPINERO) =>
    (
      await ok<Suggestion[]>(
        'GET',
        `/api/directions/?sede_id=${sede}&input_text=${encodeURIComponent(text)}`,
        {},
      )
    )[0]!;
  const quote = (sede: number, p: Point) =>
    ok<Quote>('GET', `/api/calculate-distance/?lat=${p.lat}&lon=${p.lng}&sede_id=${sede}`, {});

  /** Puts the branch's areas back as they were (as the admin read them). */
  const restore = async (sede: number, saved: ZonaEntrega[]) => {
    const res = await put(sede, {
      zonas: saved.map(({ id: _id, sede: _sede, orden: _orden, ...zona }) => zona),
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t0 = await buildTestApp();
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    cashier = await login('cajero@horno.co', 'HornoCajero2026');
    customer = await login('cliente@horno.co', 'HornoCliente2026');
  });
  afterAll(() => t0.close());

  describe('the demo areas', () => {
    it('gives each branch a few areas, one with a fixed fee and a minimum order', async () => {
      const chapinero = await zonas(CHAPINERO);
      expect(chapinero.map((z) => z.nombre)).toEqual([
        'Chapinero',
        'Teusaquillo',
        'El Nogal y Chicó',
      ]);
      expect(chapinero.map((z) => z.orden)).toEqual([1, 2, 3]);
      expect(chapinero.every((z) => z.poligono.length >= 4 && z.activa)).toBe(true);
      const usaquen = await zonas(USAQUEN);
      expect(usaquen.find((z) => z.tarifa_tipo === 'FIJA')).toMatchObject({
        nombre: 'Cedritos',
        tarifa_fija: 7000,
        pedido_minimo: 45000,
      });
      expect((await zonas(GALERIAS)).length).toBeGreaterThanOrEqual(3);
    });

    it("keeps inside Chapinero's areas the addresses the other tests deliver to", async () => {
      for (const [text, zona] of [
        ['Calle 70 # 11-20', 'Chapinero'],
        ['Calle 72 # 10-34', 'Chapinero'],
        ['Calle 63 # 10-20', 'Chapinero'],
        ['Carrera 13 # 70-15', 'Chapinero'],
        ['Carrera 7 # 40-62', 'Teusaquillo'],
        ['Calle 85 # 11-53', 'El Nogal y Chicó'],
      ] as const) {
        const found = await place(text);
        expect(found.out_of_coverage, text).toBe(false);
        const q = await quote(CHAPINERO, found);
        expect(q, text).toMatchObject({ dentro_de_cobertura: true, zona: { nombre: zona } });
        expect(q.costo_domicilio).toBe(deliveryFee(q.duracion_min));
        expect(q.pedido_minimo).toBe(0);
      }
    });

    it('leaves an address outside every area of every branch', async () => {
      for (const sede of [CHAPINERO, USAQUEN, GALERIAS]) {
        const far = await place('Calle 170 # 7-10', sede);
        expect(far.out_of_coverage).toBe(true);
        expect(await quote(sede, far)).toMatchObject({
          dentro_de_cobertura: false,
          zona: null,
          pedido_minimo: 0,
        });
      }
    });
  });

  describe('coverage and fee', () => {
    let galerias: ZonaEntrega[];
    let p: Suggestion;

    beforeAll(async () => {
      galerias = await zonas(GALERIAS);
      p = await place('Calle 50 # 30-10', GALERIAS);
    });
    afterAll(() => restore(GALERIAS, galerias));

    it('counts an address on the edge or at a corner of an area as inside, one step out as outside', async () => {
      const edges = [
        ['on the south edge', box(p, [0, 0.01, 0.01, 0.01])],
        ['on the east edge', box(p, [0.01, 0.01, 0.01, 0])],
        ['at the south-west corner', box(p, [0, 0, 0.01, 0.01])],
        [
          'on a slanted edge',
          [
            { lat: p.lat - 0.01, lng: p.lng - 0.01 },
            { lat: p.lat + 0.01, lng: p.lng + 0.01 },
            { lat: p.lat + 0.01, lng: p.lng - 0.02 },
          ],
        ],
      ] as const;
      for (const [where, poligono] of edges) {
        const saved = await put(GALERIAS, {
          zonas: [{ nombre: 'Borde', poligono, tarifa_tipo: 'CALCULADA' }],
        });
        expect(saved.statusCode, saved.body).toBe(200);
        expect((await quote(GALERIAS, p)).dentro_de_cobertura, where).toBe(true);
        expect((await place('Calle 50 # 30-10', GALERIAS)).out_of_coverage, where).toBe(false);
      }
      // The area ends a metre short of the address: outside, whatever the radius says.
      await put(GALERIAS, {
        zonas: [
          {
            nombre: 'Corta',
            poligono: box(p, [-0.00001, 0.01, 0.01, 0.01]),
            tarifa_tipo: 'CALCULADA',
          },
        ],
      });
      expect(await quote(GALERIAS, p)).toMatchObject({ dentro_de_cobertura: false, zona: null });
      expect((await place('Calle 50 # 30-10', GALERIAS)).out_of_coverage).toBe(true);
    });

    it("charges a fixed-fee area's fee and a calculated area's fee by travel time", async () => {
      const fija = { lat: p.lat + 0.005, lng: p.lng };
      const res = await put(GALERIAS, {
        zonas: [
          {
            nombre: 'Sur',
            poligono: box(p, [0.004, 0.01, 0.004, 0.01]),
            tarifa_tipo: 'CALCULADA',
            tarifa_fija: 9900,
          },
          {
            nombre: 'Norte',
            poligono: box(fija, [0.001, 0.01, 0.004, 0.01]),
            tarifa_tipo: 'FIJA',
            tarifa_fija: 6500,
          },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      // A calculated fee keeps no amount of its own.
      expect(res.json<ZonaEntrega[]>().map((z) => [z.nombre, z.tarifa_fija, z.orden])).toEqual([
        ['Sur', null, 1],
        ['Norte', 6500, 2],
      ]);
      const sur = await quote(GALERIAS, p);
      expect(sur).toMatchObject({ dentro_de_cobertura: true, zona: { nombre: 'Sur' } });
      expect(sur.costo_domicilio).toBe(deliveryFee(sur.duracion_min));
      const norte = await quote(GALERIAS, fija);
      expect(norte).toMatchObject({
        dentro_de_cobertura: true,
        zona: { nombre: 'Norte' },
        costo_domicilio: 6500,
      });
    });

    it('ignores inactive areas, and goes back to the radius with no active area', async () => {
      const far = await place('Calle 40 # 50-10', GALERIAS);
      const radius = await put(GALERIAS, { zonas: [] });
      expect(radius.json()).toEqual([]);
      expect(await quote(GALERIAS, far)).toMatchObject({ dentro_de_cobertura: true, zona: null });
      const pausada = {
        nombre: 'Pausada',
        poligono: box(p, [0.001, 0.001, 0.001, 0.001]),
        tarifa_tipo: 'CALCULADA',
        activa: false,
      };
      await put(GALERIAS, { zonas: [pausada] });
      expect((await quote(GALERIAS, far)).dentro_de_cobertura).toBe(true);
      await put(GALERIAS, {
        zonas: [
          pausada,
          {
            nombre: 'Activa',
            poligono: box(p, [0.002, 0.002, 0.002, 0.002]),
            tarifa_tipo: 'CALCULADA',
          },
        ],
      });
      expect((await quote(GALERIAS, far)).dentro_de_cobertura).toBe(false);
      expect((await quote(GALERIAS, p)).zona?.nombre).toBe('Activa');
    });
  });

  describe('orders', () => {
    let usaquen: ZonaEntrega[];
    let producto: { id: number; precio: number };
    let near: Suggestion;
    const order = (direccion: Suggestion, cantidad: number) =>
      call(
        'POST',
        '/api/pedidos/',
        {},
        {
          tipo_pedido: 'DOMICILIO',
          sede: USAQUEN,
          invitado: { nombre: 'Laura Gómez', numero: '3157778899' },
          productosPedidos: [{ producto: producto.id, cantidad }],
          direccion: { direccion_entrega: direccion.direccion, place_id: direccion.place_id },
        },
      );

    beforeAll(async () => {
      usaquen = await zonas(USAQUEN);
      const productos = await ok<{ id: number; precio: number | null }[]>(
        'GET',
        `/api/productos/?sede=${USAQUEN}`,
        {},
      );
      producto = productos
        .filter((x): x is { id: number; precio: number } => x.precio !== null)
        .sort((a, b) => a.precio - b.precio)[0]!;
      near = await place('Calle 120 # 7-20', USAQUEN);
    });
    afterAll(() => restore(USAQUEN, usaquen));

    it("refuses a delivery below the area's minimum order and takes one that reaches it", async () => {
      const cedritos = await place('Calle 145 # 12-30', USAQUEN);
      const q = await quote(USAQUEN, cedritos);
      expect(q).toMatchObject({
        zona: { nombre: 'Cedritos' },
        costo_domicilio: 7000,
        pedido_minimo: 45000,
      });
      expect(producto.precio).toBeLessThan(45000);

      const small = await order(cedritos, 1);
      expect(small.statusCode, small.body).toBe(422);
      expect(small.json()).toEqual({ error: minimumOrderMessage('Cedritos', 45000) });
      expect(small.json().error).toBe(
        'El pedido mínimo para domicilio en Cedritos es $\u00a045.000',
      );

      const enough = await order(cedritos, Math.ceil(45000 / producto.precio));
      expect(enough.statusCode, enough.body).toBe(201);
      expect(enough.json()).toMatchObject({ costo_domicilio: 7000 });

      // Usaquén's own area has no minimum.
      const one = await order(near, 1);
      expect(one.statusCode, one.body).toBe(201);
    });

    it('refuses an address outside every area, even inside the radius', async () => {
      const outside = await place('Calle 95 # 30-10', USAQUEN);
      expect(outside.out_of_coverage).toBe(true);
      const res = await order(outside, 1);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({ error: ORDER_MESSAGES.outsideArea });
    });
  });

  describe('who may read and replace areas', () => {
    const anArea = {
      nombre: 'Prueba',
      poligono: box({ lat: 4.65, lng: -74.06 }, [0.01, 0.01, 0.01, 0.01]),
      tarifa_tipo: 'CALCULADA',
    };

    it('lets a cashier read its branch only, and change none', async () => {
      expect((await zonas(CHAPINERO, cashier)).length).toBe(3);
      const foreign = await call('GET', `/api/locations/sedes/${USAQUEN}/zonas/`, cashier);
      expect(foreign.statusCode).toBe(403);
      const res = await put(CHAPINERO, { zonas: [anArea] }, cashier);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'No tienes permiso para realizar esta acción.' });
    });

    it('answers 401 without a token and 403 to a customer', async () => {
      expect((await put(CHAPINERO, { zonas: [anArea] }, {})).statusCode).toBe(401);
      expect((await call('GET', `/api/locations/sedes/${CHAPINERO}/zonas/`)).statusCode).toBe(401);
      expect((await put(CHAPINERO, { zonas: [anArea] }, customer)).statusCode).toBe(403);
      expect(
        (await call('GET', `/api/locations/sedes/${CHAPINERO}/zonas/`, customer)).statusCode,
      ).toBe(403);
    });

    it("refuses a manager another branch's areas, and answers 404 for an unknown branch", async () => {
      const permisos = await ok<{ id: number; clave: string }[]>(
        'GET',
        '/api/users/permisos/',
        admin,
      );
      const role = await ok<{ id: number }>(
        'POST',
        '/api/users/roles/',
        admin,
        { rol: 'Gerente de zonas' },
        201,
      );
      await ok('PATCH', `/api/users/roles/${role.id}/`, admin, {
        permisos: permisos.filter((p) => p.clave === 'gestionar_sedes').map((p) => p.id),
      });
      await ok(
        'POST',
        '/api/users/register/',
        admin,
        {
          first_name: 'Gerente',
          last_name: 'Chapinero',
          email: 'gerente.zonas@example.com',
          numero: '3170001122',
          password: 'ClaveSegura123',
          roles: [role.id],
          sedes: [CHAPINERO],
        },
        201,
      );
      const manager = await login('gerente.zonas@example.com', 'ClaveSegura123');

      const before = await zonas(USAQUEN);
      const res = await put(USAQUEN, { zonas: [anArea] }, manager);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ error: 'No tienes acceso a esta sede.' });
      expect(await zonas(USAQUEN)).toEqual(before);

      const own = await zonas(CHAPINERO, manager);
      expect(own.length).toBe(3);
      expect(
        (
          await put(
            CHAPINERO,
            { zonas: own.map(({ id: _i, sede: _s, orden: _o, ...z }) => z) },
            manager,
          )
        ).statusCode,
      ).toBe(200);

      expect((await put(999, { zonas: [anArea] })).statusCode).toBe(404);
      expect((await call('GET', '/api/locations/sedes/999/zonas/', admin)).statusCode).toBe(404);
    });
  });

  it('tells every map its tiles (none by default) and lets them through the CSP', async () => {
    expect(await ok('GET', '/api/config/mapa/', cashier)).toEqual({
      tile_url: '',
      attribution: '',
    });
    // A customer's tracking map draws them too (issue 33).
    expect((await call('GET', '/api/config/mapa/', {})).statusCode).toBe(200);
    expect(tileImageSources('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual([
      'https://*.tile.openstreetmap.org',
    ]);
    expect(tileImageSources('http://localhost:8080/tiles/{z}/{x}/{y}.png')).toEqual([
      'http://localhost:8080',
    ]);
    expect(tileImageSources('')).toEqual([]);
  });

  describe('validation', () => {
    it('says in Spanish what is wrong with each area, and changes nothing', async () => {
      const before = await zonas(CHAPINERO);
      const res = await put(CHAPINERO, {
        zonas: [
          {
            nombre: '',
            poligono: box({ lat: 4.65, lng: -74.06 }, [0.01, 0.01, 0.01, 0.01]),
            tarifa_tipo: 'CALCULADA',
          },
          {
            nombre: 'Dos puntos',
            poligono: [
              { lat: 4.6, lng: -74.1 },
              { lat: 4.61, lng: -74.1 },
            ],
            tarifa_tipo: 'CALCULADA',
          },
          {
            nombre: 'Corbatín',
            poligono: [
              { lat: 4.6, lng: -74.1 },
              { lat: 4.62, lng: -74.08 },
              { lat: 4.6, lng: -74.08 },
              { lat: 4.62, lng: -74.1 },
            ],
            tarifa_tipo: 'CALCULADA',
          },
          {
            nombre: 'Fija sin valor',
            poligono: box({ lat: 4.7, lng: -74.06 }, [0.01, 0.01, 0.01, 0.01]),
            tarifa_tipo: 'FIJA',
          },
          {
            nombre: 'Miami',
            poligono: box({ lat: 25.76, lng: -80.19 }, [0.01, 0.01, 0.01, 0.01]),
            tarifa_tipo: 'CALCULADA',
          },
          {
            nombre: 'Negativa',
            poligono: box({ lat: 4.8, lng: -74.06 }, [0.01, 0.01, 0.01, 0.01]),
            tarifa_tipo: 'FIJA',
            tarifa_fija: -1,
            pedido_minimo: -5,
          },
        ],
      });
      expect(res.statusCode, res.body).toBe(400);
      const { fields } = res.json<{ fields: Record<string, string[]> }>();
      expect(fields['zonas.0.nombre']).toEqual([AREA_MESSAGES.nameRequired]);
      expect(fields['zonas.1.poligono']).toEqual([AREA_MESSAGES.tooFewPoints]);
      expect(fields['zonas.2.poligono']).toEqual([AREA_MESSAGES.selfIntersecting]);
      expect(fields['zonas.3.tarifa_fija']).toEqual([AREA_MESSAGES.fixedFeeRequired]);
      expect(fields['zonas.4.poligono.0.lat']).toEqual([AREA_MESSAGES.latOutside]);
      expect(fields['zonas.5.tarifa_fija']).toEqual([AREA_MESSAGES.amountInvalid]);
      expect(fields['zonas.5.pedido_minimo']).toEqual([AREA_MESSAGES.amountInvalid]);
      expect(await zonas(CHAPINERO)).toEqual(before);
    });
  });

  it('reaches another instance on the same database', async () => {
    const before = await zonas(CHAPINERO);
    const other = await buildTestApp({ db: t0.db });
    try {
      const address = await place('Calle 70 # 11-20');
      const there = async () =>
        (
          await other.app.inject({
            url: `/api/calculate-distance/?lat=${address.lat}&lon=${address.lng}&sede_id=${CHAPINERO}`,
          })
        ).json<Quote>().dentro_de_cobertura;
      expect(await there()).toBe(true);
      // Chapinero redrawn smaller: Calle 63 to Calle 68 only.
      const smaller = await put(CHAPINERO, {
        zonas: [
          {
            nombre: 'Centro',
            poligono: box(address, [0.012, 0.01, -0.002, 0.01]),
            tarifa_tipo: 'CALCULADA',
          },
        ],
      });
      expect(smaller.statusCode, smaller.body).toBe(200);
      await vi.waitFor(async () => expect(await there()).toBe(false), { timeout: 3000 });
    } finally {
      await restore(CHAPINERO, before);
      await other.app.close();
    }
    expect((await quote(CHAPINERO, await place('Calle 70 # 11-20'))).dentro_de_cobertura).toBe(
      true,
    );
  });
});
