// The menu in a spreadsheet (issue 29), through the API on a real database: the template, the
// round trip, each error kind with its row and column, all-or-nothing, and CSV injection.
import type { Producto } from '@horno/domain/catalog';
import type { SheetImportResult } from '@horno/domain/catalog-sheet';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';
import { multipart } from '../../../test/multipart';

describe(`the menu in a spreadsheet (${testEngine})`, () => {
  let app: TestApp;
  let admin: Headers;
  const client = jsonClient(() => app.app);

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await client.login('admin@horno.co', 'HornoAdmin2026');
  });
  afterAll(() => app.close());

  const download = async (path: string) => {
    const res = await app.app.inject({ url: path, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  };
  const upload = async (bytes: Buffer, aplicar = false, headers = admin, name = 'menu.csv') => {
    const body = await multipart({}, { field: 'archivo', name, type: 'text/csv', bytes });
    return app.app.inject({
      method: 'POST',
      url: `/api/catalogo/importar/?aplicar=${aplicar}`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const preview = async (bytes: Buffer) => {
    const res = await upload(bytes);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SheetImportResult>();
  };
  /** The exported CSV as a table, and back. */
  const table = (csv: Buffer) => parse(csv, { bom: true }) as string[][];
  const csvOf = (rows: string[][]) => Buffer.from(stringify(rows));
  const productCount = async () =>
    (await app.db.database.db.select({ n: sql<number>`count(*)::int` }).from(t.productos))[0]!.n;

  it('imports the templates clean (no rows, nothing to do)', async () => {
    for (const formato of ['csv', 'xlsx']) {
      const result = await preview(await download(`/api/catalogo/plantilla/?formato=${formato}`));
      expect(result, formato).toMatchObject({ crear: 0, actualizar: 0, errores: [] });
    }
    const [header] = table(await download('/api/catalogo/plantilla/?formato=csv'));
    expect(header).toEqual([
      'categoria',
      'nombre',
      'descripcion',
      'precio',
      'precio_personal',
      'precio_pequena',
      'precio_mediana',
      'precio_grande',
      'precio_familiar',
      'admite_mitades',
      'descuento',
      'adiciones',
      'activo',
      'sede_horno_chapinero',
      'sede_horno_usaquen',
      'sede_horno_galerias',
    ]);
  });

  it('round-trips the whole demo as every row unchanged, in CSV and in XLSX', async () => {
    const products = await productCount();
    for (const formato of ['csv', 'xlsx']) {
      const result = await preview(await download(`/api/catalogo/exportar/?formato=${formato}`));
      expect(result.errores, formato).toEqual([]);
      expect(result, formato).toMatchObject({ crear: 0, actualizar: 0, sin_cambios: products });
    }
  });

  it('changes exactly the three prices edited, and applies them in one go', async () => {
    const rows = table(await download('/api/catalogo/exportar/?formato=csv'));
    const header = rows[0]!;
    const mediana = header.indexOf('precio_mediana');
    const precio = header.indexOf('precio');
    const sized = rows.filter((r, i) => i > 0 && r[mediana] !== '').slice(0, 2);
    const plain = rows.find((r, i) => i > 0 && r[precio] !== '')!;
    for (const row of sized)
      row[mediana] = `$ ${(Number(row[mediana]) + 1000).toLocaleString('es-CO')}`;
    plain[precio] = String(Number(plain[precio]) + 500);
    const result = await preview(csvOf(rows));
    expect(result).toMatchObject({ crear: 0, actualizar: 3, errores: [] });
    const updated = result.filas.filter((f) => f.accion === 'Actualizar');
    expect(updated.map((f) => f.nombre).sort()).toEqual([...sized, plain].map((r) => r[1]).sort());
    expect(updated.flatMap((f) => f.cambios.map((c) => c.campo)).sort()).toEqual([
      'precio',
      'precio_mediana',
      'precio_mediana',
    ]);
    const applied = await upload(csvOf(rows), true);
    expect(applied.json()).toMatchObject({
      aplicado: true,
      mensaje: 'Se actualizaron 3 productos.',
    });
    const menu = await client.ok<Producto[]>('GET', '/api/productos/', {});
    expect(menu.find((p) => p.nombre === plain[1])?.precio).toBe(Number(plain[precio]));
    // The same file again: nothing left to change.
    expect(await preview(csvOf(rows))).toMatchObject({ actualizar: 0, crear: 0 });
  });

  it('says, row by row and column by column, what is wrong, and applies nothing then', async () => {
    const [header] = table(await download('/api/catalogo/plantilla/?formato=csv'));
    const row = (values: Record<string, string>) => header!.map((column) => values[column] ?? '');
    const base = { categoria: 'Pizzas', activo: 'sí', sede_horno_chapinero: 'sí' };
    const rows = [
      header!,
      row({ ...base, nombre: 'Pizza Hawaiana Nueva', precio_mediana: 'abc' }),
      row({ ...base, categoria: 'Bebidas frias', nombre: 'Limonada de coco', precio: '$ 9.500' }),
      row({ ...base, nombre: 'Nueva A', precio: '10.000', adiciones: 'Unicornio:4000' }),
      row({ ...base, nombre: 'nueva a', precio: '10000' }),
      row({ ...base, nombre: 'Nueva B', precio: '10000', activo: 'quizás' }),
      row({ ...base, nombre: 'Nueva C', precio: '10000', descuento: '150' }),
      row({ ...base, nombre: 'Nueva D' }),
      row({ ...base, nombre: 'Nueva E', precio: '1', precio_grande: '2' }),
      row({ ...base, nombre: 'Nueva F', precio: '1', adiciones: 'Queso extra 4000' }),
    ];
    const before = await productCount();
    const result = await preview(csvOf(rows));
    expect(result.errores).toEqual([
      {
        fila: 2,
        columna: 'precio_mediana',
        mensaje: 'El precio de «Pizza Hawaiana Nueva» (mediana) no es un número.',
      },
      {
        fila: 4,
        columna: 'adiciones',
        mensaje:
          'El ingrediente «Unicornio» no existe: créalo primero o agrégalo a la hoja «Ingredientes».',
      },
      { fila: 5, columna: 'nombre', mensaje: 'Fila duplicada de la fila 4.' },
      { fila: 6, columna: 'activo', mensaje: '«quizás» no es «sí» ni «no».' },
      {
        fila: 7,
        columna: 'descuento',
        mensaje: 'El descuento debe ser un número entero de 0 a 100.',
      },
      {
        fila: 8,
        columna: 'precio',
        mensaje: '«Nueva D» no tiene precio: escribe «precio» o el precio de al menos un tamaño.',
      },
      {
        fila: 9,
        columna: 'precio',
        mensaje: '«Nueva E» tiene «precio» y precios por tamaño: deja solo uno de los dos.',
      },
      {
        fila: 10,
        columna: 'adiciones',
        mensaje:
          '«Queso extra 4000» no se entiende: escribe cada adición como «Nombre:precio», separadas por «;».',
      },
    ]);
    const newCategory = result.filas.find((f) => f.fila === 3)!;
    expect(newCategory).toMatchObject({
      accion: 'Crear',
      notas: ['La categoría «Bebidas frias» no existe: se creará.'],
    });
    const refused = await upload(csvOf(rows), true);
    expect(refused.json()).toMatchObject({ aplicado: false, mensaje: null });
    expect(await productCount()).toBe(before);

    // A column that names no size and no branch.
    const unknown = await preview(csvOf([[...header!, 'sede_marte'], row(base)]));
    expect(unknown.errores).toContainEqual({
      fila: 1,
      columna: 'sede_marte',
      mensaje: 'La columna «sede_marte» no corresponde a ningún tamaño ni a ninguna sede.',
    });
  });

  it("creates what a ';' file with a BOM and quoted new lines describes, and a new category", async () => {
    const text =
      '\uFEFFcategoria;nombre;descripcion;precio;adiciones;activo;sede_horno_chapinero\r\n' +
      'Bebidas frías;Limonada de coco;"Fresca, con\ncoco rallado";$ 9.500;"queso MOZZARELLA:4000; Tocineta:5000";sí;sí\r\n';
    const result = await preview(Buffer.from(text));
    expect(result.errores).toEqual([]);
    expect(result).toMatchObject({ crear: 1 });
    const applied = await upload(Buffer.from(text), true);
    expect(applied.json<SheetImportResult>().mensaje).toBe('Se creó 1 producto.');
    const menu = await client.ok<Producto[]>('GET', '/api/productos/?sede=1&solo_activos=true', {});
    const limonada = menu.find((p) => p.nombre === 'Limonada de coco')!;
    expect(limonada).toMatchObject({ precio: 9500, descripcion: 'Fresca, con\ncoco rallado' });
    expect(limonada.posibles_adiciones.map((a) => a.precio_adicion).sort()).toEqual([4000, 5000]);
    // Case and accents do not make a second product.
    const again = await preview(
      Buffer.from(text.replace('Bebidas frías;Limonada de coco', 'BEBIDAS FRIAS;limonada DE COCO')),
    );
    expect(again).toMatchObject({ crear: 0, sin_cambios: 1 });
  });

  it('refuses files that are not spreadsheets, too large, too long, or with formulas', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const notASheet = await upload(png);
    expect(notASheet.statusCode).toBe(415);
    expect(notASheet.json()).toEqual({
      error: 'El archivo no es una hoja de cálculo CSV ni XLSX.',
    });
    const large = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 'a'));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ error: 'El archivo no puede superar 5 MB.' });
    const long = await upload(
      Buffer.from(`categoria,nombre,precio\n${'Pizzas,X,1000\n'.repeat(5001)}`),
    );
    expect(long.json()).toEqual({ error: 'El archivo tiene más de 5.000 filas de productos.' });
    const formula = await upload(Buffer.from('categoria,nombre,precio\nPizzas,X,=1+1\n'));
    expect(formula.statusCode).toBe(400);
    expect(formula.json<{ error: string }>().error).toMatch(/^La celda C2 tiene una fórmula/);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Productos');
    sheet.addRow(['categoria', 'nombre', 'precio']);
    sheet.addRow(['Pizzas', 'X', { formula: 'A1*2' }]);
    const xlsx = await upload(
      Buffer.from(await workbook.xlsx.writeBuffer()),
      false,
      admin,
      'x.xlsx',
    );
    expect(xlsx.json<{ error: string }>().error).toMatch(/^La celda C2 tiene una fórmula/);

    const cajero = await client.login('cajero@horno.co', 'HornoCajero2026');
    expect((await upload(Buffer.from('categoria,nombre\n'), false, cajero)).statusCode).toBe(403);
  });

  it('escapes a cell that would run as a formula, and reads it back', async () => {
    const [product] = await app.db.database.db
      .select({ id: t.productos.id })
      .from(t.productos)
      .orderBy(t.productos.id)
      .limit(1);
    await app.db.database.db
      .update(t.productos)
      .set({ descripcion: '=HYPERLINK("http://malo.example","clic")' })
      .where(eq(t.productos.id, product!.id));
    const csv = await download('/api/catalogo/exportar/?formato=csv');
    expect(csv.toString()).toContain('"\'=HYPERLINK(""http://malo.example"",""clic"")"');
    expect(await preview(csv)).toMatchObject({ actualizar: 0, errores: [] });
  });

  it('leaves the catalog untouched when the database fails half-way through applying', async () => {
    const db = app.db.database.db;
    await db.execute(sql`
      create function horno_test_falla() returns trigger language plpgsql as $$
      begin
        if new.nombre = 'Explota' then raise exception 'falla forzada'; end if;
        return new;
      end $$`);
    await db.execute(
      sql`create trigger horno_test_falla before insert on productos for each row execute function horno_test_falla()`,
    );
    try {
      const rows = table(await download('/api/catalogo/exportar/?formato=csv'));
      const header = rows[0]!;
      const precio = header.indexOf('precio');
      const plain = rows.find((r, i) => i > 0 && r[precio] !== '')!;
      const old = plain[precio]!;
      plain[precio] = String(Number(old) + 700);
      const row = (values: Record<string, string>) => header.map((c) => values[c] ?? '');
      rows.push(
        row({ categoria: 'Pizzas', nombre: 'Buena', precio: '1000', sede_horno_chapinero: 'sí' }),
      );
      rows.push(
        row({ categoria: 'Pizzas', nombre: 'Explota', precio: '1000', sede_horno_chapinero: 'sí' }),
      );
      const before = await productCount();
      const res = await upload(csvOf(rows), true);
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(await productCount()).toBe(before);
      const [stored] = await db
        .select({ precio: t.productos.precio })
        .from(t.productos)
        .where(eq(t.productos.nombre, plain[1]!));
      expect(stored?.precio).toBe(Number(old));
    } finally {
      await db.execute(sql`drop trigger horno_test_falla on productos`);
      await db.execute(sql`drop function horno_test_falla()`);
    }
  });
});
