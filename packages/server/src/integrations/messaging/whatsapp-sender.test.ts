import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: {
    messaging_product: string;
    to: string;
    type: string;
    template: {
      name: string;
      language: { code: string };
      components: { type: string; parameters: { type: string; text: string }[] }[];
    };
  };
}

/** A stand-in for the WhatsApp Cloud API: records requests; answers 200, an error or nothing. */
function fakeWhatsApp() {
  const received: Received[] = [];
  let failWith: number | 'drop' | null = null;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      received.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: JSON.parse(raw),
      });
      res.setHeader('content-type', 'application/json');
      if (failWith === 'drop') {
        res.destroy();
      } else if (failWith !== null) {
        res.statusCode = failWith;
        res.end(JSON.stringify({ error: { message: 'Servicio no disponible', code: 131000 } }));
      } else {
        res.end(JSON.stringify({ messages: [{ id: `wamid.${received.length}` }] }));
      }
    });
  });
  return {
    received,
    fail: (status: number | 'drop' | null) => {
      failWith = status;
    },
    start: () =>
      new Promise<number>((resolve) => {
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
      }),
    stop: () =>
      new Promise<void>((resolve, reject) =>
        server.close((err) => (err ? reject(err) : resolve())),
      ),
  };
}

describe(`WhatsApp Cloud API sender (${testEngine})`, () => {
  const fake = fakeWhatsApp();
  let t: TestApp;
  let seq = 0;

  const registerAndSend = async () => {
    seq += 1;
    const numero = `32000000${String(seq).padStart(2, '0')}`;
    const email = `whatsapp${seq}@example.com`;
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: {
        first_name: 'Sofía',
        last_name: 'Ruiz',
        email,
        numero,
        password: 'ClaveSegura123',
      },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/send-verification-code',
      payload: { email },
    });
    return { numero, res };
  };
  const lastMessage = async () => {
    const [row] = await t.app.db
      .select()
      .from(schema.mensajesSalientes)
      .orderBy(desc(schema.mensajesSalientes.id))
      .limit(1);
    expect(row).toBeDefined();
    return row!;
  };

  beforeAll(async () => {
    const port = await fake.start();
    t = await buildTestApp({
      config: {
        whatsapp: {
          apiUrl: `http://127.0.0.1:${port}/v21.0`,
          phoneNumberId: '123',
          accessToken: 'secreto',
          language: 'es',
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });
  beforeEach(() => {
    fake.received.length = 0;
    fake.fail(null);
  });

  it('sends the verification code as a template message', async () => {
    const { numero, res } = await registerAndSend();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Código enviado por WhatsApp');

    expect(fake.received).toHaveLength(1);
    const request = fake.received[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v21.0/123/messages');
    expect(request.headers.authorization).toBe('Bearer secreto');
    expect(request.headers['content-type']).toContain('application/json');

    const row = await lastMessage();
    const code = (row.parametros as string[])[0];
    expect(code).toMatch(/^\d{6}$/);
    expect(request.body).toEqual({
      messaging_product: 'whatsapp',
      to: `57${numero}`,
      type: 'template',
      template: {
        name: 'codigo_verificacion',
        language: { code: 'es' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: code }] }],
      },
    });
    expect(row).toMatchObject({
      destino: `57${numero}`,
      estado: 'ENVIADO',
      intentos: 1,
      error: null,
    });
    expect(row.enviadoEn).toBeInstanceOf(Date);
  });

  it('records a failed delivery without failing the customer, and retries it later', async () => {
    fake.fail(500);
    const { numero, res } = await registerAndSend();
    // By design the customer is told the code is on its way: the outbox keeps it for a retry.
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Código enviado por WhatsApp');
    expect(fake.received).toHaveLength(1);

    const failed = await lastMessage();
    expect(failed).toMatchObject({ destino: `57${numero}`, estado: 'FALLIDO', intentos: 1 });
    expect(failed.error).toMatch(/^HTTP 500: /);
    expect(failed.error).toContain('Servicio no disponible');
    expect(failed.error).not.toContain('secreto');
    expect(failed.enviadoEn).toBeNull();

    // Still down: the retry fails again and counts the try.
    expect(await t.app.services.sender.retryFailed()).toBe(0);
    expect(await lastMessage()).toMatchObject({ id: failed.id, estado: 'FALLIDO', intentos: 2 });

    fake.fail(null);
    expect(await t.app.services.sender.retryFailed()).toBe(1);
    const sent = await lastMessage();
    expect(sent).toMatchObject({ id: failed.id, estado: 'ENVIADO', intentos: 3, error: null });
    expect(sent.enviadoEn).toBeInstanceOf(Date);
    const retried = fake.received.at(-1)!;
    expect(retried.body.to).toBe(`57${numero}`);
    expect(retried.body.template.components[0]!.parameters[0]!.text).toBe(
      (failed.parametros as string[])[0],
    );

    // Nothing is left to retry.
    expect(await t.app.services.sender.retryFailed()).toBe(0);
    expect(fake.received).toHaveLength(3);
  });

  it('records a dropped connection as a failure too', async () => {
    fake.fail('drop');
    const { numero, res } = await registerAndSend();
    expect(res.statusCode, res.body).toBe(200);
    const row = await lastMessage();
    expect(row).toMatchObject({ destino: `57${numero}`, estado: 'FALLIDO', intentos: 1 });
    expect(row.error).toBeTruthy();
  });
});
