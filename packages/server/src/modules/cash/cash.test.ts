import type { CashScreen, CashShift } from '@horno/domain/cash';
import type { Producto } from '@horno/domain/catalog';
import type { CreatedOrder } from '@horno/domain/orders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';
import { staffWith } from '../../../test/staff';

const CHAPINERO = 1;
const USAQUEN = 2;

/**
 * The cash closing of a shift (issue 36): the sums of the shift's orders by how they were paid,
 * the riders' settlements, the difference with its note, and closed shifts that never change.
 */
describe(`cash closing (${testEngine})`, () => {
  let t0: TestApp;
  let admin: Headers;
  let cashier: Headers;
  let pizza: Producto;
  const { ok, call, login } = jsonClient(() => t0.app);
  const at = (iso: string) => t0.clock.set(iso);

  const staffOrder = (extra: Record<string, unknown>) =>
    ok<CreatedOrder>(
      'POST',
      '/api/pedidos/',
      cashier,
      {
        sede: CHAPINERO,
        tipo_pedido: 'RECOGER',
        creado_desde_admin: true,
        invitado: { nombre: 'Cliente Caja', numero: '3001234567' },
        productosPedidos: [
          { producto: pizza.id, medida: pizza.precios_por_medida[0]!.medida.id, cantidad: 1 },
        ],
        ...extra,
      },
      201,
    );

  beforeAll(async () => {
    t0 = await buildTestApp({ now: '2026-11-25T08:00:00-05:00' });
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    cashier = await login('cajero@horno.co', 'HornoCajero2026');
    const productos = await ok<Producto[]>('GET', `/api/productos/?sede=${CHAPINERO}`, {});
    pizza = productos.find((p) => p.precios_por_medida.length > 0)!;
  });
  afterAll(() => t0.close());

  it('sums the shift, asks a note for a difference, and keeps the closing in the history', async () => {
    // An order before the shift opened is not the shift's.
    await staffOrder({ metodo_pago: 'EFECTIVO' });
    at('2026-11-25T09:00:00-05:00');
    const opened = await ok<CashShift>(
      'POST',
      '/api/caja/turnos/',
      cashier,
      { sede: CHAPINERO, base: 150_000 },
      201,
    );
    expect(opened).toMatchObject({ base: 150_000, cerrado: false, diferencia: null });
    const again = await call('POST', '/api/caja/turnos/', admin, { sede: CHAPINERO, base: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Ya hay un turno de caja abierto en esta sede');

    at('2026-11-25T10:00:00-05:00');
    const cash = await staffOrder({ metodo_pago: 'EFECTIVO', paga_con: 100_000 });
    const exact = await staffOrder({ metodo_pago: 'EFECTIVO' });
    const card = await staffOrder({ metodo_pago: 'DATAFONO' });
    const cancelled = await staffOrder({ metodo_pago: 'EFECTIVO' });
    await ok('POST', `/api/pedidos/${cancelled.id}/cambiar_estado/`, cashier, {
      estado: 'CANCELADO',
    });
    // A rider's shift settled during the cash shift: the cash they handed in.
    const [rider] = await t0.app.db
      .select({ id: t.usuarios.id })
      .from(t.usuarios)
      .where(eq(t.usuarios.email, 'repartidor@horno.co'));
    const [turno] = await t0.app.db
      .insert(t.turnosRepartidor)
      .values({
        usuarioId: rider!.id,
        sedeId: CHAPINERO,
        inicio: new Date('2026-11-25T14:00:00Z'),
        fin: new Date('2026-11-25T16:00:00Z'),
      })
      .returning();
    await t0.app.db.insert(t.liquidaciones).values({
      turnoId: turno!.id,
      efectivoEsperado: 80_000,
      efectivoRecibido: 78_000,
      diferencia: -2_000,
      nota: 'Faltó cambio',
      cerradoEn: new Date('2026-11-25T16:00:00Z'),
    });

    const orders = await Promise.all(
      [cash, exact, card].map((o) =>
        ok<{ total_pedido: number }>('GET', `/api/pedidos/${o.id}/`, admin),
      ),
    );
    const [cashTotal, exactTotal, cardTotal] = orders.map((o) => o.total_pedido) as [
      number,
      number,
      number,
    ];
    at('2026-11-25T18:00:00-05:00');
    const live = await ok<CashScreen>('GET', `/api/caja/?sede=${CHAPINERO}`, cashier);
    expect(live.abierto!.totales).toEqual({
      efectivo_pedidos: cashTotal + exactTotal,
      efectivo_cantidad: 2,
      cambio_entregado: 100_000 - cashTotal,
      datafono: cardTotal,
      datafono_cantidad: 1,
      en_linea: 0,
      en_linea_cantidad: 0,
      liquidaciones: 78_000,
      liquidaciones_cantidad: 1,
      efectivo_esperado: 150_000 + cashTotal + exactTotal + 78_000,
    });
    const expected = live.abierto!.totales.efectivo_esperado;

    const noNote = await call('POST', `/api/caja/turnos/${opened.id}/cerrar/`, cashier, {
      efectivo_contado: expected - 5_000,
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toMatchObject({ fields: { nota: ['Explica la diferencia en la nota'] } });

    const closed = await ok<CashShift>('POST', `/api/caja/turnos/${opened.id}/cerrar/`, cashier, {
      efectivo_contado: expected - 5_000,
      nota: 'Un billete de 5.000 roto',
    });
    expect(closed).toMatchObject({
      cerrado: true,
      efectivo_contado: expected - 5_000,
      diferencia: -5_000,
      diferencia_corregida: -5_000,
      nota: 'Un billete de 5.000 roto',
      cerrado_por: { nombre: expect.any(String) },
    });

    // What happens after closing is not the closed shift's.
    at('2026-11-25T19:00:00-05:00');
    await staffOrder({ metodo_pago: 'EFECTIVO' });
    const screen = await ok<CashScreen>('GET', `/api/caja/?sede=${CHAPINERO}`, cashier);
    expect(screen.abierto).toBeNull();
    expect(screen.historial[0]).toEqual(closed);
  });

  it('never changes a closed shift: corrections are new lines with who and why', async () => {
    const { historial } = await ok<CashScreen>('GET', `/api/caja/?sede=${CHAPINERO}`, cashier);
    const shift = historial[0]!;
    const reclose = await call('POST', `/api/caja/turnos/${shift.id}/cerrar/`, cashier, {
      efectivo_contado: 1,
      nota: 'otra vez',
    });
    expect(reclose.statusCode).toBe(409);
    expect(reclose.json().error).toBe(
      'El turno ya se cerró: no se puede cambiar. Registra una corrección.',
    );
    // Not even the database lets it change.
    await expect(
      t0.app.db.execute(sql`update turnos_caja set diferencia = 0 where id = ${shift.id}`),
    ).rejects.toThrow();

    const corrected = await ok<CashShift>(
      'POST',
      `/api/caja/turnos/${shift.id}/correcciones/`,
      admin,
      { monto: 5_000, motivo: 'El billete apareció en la otra caja' },
      201,
    );
    expect(corrected.diferencia).toBe(-5_000);
    expect(corrected.diferencia_corregida).toBe(0);
    expect(corrected.correcciones).toEqual([
      {
        id: expect.any(Number),
        monto: 5_000,
        motivo: 'El billete apareció en la otra caja',
        por: { id: expect.any(Number), nombre: 'Laura Gómez' },
        creado_en: expect.any(String),
      },
    ]);
    const { historial: after } = await ok<CashScreen>(
      'GET',
      `/api/caja/?sede=${CHAPINERO}`,
      cashier,
    );
    expect(after[0]).toMatchObject({ diferencia: -5_000, diferencia_corregida: 0 });
    const zero = await call('POST', `/api/caja/turnos/${shift.id}/correcciones/`, admin, {
      monto: 0,
      motivo: 'nada',
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields.monto).toEqual(['La corrección no puede ser de $ 0']);
  });

  it('corrects only closed shifts, and only at the caller’s branches', async () => {
    const open = await ok<CashShift>(
      'POST',
      '/api/caja/turnos/',
      cashier,
      { sede: CHAPINERO, base: 0 },
      201,
    );
    const early = await call('POST', `/api/caja/turnos/${open.id}/correcciones/`, cashier, {
      monto: 100,
      motivo: 'antes de tiempo',
    });
    expect(early.statusCode).toBe(409);

    const other = await staffWith(
      jsonClient(() => t0.app),
      admin,
      ['gestionar_caja'],
      'caja.chapinero@horno.co',
    );
    expect((await call('GET', `/api/caja/?sede=${USAQUEN}`, other)).statusCode).toBe(403);
    const foreign = await call('POST', '/api/caja/turnos/', other, { sede: USAQUEN, base: 0 });
    expect(foreign.statusCode).toBe(403);
    const usaquen = await ok<CashShift>(
      'POST',
      '/api/caja/turnos/',
      admin,
      { sede: USAQUEN, base: 0 },
      201,
    );
    const notMine = await call('POST', `/api/caja/turnos/${usaquen.id}/cerrar/`, other, {
      efectivo_contado: 0,
    });
    expect(notMine.statusCode).toBe(404);
    // A customer holds no cash permission.
    const customer = await login('cliente@horno.co', 'HornoCliente2026');
    expect((await call('GET', `/api/caja/?sede=${CHAPINERO}`, customer)).statusCode).toBe(403);
  });
});
