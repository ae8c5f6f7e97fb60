import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { codeMigrations } from '../../db/migrations';
import { onServer, testEngine } from '../../../test/helper';

/**
 * Migration 0021 on a database that has coupons, as an install upgraded from before issue 37
 * has them: the welcome coupon becomes one promotion, each coupon one of its codes, keeping its
 * customer, dates, percentage and use; orders placed with a coupon show it as their promotion.
 */
describe(`migration 0021: coupons become a promotion's codes (${testEngine})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  const rows = async <T>(text: string) => {
    const result = (await database.db.execute(sql.raw(text))) as unknown;
    return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
  };
  const apply = async (tags: (tag: string) => boolean) => {
    for (const m of codeMigrations().filter((m) => tags(m.tag))) {
      for (const statement of m.statements) await database.db.execute(sql.raw(statement));
    }
  };

  beforeAll(async () => {
    if (testEngine === 'pglite') {
      database = await openDatabase({ dataDir: 'memory://' });
      drop = () => database.close();
    } else {
      const serverUrl = process.env.DATABASE_URL!;
      const name = `horno_mig_${randomBytes(6).toString('hex')}`;
      await onServer(serverUrl, `create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
      drop = async () => {
        await database.close();
        await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      };
    }
    await apply((tag) => tag < '0021');
    // Before: a customer, the welcome setting at 20 %, an unused coupon granted at 15 % and a
    // used one, and an order placed with it.
    const before = `
      insert into usuarios (id, first_name, last_name, email, numero, password_hash)
        values (50, 'Ana', 'Ruiz', 'ana@example.com', '3001112233', 'x');
      insert into configuraciones (clave, valor) values ('bono_bienvenida',
        '{"enabled":true,"title":"t","message":"m","validUntil":"2026-12-31","discountPercentage":20}');
      insert into cupones (id, codigo, usuario_id, porcentaje_descuento, fecha_inicio, fecha_fin, usado, telefono)
        values (7, 'BIENVENIDA-AAAA1111', 50, 15, '2026-01-01', '2026-12-31', false, '3001112233'),
               (8, 'BIENVENIDA-BBBB2222', 50, 15, '2026-01-01', '2026-12-31', true, '3009998877');
      insert into sedes (id, nombre, direccion, telefono, lat, lng) values (1, 'Centro', 'Calle 1', '6010000000', 4.6, -74.1);
      insert into pedidos (id, sede_id, usuario_id, tipo_pedido, estado, subtotal_productos,
          costo_domicilio, descuento_cupon, total_pedido, cupon_id, token_hash)
        values (90, 1, 50, 'RECOGER', 'ENTREGADO', 40000, 0, 6000, 34000, 8, 'h')`;
    for (const statement of before.split(';')) await rows(statement);
    await apply((tag) => tag >= '0021');
  });
  afterAll(() => drop());

  it('makes the welcome coupon one promotion, with every coupon as its code', async () => {
    const promos = await rows<{
      id: number;
      nombre: string;
      aplicacion: string;
      regla: { porcentaje: number; incluye_domicilio: boolean };
      condiciones: { canales: string[] };
      usos: number;
      origen: string;
    }>('select * from promociones');
    expect(promos).toHaveLength(1);
    const [welcome] = promos;
    expect(welcome).toMatchObject({
      nombre: 'Cupón de bienvenida',
      aplicacion: 'CODIGO',
      origen: 'BIENVENIDA',
      usos: 1,
      regla: { tipo: 'PORCENTAJE', porcentaje: 20, incluye_domicilio: true },
      condiciones: { canales: ['WEB'] },
    });
    const codes = await rows<Record<string, unknown>>(
      'select id, promocion_id, usuario_id, porcentaje_descuento, un_solo_uso, usos, usado from cupones order by id',
    );
    expect(codes).toEqual([
      {
        id: 7,
        promocion_id: welcome!.id,
        usuario_id: 50,
        porcentaje_descuento: 15,
        un_solo_uso: true,
        usos: 0,
        usado: false,
      },
      {
        id: 8,
        promocion_id: welcome!.id,
        usuario_id: 50,
        porcentaje_descuento: 15,
        un_solo_uso: true,
        usos: 1,
        usado: true,
      },
    ]);
    const applied = await rows<Record<string, unknown>>(
      'select pedido_id, promocion_id, cupon_id, nombre, tipo, codigo, descuento from pedido_promociones',
    );
    expect(applied).toEqual([
      {
        pedido_id: 90,
        promocion_id: welcome!.id,
        cupon_id: 8,
        nombre: 'Cupón de bienvenida',
        tipo: 'PORCENTAJE',
        codigo: 'BIENVENIDA-BBBB2222',
        descuento: 6000,
      },
    ]);
  });

  it('gives gestionar_promociones to Administrador', async () => {
    const granted = await rows<{ rol: string }>(`
      select r.rol from rol_permisos rp join roles r on r.id = rp.rol_id
      join permisos p on p.id = rp.permiso_id where p.clave = 'gestionar_promociones'`);
    expect(granted.map((g) => g.rol)).toEqual(['Administrador']);
  });
});
