import type { AddressInfo } from 'node:net';
import { type Agent, type AgentEvent, startAgent } from '@horno/print-agent/agent';
import type { Negocio } from '@horno/domain/business-identity';
import type { Producto } from '@horno/domain/catalog';
import { formatOrderNumber } from '@horno/domain/dates';
import type { Estacion } from '@horno/domain/kitchen';
import type { Order, OrderLine } from '@horno/domain/orders';
import type { ImpresionEstacion, ImpresionSede, Trabajo } from '@horno/domain/printing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { deadPort, FakePrinter, type PrintedLine } from '../../../test/fake-printer';
import { buildTestApp, type TestApp, testEngine, WEDNESDAY_NOON } from '../../../test/helper';
import { acceptedKitchenOrder } from '../../../test/kitchen-order';
import { type Headers, jsonClient } from '../../../test/json-client';

const CHAPINERO = 1;
/** The tests' 10 s: a job not acknowledged in this long is sent again, three times at most. */
const ACK_TIMEOUT_MS = 300;

const textOf = (lines: PrintedLine[]) => lines.map((l) => l.text).join('\n');

/** Waits until `check` answers something truthy, asking again every 50 ms. */
async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found) return found;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`printing through the branch's agent (${testEngine})`, () => {
  let t: TestApp;
  let server: string;
  let admin: Headers;
  let cashier: Headers;
  let cook: Headers;
  let stations: Estacion[];
  let pizza: Producto;
  let drink: Producto;
  const printers: FakePrinter[] = [];
  const agents: Agent[] = [];

  const { call, ok, login } = jsonClient(() => t.app);
  const station = (nombre: string) => stations.find((s) => s.nombre === nombre)!;
  const status = () =>
    ok<ImpresionSede>('GET', `/api/locations/sedes/${CHAPINERO}/impresion/`, admin);
  const jobsOf = async (pedido: number) =>
    (await status()).trabajos.filter((job) => job.pedido === pedido);

  const pairingCode = async () =>
    (
      await ok<{ codigo: string; vence_en: string }>(
        'POST',
        `/api/locations/sedes/${CHAPINERO}/impresion/codigo/`,
        admin,
        undefined,
        201,
      )
    ).codigo;
  const pair = async () =>
    ok<{ token: string; agente: number }>(
      'POST',
      '/api/impresion/emparejar/',
      {},
      {
        codigo: await pairingCode(),
        nombre: 'Caja',
      },
    );

  /** The real agent, paired with a new code, connected to the test server. */
  const agent = async () => {
    const { token } = await pair();
    const events: AgentEvent[] = [];
    const running = startAgent({
      servidor: server,
      token,
      onEvent: (event) => events.push(event),
      reconnect: { minMs: 50, maxMs: 200 },
      printerTimeoutMs: 1_000,
    });
    agents.push(running);
    await until(async () => events.some((e) => e.type === 'conectado'));
    return { running, events, token };
  };

  const printerFor = async (nombre: string, puerto: number, ancho: 58 | 80) =>
    ok('PUT', `/api/cocina/estaciones/${station(nombre).id}/impresora/`, admin, {
      host: '127.0.0.1',
      puerto,
      ancho,
    });

  const acceptedOrder = async (): Promise<number> =>
    (
      await acceptedKitchenOrder(t.app, CHAPINERO, cashier, {
        pizza,
        drink,
        observaciones: 'Bien tostada, sin cebolla',
      })
    ).id;

  beforeAll(async () => {
    t = await buildTestApp({
      config: { printing: { ackTimeoutMs: ACK_TIMEOUT_MS, maxTries: 3 } },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    server = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    [admin, cashier, cook] = await Promise.all([
      login('admin@horno.co', 'HornoAdmin2026'),
      login('cajero@horno.co', 'HornoCajero2026'),
      login('cocina@horno.co', 'HornoCocina2026'),
    ]);
    stations = await ok<Estacion[]>('GET', `/api/locations/sedes/${CHAPINERO}/estaciones/`, admin);
    const productos = await ok<Producto[]>('GET', `/api/productos/?sede=${CHAPINERO}`, {});
    const categorias = new Map(productos.map((p) => [p.categoria, p.categoria_nombre]));
    pizza = productos.find(
      (p) => p.precios_por_medida.length > 0 && categorias.get(p.categoria)?.startsWith('Pizzas'),
    )!;
    drink = productos.find((p) => p.categoria_nombre === 'Bebidas')!;
  });
  afterAll(async () => {
    await Promise.all(agents.map((a) => a.stop()));
    await t.close();
    await Promise.all(printers.map((p) => p.close()));
  });

  it('pairs an agent with a one-time code that expires in 10 minutes', async () => {
    const made = await ok<{ codigo: string; vence_en: string }>(
      'POST',
      `/api/locations/sedes/${CHAPINERO}/impresion/codigo/`,
      admin,
      undefined,
      201,
    );
    expect(made.codigo).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(new Date(made.vence_en).getTime() - new Date(WEDNESDAY_NOON).getTime()).toBe(600_000);
    const typed = made.codigo.toLowerCase().replace('-', ' ');
    const paired = await ok<{ token: string; sede: { id: number } }>(
      'POST',
      '/api/impresion/emparejar/',
      {},
      { codigo: typed },
    );
    expect(paired.sede.id).toBe(CHAPINERO);
    expect(paired.token.length).toBeGreaterThanOrEqual(40);
    // Once only.
    const again = await call('POST', '/api/impresion/emparejar/', {}, { codigo: made.codigo });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: 'El código no es válido, ya se usó o venció. Genera uno nuevo en la sede.',
      fields: { codigo: [expect.any(String)] },
    });
    // Not after 10 minutes.
    const late = await pairingCode();
    t.clock.set(new Date(new Date(WEDNESDAY_NOON).getTime() + 10 * 60_000 + 1));
    try {
      expect(
        (await call('POST', '/api/impresion/emparejar/', {}, { codigo: late })).statusCode,
      ).toBe(400);
    } finally {
      t.clock.set(WEDNESDAY_NOON);
    }
    expect(
      (await call('POST', '/api/impresion/emparejar/', {}, { codigo: 'hola' })).statusCode,
    ).toBe(400);
    // Only who manages the branch makes codes.
    const forbidden = await call(
      'POST',
      `/api/locations/sedes/${CHAPINERO}/impresion/codigo/`,
      cashier,
    );
    expect(forbidden.statusCode).toBe(403);
  });

  it('refuses a socket with a bad or revoked token, and stops a revoked agent', async () => {
    const closeOf = (token: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`${server.replace('http', 'ws')}/ws/impresion/`);
        ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
        ws.on('close', (code) => resolve(code));
      });
    expect(await closeOf('x'.repeat(43))).toBe(4401);

    const { running, events, token } = await agent();
    const [agente] = (await status()).agentes.filter((a) => a.conectado);
    expect(agente).toMatchObject({ nombre: 'Caja', conectado: true });
    const agentId = (await status()).agentes.at(-1)!.id;
    expect((await call('DELETE', `/api/impresion/agentes/${agentId}/`, admin)).statusCode).toBe(
      204,
    );
    await running.ended;
    expect(events.at(-1)).toMatchObject({ type: 'rechazado' });
    expect(await closeOf(token)).toBe(4401);
  });

  it('prints an accepted order on its stations’ printers: the ticket, no prices, once', async () => {
    const printer = await FakePrinter.start();
    printers.push(printer);
    await printerFor('Pizzas', printer.port, 58);
    await agent();
    const id = await acceptedOrder();

    const [ticket] = await printer.printed(1);
    const text = textOf(ticket!.lines);
    expect(text).toContain('PIZZAS');
    expect(text).toContain(`#${formatOrderNumber(id)}`);
    expect(text).toContain('RECOGER EN SEDE');
    expect(text).toContain(`1 x ${pizza.nombre}`);
    expect(text).toContain('Sofía');
    // The drinks are another station's, which has no printer; no price anywhere.
    expect(text).not.toContain(drink.nombre);
    expect(text).not.toContain('$');
    const observation = ticket!.lines.find((l) => l.text.includes('Bien tostada'));
    expect(observation).toMatchObject({ bold: true });
    expect(ticket!.lines.every((l) => l.text.length <= (l.wide ? 16 : 32))).toBe(true);
    expect(ticket!.cut).toBe(true);

    const [job] = await until(async () => {
      const jobs = await jobsOf(id);
      return jobs[0]?.estado === 'IMPRESO' && jobs;
    });
    expect(job).toMatchObject({
      tipo: 'COCINA',
      estacion: { id: station('Pizzas').id, nombre: 'Pizzas' },
      impresora: { host: '127.0.0.1', puerto: printer.port, ancho: 58 },
      intentos: 1,
      ultimo_error: null,
    });
    expect((await status()).conectado).toBe(true);

    // En proceso, it is still the same order in the kitchen: nothing printed again.
    await ok('POST', `/api/pedidos/${id}/cambiar_estado/`, cashier, { estado: 'EN_PROCESO' });
    await new Promise((resolve) => setTimeout(resolve, 2 * ACK_TIMEOUT_MS));
    expect(printer.tickets).toHaveLength(1);
    const display = await ok<ImpresionEstacion>(
      'GET',
      `/api/cocina/estaciones/${station('Pizzas').id}/impresion/`,
      cook,
    );
    expect(display.impresora).toEqual({ host: '127.0.0.1', puerto: printer.port, ancho: 58 });
    expect(display.trabajos).toContainEqual(
      expect.objectContaining({ pedido: id, estado: 'IMPRESO' }),
    );
  });

  it("prints a changed order again where the change is made, marked 'MODIFICADO'", async () => {
    const printer = await FakePrinter.start();
    printers.push(printer);
    await printerFor('Pizzas', printer.port, 80);
    await agent();
    const id = await acceptedOrder();
    await printer.printed(1);
    const order = await ok<Order>('GET', `/api/pedidos/${id}/`, cashier);
    const [pizzaLine, drinkLine] = order.productos_pedidos as [OrderLine, OrderLine];
    const keep = (line: OrderLine, cantidad = line.cantidad) => ({
      id: line.id,
      producto: line.producto!.id,
      medida: line.medida?.id ?? null,
      cantidad,
      observaciones: line.observaciones,
    });
    // A second pizza: the pizza station's ticket again, saying what changed.
    await ok('PUT', `/api/pedidos/${id}/`, cashier, {
      tipo_pedido: 'RECOGER',
      productosPedidos: [keep(pizzaLine, 2), keep(drinkLine)],
    });
    const [, again] = await printer.printed(2);
    const text = textOf(again!.lines);
    expect(text).toContain('** MODIFICADO **');
    expect(text).toContain(`2 x ${pizza.nombre}`);
    expect(text).toContain('(antes 1)');
    // One drink fewer is not the pizza station's: nothing more printed there.
    await ok('PUT', `/api/pedidos/${id}/`, cashier, {
      tipo_pedido: 'RECOGER',
      productosPedidos: [keep(pizzaLine, 2), keep(drinkLine, 1)],
    });
    await new Promise((resolve) => setTimeout(resolve, 2 * ACK_TIMEOUT_MS));
    expect(printer.tickets).toHaveLength(2);
  });

  it("retries a printer that does not answer, then reports 'No se imprimió'", async () => {
    await printerFor('Bebidas y postres', await deadPort(), 80);
    const id = await acceptedOrder();
    const drinks = station('Bebidas y postres').id;
    const failed = await until(async () =>
      (await jobsOf(id)).find((job) => job.estacion?.id === drinks && job.estado === 'FALLIDO'),
    );
    expect(failed.intentos).toBe(3);
    expect(failed.ultimo_error).toMatch(/rechazó la conexión/);
    const display = await ok<ImpresionEstacion>(
      'GET',
      `/api/cocina/estaciones/${drinks}/impresion/`,
      cook,
    );
    expect(display.trabajos).toContainEqual(
      expect.objectContaining({ id: failed.id, pedido: id, estado: 'FALLIDO' }),
    );

    // The printer's address corrected, 'Reintentar' prints it there.
    const printer = await FakePrinter.start();
    printers.push(printer);
    await printerFor('Bebidas y postres', printer.port, 80);
    const retried = await ok<Trabajo>(
      'POST',
      `/api/impresion/trabajos/${failed.id}/reintentar/`,
      cook,
    );
    expect(retried).toMatchObject({ intentos: 0, impresora: { puerto: printer.port } });
    const [ticket] = await printer.printed(1);
    expect(textOf(ticket!.lines)).toContain(`2 x ${drink.nombre}`);
    const again = await call('POST', `/api/impresion/trabajos/${failed.id}/reintentar/`, cook);
    expect(again.statusCode).toBe(409);
  });

  it('sends a job again when its agent does not acknowledge it, three times, then fails it', async () => {
    await Promise.all(agents.map((a) => a.stop()));
    const printer = await FakePrinter.start();
    printers.push(printer);
    await printerFor('Despacho', printer.port, 80);
    const { token } = await pair();
    const received: { trabajo: number }[] = [];
    const ws = new WebSocket(`${server.replace('http', 'ws')}/ws/impresion/`);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; trabajo: number };
      if (message.type === 'imprimir') received.push(message);
    });
    try {
      const id = await acceptedOrder();
      const failed = await until(async () =>
        (await jobsOf(id)).find(
          (job) => job.estacion?.nombre === 'Despacho' && job.estado === 'FALLIDO',
        ),
      );
      expect(received.filter((m) => m.trabajo === failed.id)).toHaveLength(3);
      expect(failed).toMatchObject({
        intentos: 3,
        ultimo_error: 'La impresora no confirmó en 0.3 s',
      });
    } finally {
      ws.close();
    }
  });

  it('gives a reconnecting agent the tickets made while it was away', async () => {
    const printer = await FakePrinter.start();
    printers.push(printer);
    await printerFor('Pizzas', printer.port, 80);
    await until(async () => !(await status()).conectado);
    const id = await acceptedOrder();
    const [pending] = await until(async () => {
      const jobs = (await jobsOf(id)).filter((job) => job.estacion?.nombre === 'Pizzas');
      return jobs.length > 0 && jobs;
    });
    expect(pending).toMatchObject({ estado: 'PENDIENTE', intentos: 0 });
    await agent();
    const [ticket] = await printer.printed(1);
    expect(textOf(ticket!.lines)).toContain(`#${formatOrderNumber(id)}`);
  });

  it("prints a receipt at the counter with the business's details and the totals", async () => {
    const id = await acceptedOrder();
    const none = await call('POST', `/api/pedidos/${id}/imprimir_recibo/`, cashier);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({
      error: 'Esta sede no tiene impresora de mostrador: configúrala en la sede.',
    });
    const printer = await FakePrinter.start();
    printers.push(printer);
    const bad = await call('PUT', `/api/locations/sedes/${CHAPINERO}/impresion/mostrador/`, admin, {
      host: 'no es un host',
      ancho: 70,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['ancho', 'host']);
    await ok('PUT', `/api/locations/sedes/${CHAPINERO}/impresion/mostrador/`, admin, {
      host: '127.0.0.1',
      puerto: printer.port,
    });
    const job = await ok<Trabajo>(
      'POST',
      `/api/pedidos/${id}/imprimir_recibo/`,
      cashier,
      undefined,
      202,
    );
    expect(job).toMatchObject({ tipo: 'RECIBO', pedido: id, impresora: { ancho: 80 } });
    const [receipt] = await printer.printed(1);
    const text = textOf(receipt!.lines);
    const negocio = await ok<Negocio>('GET', '/api/configuracion/negocio/', {});
    expect(text).toContain(negocio.nombre);
    expect(text).toContain('NIT');
    expect(text).toContain(`Pedido #${formatOrderNumber(id)}`);
    expect(text).toContain(pizza.nombre);
    expect(text).toMatch(/TOTAL +\$ [\d.]+/);
    expect(receipt!.lines.every((l) => l.text.length <= 48)).toBe(true);
  });
});
