// The business's identity (issue 28): public to read, validated to save, shown on the next page
// load on every instance, in the receipt, the verification message and the API's document.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Negocio } from '@horno/domain/business-identity';
import type { NegocioInput } from '@horno/domain/business';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { sampleImages } from '../../../test/images';
import { type Headers, jsonClient } from '../../../test/json-client';
import { multipart } from '../../../test/multipart';
import { placeGuestOrder } from '../../../test/guest-order';
import { staffWith } from '../../../test/staff';
import { DEMO_BUSINESS } from '../../seed/demo-branches';

const PATH = '/api/configuracion/negocio/';

const brasa: NegocioInput = {
  nombre: 'La Brasa',
  razon_social: 'La Brasa Pizzería S.A.S.',
  nit: '800.197.268-4',
  direccion: 'Calle 45 # 13-20, Bogotá',
  correo: 'contacto@labrasa.co',
  telefono: '601 555 1234',
  whatsapp: '310 555 0101',
  redes: { instagram: 'https://instagram.com/labrasa', facebook: '', tiktok: null },
  logo: null,
  color_primario: '#1D4ED8',
};

describe(`the business's identity (${testEngine})`, () => {
  let dir: string;
  let t: TestApp;
  let other: TestApp;
  let admin: Headers;
  const client = jsonClient(() => t.app);
  const { ok, call } = client;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'horno-business-'));
    // The customer app's page, and the back office's (its own build, decision 025).
    await mkdir(join(dir, 'web', 'admin'), { recursive: true });
    for (const page of ['index.html', 'admin/index.html'])
      await writeFile(
        join(dir, 'web', page),
        '<html><head>\n    <title>x</title>\n    <meta name="theme-color" content="#c8371f" />\n  </head><body></body></html>',
      );
    t = await buildTestApp({ config: { webDist: join(dir, 'web') } });
    other = await buildTestApp({ db: t.db, config: { webDist: join(dir, 'web') } });
    admin = await client.login('admin@horno.co', 'HornoAdmin2026');
  });
  afterAll(async () => {
    await other.app.close();
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("answers the demo's identity to anyone", async () => {
    expect(await ok<Negocio>('GET', PATH, {})).toEqual(DEMO_BUSINESS);
  });

  it('refuses bad input with Spanish messages per field and changes nothing', async () => {
    const before = await ok<Negocio>('GET', PATH, {});
    const res = await call('PUT', PATH, admin, {
      ...brasa,
      nit: '800197268-3',
      color_primario: '#f6c453',
      correo: 'no',
      redes: { instagram: 'instagram.com/x' },
      logo: 'https://otro.sitio/logo.png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string[]> }>().fields).toEqual({
      nit: ['El dígito de verificación no corresponde a ese NIT: según la DIAN debería ser 4.'],
      color_primario: [
        'Ese color es muy claro: como texto sobre el fondo de la página no alcanza el contraste mínimo (4,5 a 1). Elige un tono más oscuro.',
      ],
      correo: ['Ingrese un correo electrónico válido'],
      'redes.instagram': ['Ingresa la dirección completa del perfil, empezando por https://'],
      logo: ['El logo debe ser una imagen subida desde la configuración del negocio.'],
    });
    const notHex = await call('PUT', PATH, admin, { ...brasa, color_primario: 'rojo' });
    expect(notHex.statusCode).toBe(400);
    expect(notHex.json<{ fields: Record<string, string[]> }>().fields.color_primario).toEqual([
      'El color debe tener la forma #rrggbb (por ejemplo, #c8371f).',
    ]);
    expect(await ok<Negocio>('GET', PATH, {})).toEqual(before);
  });

  it('is changed only with gestionar_configuracion', async () => {
    const cajero = await client.login('cajero@horno.co', 'HornoCajero2026');
    expect((await call('PUT', PATH, cajero, brasa)).statusCode).toBe(403);
    const staff = await staffWith(client, admin, ['gestionar_configuracion'], 'conf@horno.co');
    expect((await call('PUT', PATH, staff, brasa)).statusCode).toBe(200);
  });

  it('takes a logo uploaded first, and refuses a file that is not an image', async () => {
    const { png } = await sampleImages();
    const text = await multipart(
      {},
      { name: 'logo.png', type: 'image/png', bytes: Buffer.from('hola') },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: `${PATH}logo/`,
      payload: text.payload,
      headers: { ...admin, ...text.headers },
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json<{ error: string }>().error).toBe(
      'El archivo no es una imagen JPEG, PNG, WebP o AVIF',
    );
    const body = await multipart({}, { name: 'logo.png', type: 'image/png', bytes: png });
    const upload = await t.app.inject({
      method: 'POST',
      url: `${PATH}logo/`,
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { logo } = upload.json<{ logo: string }>();
    expect(logo).toMatch(/^\/imagenes\/[0-9a-f]{64}\/640\.webp$/);
    const saved = await ok<Negocio>('PUT', PATH, admin, { ...brasa, logo });
    expect(saved).toMatchObject({
      nombre: 'La Brasa',
      nit: '800197268-4',
      telefono: '6015551234',
      whatsapp: '3105550101',
      redes: { instagram: 'https://instagram.com/labrasa', facebook: null, tiktok: null },
      logo,
      color_primario: '#1d4ed8',
    });
    expect((await t.app.inject({ url: logo })).statusCode).toBe(200);
  });

  it('shows on the next page load of both apps, on the other instance too, and in the manifest', async () => {
    await vi.waitFor(
      async () => {
        const menu = await other.app.inject({ url: '/menu', headers: { host: 'localhost' } });
        expect(menu.body).toContain('<title>Menú · La Brasa</title>');
        expect(menu.body).toContain('<meta name="theme-color" content="#1d4ed8" />');
        expect(menu.body).toContain('<meta property="og:site_name" content="La Brasa" />');
        expect(menu.body).toMatch(
          /<meta property="og:image" content="http:\/\/localhost:3000\/imagenes\/[0-9a-f]{64}\/1024\.webp" \/>/,
        );
        expect(menu.body).toMatch(/<style id="horno-tema">:root\{--color-primary:#1d4ed8;/);
      },
      { timeout: 3000 },
    );
    const panel = await t.app.inject({
      url: '/pedidos/gestionar',
      headers: { host: 'admin.localhost' },
    });
    expect(panel.body).toContain('<title>Panel · La Brasa</title>');
    const manifest = await other.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toMatchObject({
      name: 'La Brasa',
      theme_color: '#1d4ed8',
      start_url: '/menu',
    });
  });

  it('is on the receipt, the verification message and the API document', async () => {
    const order = await placeGuestOrder(t.app, 1);
    const pdf = await t.app.inject({ url: `/api/recibos/${order.id}/pdf`, headers: admin });
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('La Brasa');
    expect(text).toContain('La Brasa Pizzería S.A.S.');
    expect(text).toContain('NIT 800197268-4');

    const openapi = await ok<{ info: { title: string } }>('GET', '/api/openapi.json', {});
    expect(openapi.info.title).toBe('API de La Brasa');

    const cliente = await client.login('cliente@horno.co', 'HornoCliente2026');
    await ok('POST', '/api/users/send-verification-code', cliente, { email: 'cliente@horno.co' });
    const [message] = await t.db.database.db.query.mensajesSalientes.findMany({
      orderBy: (m, { desc }) => [desc(m.id)],
      limit: 1,
    });
    expect(message?.cuerpo).toMatch(/^Tu código de verificación de La Brasa es \d{6}\./);
  });
});
