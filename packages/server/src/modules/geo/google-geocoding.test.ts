import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ORDER_MESSAGES } from '@horno/domain/order-messages';
import type { CreatedOrder } from '@horno/domain/orders';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import type { DeliveryQuote, Suggestion } from './geo.service';

const SEDE = 1; // Horno Chapinero.
const KEY = 'clave-de-prueba';
const TOKEN = 'busqueda-0001';
/**
 * How long the app waits for the fake Google. 400 ms was missed on a loaded two-core CI machine
 * (the search then fell back to the offline geocoder, as it should, and the test failed).
 */
const TIMEOUT_MS = 2_000;

// What a fake Google knows: one place in Chapinero, one in Soacha (outside every area).
const PLACES: Record<string, { lat: number; lng: number; formatted: string; main: string }> = {
  'ChIJ-chapinero': {
    lat: 4.6567211,
    lng: -74.0585924,
    formatted: 'Cl. 72 #10-34, Bogotá, Colombia',
    main: 'Cl. 72 #10-34',
  },
  'ChIJ-soacha': {
    lat: 4.5793,
    lng: -74.2168,
    formatted: 'Cl. 72 #10-34, Soacha, Cundinamarca, Colombia',
    main: 'Cl. 72 #10-34',
  },
};

type Mode = 'OK' | 'ZERO_RESULTS' | 'REQUEST_DENIED' | 'SLOW';

/** A local stand-in for maps.googleapis.com: Google's JSON shapes, every request recorded. */
function fakeGoogle() {
  const requests: { path: string; params: URLSearchParams }[] = [];
  const state = { mode: 'OK' as Mode };
  const send = (res: ServerResponse, body: object) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  };
  const result = (id: string) => {
    const p = PLACES[id]!;
    return {
      place_id: id,
      formatted_address: p.formatted,
      geometry: { location: { lat: p.lat, lng: p.lng }, location_type: 'ROOFTOP' },
    };
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ path: url.pathname, params: url.searchParams });
    if (state.mode === 'SLOW') {
      setTimeout(() => send(res, { status: 'OK', predictions: [] }), 3 * TIMEOUT_MS).unref();
      return;
    }
    if (state.mode === 'REQUEST_DENIED') {
      return send(res, {
        status: 'REQUEST_DENIED',
        error_message: 'The provided API key is invalid.',
        predictions: [],
      });
    }
    const id = url.searchParams.get('place_id') ?? '';
    switch (url.pathname) {
      case '/maps/api/place/autocomplete/json':
        if (state.mode === 'ZERO_RESULTS')
          return send(res, { status: 'ZERO_RESULTS', predictions: [] });
        return send(res, {
          status: 'OK',
          predictions: Object.entries(PLACES).map(([placeId, p]) => ({
            place_id: placeId,
            description: p.formatted,
            structured_formatting: {
              main_text: p.main,
              secondary_text: p.formatted.slice(p.main.length + 2),
            },
            types: ['street_address', 'geocode'],
          })),
        });
      case '/maps/api/geocode/json':
        return PLACES[id]
          ? send(res, { status: 'OK', results: [result(id)] })
          : send(res, { status: 'ZERO_RESULTS', results: [] });
      case '/maps/api/place/details/json':
        return PLACES[id]
          ? send(res, { status: 'OK', result: result(id), html_attributions: [] })
          : send(res, { status: 'INVALID_REQUEST' });
      default:
        res.writeHead(404).end();
    }
  });
  return { server, requests, state };
}

describe(`Google geocoding behind the geocoder interface (${testEngine})`, () => {
  const google = fakeGoogle();
  let t0: TestApp;

  const inject = (url: string) => t0.app.inject({ url });
  const search = (text: string, token = TOKEN) =>
    inject(
      `/api/directions/?sede_id=${SEDE}&input_text=${encodeURIComponent(text)}&session_token=${token}`,
    );
  const calls = (service: string) =>
    google.requests.filter((r) => r.path === `/maps/api/${service}/json`);

  beforeAll(async () => {
    await new Promise<void>((resolve) => google.server.listen(0, '127.0.0.1', resolve));
    const { port } = google.server.address() as AddressInfo;
    t0 = await buildTestApp({
      config: {
        googleMaps: { apiKey: KEY, baseUrl: `http://127.0.0.1:${port}`, timeoutMs: TIMEOUT_MS },
      },
    });
  });
  afterAll(async () => {
    await t0.close();
    await new Promise((resolve) => google.server.close(resolve));
  });
  beforeEach(() => {
    google.state.mode = 'OK';
    google.requests.length = 0;
  });

  it('asks Places Autocomplete with the key, the search token, Colombia and Bogotá', async () => {
    const res = await search('Cll. 72 # 10-34 apto 301');
    expect(res.statusCode, res.body).toBe(200);
    const [autocomplete, ...more] = calls('place/autocomplete');
    expect(more).toEqual([]);
    const params = Object.fromEntries(autocomplete!.params);
    expect(params).toMatchObject({
      key: KEY,
      sessiontoken: TOKEN,
      components: 'country:co',
      language: 'es',
      // The street as the parser read it; the complement is for the courier, not the map.
      input: 'Calle 72 # 10-34, Bogotá',
    });
    expect(params.locationbias).toMatch(/^circle:\d+@4\.6\d*,-74\.0\d*$/);

    // Each prediction located (Geocoding API, with the key) and marked by Chapinero's areas.
    const located = calls('geocode');
    expect(located.map((r) => r.params.get('place_id')).sort()).toEqual([
      'ChIJ-chapinero',
      'ChIJ-soacha',
    ]);
    expect(located.every((r) => r.params.get('key') === KEY)).toBe(true);
    const suggestions = res.json<Suggestion[]>();
    expect(suggestions.map((s) => [s.direccion, s.out_of_coverage])).toEqual([
      ['Cl. 72 #10-34, Apto 301, Bogotá, Colombia', false],
      ['Cl. 72 #10-34, Apto 301, Soacha, Cundinamarca, Colombia', true],
    ]);
    expect(suggestions[0]).toMatchObject({ lat: 4.656721, lng: -74.058592 });
    expect(res.body).not.toContain(KEY);

    // Typing on: the same token, and the places already located are not asked for again.
    await search('Cll. 72 # 10-34 apto 301');
    expect(calls('place/autocomplete').map((r) => r.params.get('sessiontoken'))).toEqual([
      TOKEN,
      TOKEN,
    ]);
    expect(calls('geocode')).toHaveLength(2);
  });

  it('ends the search with Place Details under the same token, and quotes the place found', async () => {
    const [chosen] = (await search('Calle 72 # 10-34')).json<Suggestion[]>();
    // The point sent is far away (Calle 170): the chosen place's own point is the one quoted.
    const res = await inject(
      `/api/calculate-distance/?lat=4.742566&lon=-74.003422&sede_id=${SEDE}` +
        `&place_id=${encodeURIComponent(chosen!.place_id)}&session_token=${TOKEN}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DeliveryQuote>()).toMatchObject({
      dentro_de_cobertura: true,
      zona: { nombre: 'Chapinero' },
    });
    const [details, ...more] = calls('place/details');
    expect(more).toEqual([]);
    expect(Object.fromEntries(details!.params)).toMatchObject({
      key: KEY,
      sessiontoken: TOKEN,
      place_id: 'ChIJ-chapinero',
    });
    expect(details!.params.get('fields')).toContain('geometry');
  });

  it('stores the Google place on the order, complement included, and refuses one outside', async () => {
    const [inside, outside] = (await search('Calle 72 # 10-34 Torre 2')).json<Suggestion[]>();
    const productos = (await inject(`/api/productos/?sede=${SEDE}`)).json<
      { id: number; precio: number | null }[]
    >();
    const producto = productos.find((p) => p.precio !== null)!;
    const order = (s: Suggestion) =>
      t0.app.inject({
        method: 'POST',
        url: '/api/pedidos/',
        payload: {
          tipo_pedido: 'DOMICILIO',
          sede: SEDE,
          invitado: { nombre: 'Laura Gómez', numero: '3157778899' },
          productosPedidos: [{ producto: producto.id, cantidad: 1 }],
          direccion: { direccion_entrega: s.direccion, place_id: s.place_id },
        },
      });
    const created = await order(inside!);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<CreatedOrder>().direccion?.direccion_entrega).toBe(
      'Cl. 72 #10-34, Torre 2, Bogotá, Colombia',
    );
    const refused = await order(outside!);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: ORDER_MESSAGES.outsideArea });
  });

  it("answers Google's ZERO_RESULTS as an address not found", async () => {
    google.state.mode = 'ZERO_RESULTS';
    const res = await search('Calle 72 # 10-34');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: ORDER_MESSAGES.addressNotFound });
  });

  it('falls back to the offline Bogotá geocoder when Google refuses or does not answer', async () => {
    for (const mode of ['REQUEST_DENIED', 'SLOW'] as const) {
      google.state.mode = mode;
      const started = Date.now();
      const res = await search('Calle 72 # 10-34');
      expect(res.statusCode, `${mode}: ${res.body}`).toBe(200);
      const [first] = res.json<Suggestion[]>();
      expect(first).toMatchObject({
        direccion: 'Calle 72 # 10-34, Bogotá',
        out_of_coverage: false,
      });
      expect(first!.place_id.startsWith('bog:')).toBe(true);
      // Not Google's slow answer (3 × the wait): the search gave up on it and fell back.
      expect(Date.now() - started).toBeLessThan(2 * TIMEOUT_MS);
      expect(res.body).not.toContain(KEY);
      // The offline place is quoted by the offline geocoder, Google not asked.
      google.requests.length = 0;
      const quote = await inject(
        `/api/calculate-distance/?lat=${first!.lat}&lon=${first!.lng}&sede_id=${SEDE}` +
          `&place_id=${encodeURIComponent(first!.place_id)}&session_token=${TOKEN}`,
      );
      expect(quote.json<DeliveryQuote>().dentro_de_cobertura).toBe(true);
      expect(google.requests).toEqual([]);
    }
  });

  it('refuses a malformed search token', async () => {
    const res = await search('Calle 72 # 10-34', 'a b');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.session_token).toEqual(['El token de la búsqueda no es válido']);
  });
});
