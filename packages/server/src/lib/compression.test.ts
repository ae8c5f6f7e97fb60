import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../test/helper';

const AGENDA = '/api/locations/sedes/1/agenda/?tipo=DOMICILIO';

describe(`answers built per request go compressed (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, accept?: string) =>
    t.app.inject({ url, headers: accept === undefined ? {} : { 'accept-encoding': accept } });

  it('sends a large answer in Brotli or gzip as the client accepts, the same JSON', async () => {
    const plain = await get(AGENDA);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const br = await get(AGENDA, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get(AGENDA, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const res = await get('/api/hora/', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('ahora');
  });

  it("sends the catalog's bytes compressed ahead of time as they are, with their ETag", async () => {
    const first = await get('/api/productos/?sede=1', 'br');
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(Array.isArray(JSON.parse(brotliDecompressSync(first.rawPayload).toString()))).toBe(true);
    const again = await t.app.inject({
      url: '/api/productos/?sede=1',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('reads a request body as sent, never inflating it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: JSON.stringify({ email: 'admin@horno.co', password: 'HornoAdmin2026' }),
    });
    // Taken as plain JSON: the header does not make the server unzip anything.
    expect(res.statusCode, res.body).toBe(200);
  });
});
