import { IMAGE_MESSAGES, imageVariantUrl } from '@horno/domain/images';
import type { Producto } from '@horno/domain/catalog';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe(`GET /imagenes/:hash/:ancho.webp (${testEngine})`, () => {
  let t: TestApp;
  let url: string;
  let hash: string;

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: path, headers });

  beforeAll(async () => {
    t = await buildTestApp();
    const productos = (await get('/api/productos/')).json<Producto[]>();
    url = productos.find((p) => p.nombre === 'Pizza Hawaiana')!.imagen!;
    hash = url.split('/')[2]!;
  });
  afterAll(() => t.close());

  it("serves the demo's pictures from the store, immutable, with a strong ETag", async () => {
    expect(url).toMatch(/^\/imagenes\/[0-9a-f]{64}\/640\.webp$/);
    for (const width of [320, 640, 1024] as const) {
      const res = await get(imageVariantUrl(url, width));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers.etag).toBe(`"${hash}-${width}"`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      // The drawings are 800 px wide: the 1024 variant is not enlarged.
      expect(meta.width).toBe(Math.min(width, 800));
    }
  });

  it('answers the same bytes every time (the second from memory)', async () => {
    const first = await get(url);
    const second = await get(url);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.app.inject({ method: 'HEAD', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.etag).toBe(`"${hash}-640"`);
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 304 to a client that holds the ETag', async () => {
    const etag = `"${hash}-640"`;
    for (const ifNoneMatch of [etag, `"otra", W/${etag}`, `W/"x", ${etag}`]) {
      const res = await get(url, { 'if-none-match': ifNoneMatch });
      expect(res.statusCode, ifNoneMatch).toBe(304);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.rawPayload.length).toBe(0);
    }
    for (const ifNoneMatch of [`"${hash}-320"`, '"otra"', '*']) {
      const res = await get(url, { 'if-none-match': ifNoneMatch });
      expect(res.statusCode, ifNoneMatch).toBe(200);
    }
  });

  it('serves a picture uploaded through the service', async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#2e86de' },
    })
      .png()
      .toBuffer();
    const uploaded = await t.app.services.images.save(png);
    const res = await get(imageVariantUrl(uploaded, 320));
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(300);
  });

  it('answers 404 in Spanish for a picture it does not have, without caching headers', async () => {
    const res = await get(`/imagenes/${'0'.repeat(64)}/640.webp`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: IMAGE_MESSAGES.notFound });
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
  });

  it.each([
    ['an unknown width', (h: string) => `/imagenes/${h}/800.webp`],
    ['another format', (h: string) => `/imagenes/${h}/640.png`],
    ['no extension', (h: string) => `/imagenes/${h}/640`],
    ['a short hash', (h: string) => `/imagenes/${h.slice(1)}/640.webp`],
    ['an upper-case hash', (h: string) => `/imagenes/${h.toUpperCase()}/640.webp`],
    ['a path in the hash', () => `/imagenes/..%2F..%2Fetc%2Fpasswd/640.webp`],
  ])('answers 400 for %s', async (_what, path) => {
    const res = await get(path(hash));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe('Los datos enviados no son válidos.');
  });

  it('answers a JSON 404 under /imagenes/ for any other path', async () => {
    const res = await get(`/imagenes/${hash}`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
