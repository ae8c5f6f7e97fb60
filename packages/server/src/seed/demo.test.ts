import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { isHoliday } from 'colombian-holidays';
import { branchStatus } from '@horno/domain/branch-hours';
import { GRUPOS_SABOR } from '@horno/domain/catalog';
import { MEDIDAS } from '@horno/domain/medidas';
import { PERMISOS } from '@horno/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine, type TestDatabase } from '../../test/helper';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { verifyPassword } from '../modules/auth/password';
import { DEMO_ACCOUNTS, EMPTY_CATEGORY, seedDemo } from './demo';
import { DEMO_PRODUCTS } from './demo-catalog';
import { DEMO_SPECIALS } from './demo-specials';

const NOW = new Date('2026-03-11T17:00:00Z'); // a Wednesday, noon in Bogotá

describe(`seedDemo (${testEngine})`, () => {
  let testDb: TestDatabase;
  let database: Database;
  let uploadsDir: string;
  let firstRun: boolean;
  let secondRun: boolean;
  let secondUploadsDir: string;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'horno-seed-'));
    secondUploadsDir = join(uploadsDir, 'second-run');
    testDb = await createTestDatabase();
    database = testDb.database;
    await database.migrate();
    firstRun = await seedDemo(database.db, { uploadsDir, now: NOW });
    secondRun = await seedDemo(database.db, { uploadsDir: secondUploadsDir, now: NOW });
  });

  afterAll(async () => {
    await testDb.drop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('loads an empty database once, and a second call changes nothing', async () => {
    expect(firstRun).toBe(true);
    expect(secondRun).toBe(false);
    expect(existsSync(secondUploadsDir)).toBe(false);
    const [sedes] = await database.db.select({ n: count() }).from(t.sedes);
    const [productos] = await database.db.select({ n: count() }).from(t.productos);
    const [usuarios] = await database.db.select({ n: count() }).from(t.usuarios);
    expect(sedes!.n).toBe(3);
    expect(productos!.n).toBe(DEMO_PRODUCTS.length);
    expect(productos!.n).toBeGreaterThanOrEqual(40);
    expect(usuarios!.n).toBe(DEMO_ACCOUNTS.length);
  });

  it('defines the five sizes in order', async () => {
    const medidas = await database.db.select().from(t.medidas).orderBy(t.medidas.orden);
    expect(medidas.map((m) => [m.value, m.label, m.orden])).toEqual([
      ['PERSONAL', 'Personal', 1],
      ['PEQUENA', 'Pequeña', 2],
      ['MEDIANA', 'Mediana', 3],
      ['GRANDE', 'Grande', 4],
      ['FAMILIAR', 'Familiar', 5],
    ]);
  });

  it('has three branches in Bogotá with hours, holiday rows and tables', async () => {
    const sedes = await database.db.select().from(t.sedes).orderBy(t.sedes.id);
    const horarios = await database.db.select().from(t.horariosSede);
    const mesas = await database.db.select().from(t.mesas);
    for (const sede of sedes) {
      expect(sede.telefono).toMatch(/^3\d{9}$/);
      expect(sede.direccion).toMatch(/^(Calle|Carrera) \d+ # \d+-\d+/);
      expect(sede.lat).toBeGreaterThan(4.55);
      expect(sede.lat).toBeLessThan(4.8);
      expect(sede.lng).toBeGreaterThan(-74.2);
      expect(sede.lng).toBeLessThan(-74);
      expect(sede.radioCoberturaKm).toBeGreaterThanOrEqual(4);
      expect(sede.radioCoberturaKm).toBeLessThanOrEqual(6);
      const own = horarios.filter((h) => h.sedeId === sede.id);
      expect(
        own
          .filter((h) => !h.esFestivo)
          .map((h) => h.diaSemana)
          .sort(),
      ).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(own.filter((h) => h.esFestivo).map((h) => h.diaSemana)).toEqual([1]);
      for (const h of own) {
        if (h.cerrado) expect([h.horaInicio, h.horaFin]).toEqual([null, null]);
        else
          expect([h.horaInicio, h.horaFin]).toEqual([
            expect.stringMatching(/^\d\d:\d\d:\d\d$/),
            expect.stringMatching(/^\d\d:\d\d:\d\d$/),
          ]);
      }
      const names = mesas.filter((m) => m.sedeId === sede.id).map((m) => m.nombre);
      expect(names.length).toBeGreaterThanOrEqual(4);
      expect(names).toEqual(names.map((_, i) => `Mesa ${i + 1}`));
    }
    expect(
      new Set(sedes.map((s) => mesas.filter((m) => m.sedeId === s.id).length)).size,
    ).toBeGreaterThan(1);
    // One branch closed on Mondays, one open past midnight on Friday and Saturday, one closed on holidays.
    const closedMonday = horarios.filter((h) => !h.esFestivo && h.diaSemana === 1 && h.cerrado);
    expect(closedMonday).toHaveLength(1);
    const late = horarios.filter((h) => [5, 6].includes(h.diaSemana) && h.horaFin === '02:00:00');
    expect(late).toHaveLength(2);
    expect(late[0]!.sedeId).toBe(late[1]!.sedeId);
    expect(horarios.filter((h) => h.esFestivo && h.cerrado)).toHaveLength(1);
  });

  it('opens and closes the branches as designed, in Bogotá time', async () => {
    const horarios = await database.db.select().from(t.horariosSede);
    const sedes = await database.db.select().from(t.sedes);
    const statusAt = (instant: string) =>
      sedes.map((s) => {
        const own = horarios
          .filter((h) => h.sedeId === s.id)
          .map((h) => ({
            dia_semana: h.diaSemana,
            hora_inicio: h.horaInicio,
            hora_fin: h.horaFin,
            cerrado: h.cerrado,
            es_festivo: h.esFestivo,
          }));
        return branchStatus(own, new Date(instant), (ymd) =>
          isHoliday(new Date(`${ymd}T12:00:00`)),
        );
      });
    expect(statusAt('2026-11-18T12:00:00-05:00').every((s) => s.abierta)).toBe(true); // Wednesday
    expect(statusAt('2026-11-18T05:00:00-05:00').some((s) => s.abierta)).toBe(false);
    expect(statusAt('2026-11-23T12:00:00-05:00').filter((s) => !s.abierta)).toHaveLength(1); // Monday
    expect(statusAt('2026-11-21T01:00:00-05:00').filter((s) => s.abierta)).toHaveLength(1); // Fri night
    // Monday 16 November 2026 is a holiday (Independencia de Cartagena): holiday rows apply.
    expect(statusAt('2026-11-16T12:00:00-05:00').filter((s) => !s.abierta)).toHaveLength(1);
  });

  it('has ingredient categories and ingredients used as additions', async () => {
    const categorias = await database.db.select().from(t.categoriaIngredientes);
    const ingredientes = await database.db.select().from(t.ingredientes);
    expect(categorias.map((c) => c.nombre)).toEqual(
      expect.arrayContaining(['Quesos', 'Carnes', 'Vegetales', 'Salsas']),
    );
    expect(ingredientes.length).toBeGreaterThanOrEqual(15);
    const adiciones = await database.db.select().from(t.posiblesAdiciones);
    expect(adiciones.length).toBeGreaterThan(0);
    for (const a of adiciones) expect(a.precioAdicion % 100).toBe(0);
    const mozzarella = ingredientes.find((i) => i.nombre === 'Queso mozzarella')!;
    expect(
      adiciones.some((a) => a.ingredienteId === mozzarella.id && a.precioAdicion === 4000),
    ).toBe(true);
  });

  it('has ordered categories with slugs, and one category with nothing in it', async () => {
    const categorias = await database.db
      .select()
      .from(t.categoriaProductos)
      .orderBy(t.categoriaProductos.orden);
    expect(categorias.map((c) => c.orden)).toEqual(categorias.map((_, i) => i + 1));
    expect(categorias.length).toBeGreaterThanOrEqual(9);
    for (const c of categorias) expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(categorias.find((c) => c.nombre === 'Pizzas Tradicionales')).toMatchObject({
      slug: 'pizzas-tradicionales',
      tieneMedidas: true,
    });
    const empty = categorias.find((c) => c.nombre === EMPTY_CATEGORY)!;
    expect(empty.slug).toBe('temporada');
    const productos = await database.db.select().from(t.productos);
    const especiales = await database.db.select().from(t.productosEspeciales);
    expect(productos.filter((p) => p.categoriaId === empty.id)).toEqual([]);
    expect(especiales.filter((e) => e.categoriaId === empty.id)).toEqual([]);
    const combos = categorias.find((c) => c.nombre === 'Combos')!;
    expect(especiales.every((e) => e.categoriaId === combos.id)).toBe(true);
    expect(productos.filter((p) => p.categoriaId === combos.id)).toEqual([]);
  });

  it('prices pizzas per size (halves from MEDIANA up) and the rest with a base price', async () => {
    const productos = await database.db.select().from(t.productos);
    const precios = await database.db.select().from(t.preciosPorMedida);
    const medidas = await database.db.select().from(t.medidas);
    const medidaOf = new Map(medidas.map((m) => [m.id, m.value]));
    const lowest = new Map<string, number[]>();
    for (const p of productos) {
      const own = precios.filter((x) => x.productoId === p.id);
      if (p.grupoSabor) {
        expect(p.precio).toBeNull();
        const bySize = MEDIDAS.map((m) => own.find((x) => medidaOf.get(x.medidaId) === m)!);
        expect(bySize.map((x) => x.admiteMitades)).toEqual([false, false, true, true, true]);
        const values = bySize.map((x) => x.precio);
        expect(values).toEqual([...values].sort((a, b) => a - b));
        for (const v of values) expect(v % 100).toBe(0);
        lowest.set(p.grupoSabor, [...(lowest.get(p.grupoSabor) ?? []), values[0]!]);
      } else {
        expect(own).toEqual([]);
        expect(p.precio).toBeGreaterThan(0);
        expect(p.precio! % 100).toBe(0);
      }
    }
    for (const grupo of GRUPOS_SABOR) expect(lowest.get(grupo)?.length).toBeGreaterThanOrEqual(3);
    expect(Math.min(...lowest.get('SUPER_ESPECIALES')!)).toBeGreaterThan(
      Math.max(...lowest.get('TRADICIONALES')!),
    );
    expect(productos.some((p) => p.descuento > 0)).toBe(true);
    expect(productos.some((p) => !p.activo)).toBe(true);
    for (const p of productos) expect(p.descripcion.length).toBeGreaterThan(20);
  });

  it('has configurable specials with every kind of section', async () => {
    const especiales = await database.db.select().from(t.productosEspeciales);
    const secciones = await database.db.select().from(t.secciones);
    const opciones = await database.db.select().from(t.opciones);
    const productos = await database.db.select().from(t.productos);
    expect(especiales.length).toBeGreaterThanOrEqual(3);
    expect(especiales.every((e) => e.tipo === 'CONFIGURABLE' && e.precioBase > 0)).toBe(true);
    for (const e of especiales)
      expect(secciones.some((s) => s.productoEspecialId === e.id)).toBe(true);
    for (const s of secciones) {
      const own = opciones.filter((o) => o.seccionId === s.id);
      expect(own.length).toBeGreaterThan(0);
      expect(own.map((o) => o.orden)).toEqual(own.map((_, i) => i + 1));
      if (s.maximo > 0) expect(s.minimo).toBeLessThanOrEqual(s.maximo);
    }
    expect(secciones.some((s) => s.seleccionarMayorValor)).toBe(true);
    expect(secciones.some((s) => s.maximo === 0)).toBe(true);
    expect(secciones.some((s) => s.minimo === 1 && s.maximo === 1)).toBe(true);
    const related = opciones.filter((o) => o.productoRelacionadoId !== null);
    const productById = new Map(productos.map((p) => [p.id, p]));
    expect(related.some((o) => productById.get(o.productoRelacionadoId!)?.grupoSabor)).toBe(true);
    expect(
      related.some((o) => productById.get(o.productoRelacionadoId!)?.nombre.startsWith('Gaseosa')),
    ).toBe(true);
    const mayor = secciones.find((s) => s.seleccionarMayorValor)!;
    const extras = opciones.filter((o) => o.seccionId === mayor.id).map((o) => o.precioExtra);
    expect(new Set(extras).size).toBeGreaterThan(1);
  });

  it('leaves a few products and one special out of one branch', async () => {
    const sedes = await database.db.select().from(t.sedes);
    const productos = await database.db.select().from(t.productos);
    const especiales = await database.db.select().from(t.productosEspeciales);
    const sp = await database.db.select().from(t.sedeProductos);
    const spe = await database.db.select().from(t.sedeProductosEspeciales);
    const sold = (sede: string, table: typeof sp | typeof spe, id: number) => {
      const sedeId = sedes.find((s) => s.nombre === sede)!.id;
      return table.some(
        (r) =>
          r.sedeId === sedeId && ('productoId' in r ? r.productoId : r.productoEspecialId) === id,
      );
    };
    const prosciutto = productos.find((p) => p.nombre === 'Pizza Prosciutto y Rúgula')!.id;
    const pareja = especiales.find((e) => e.nombre === 'Combo Pareja')!.id;
    expect(sold('Horno Galerías', sp, prosciutto)).toBe(false);
    expect(sold('Horno Chapinero', sp, prosciutto)).toBe(true);
    expect(sold('Horno Galerías', spe, pareja)).toBe(false);
    expect(sold('Horno Usaquén', spe, pareja)).toBe(true);
    const perBranch = sedes.map((s) => sp.filter((r) => r.sedeId === s.id).length);
    expect(Math.max(...perBranch)).toBe(productos.length);
    expect(Math.min(...perBranch)).toBeLessThan(productos.length);
    expect(spe.length).toBe(especiales.length * sedes.length - 1);
  });

  it('runs two current ads and the welcome bonus until the end of the year', async () => {
    const ads = await database.db.select().from(t.publicidades);
    expect(ads).toHaveLength(2);
    for (const ad of ads) {
      expect(ad.activa).toBe(true);
      expect(ad.fechaInicio.getTime()).toBeLessThan(NOW.getTime());
      expect(ad.fechaFin.getTime()).toBeGreaterThan(NOW.getTime() + 30 * 24 * 3600 * 1000);
      expect(ad.imagen).toMatch(/^\/uploads\/publicidad\/[a-z0-9-]+\.svg$/);
    }
    const [bono] = await database.db
      .select()
      .from(t.configuraciones)
      .where(eq(t.configuraciones.clave, 'bono_bienvenida'));
    expect(bono?.valor).toEqual({
      enabled: true,
      title: '¡15% de descuento en tu primer pedido!',
      message: 'Regístrate y verifica tu número de WhatsApp para recibir tu cupón de bienvenida.',
      validUntil: '2026-12-31',
      discountPercentage: 15,
    });
  });

  it('has roles with their permissions and the demo accounts', async () => {
    const permisos = await database.db.select().from(t.permisos);
    expect(permisos.map((p) => p.clave).sort()).toEqual([...PERMISOS].sort());
    for (const p of permisos) expect(p.nombre).toMatch(/^[A-ZÁÉÍÓÚ][a-záéíóúñ ]+$/);
    const roles = await database.db.select().from(t.roles);
    const rolPermisos = await database.db.select().from(t.rolPermisos);
    const clavesOf = (rol: string) => {
      const id = roles.find((r) => r.rol === rol)!.id;
      const ids = new Set(rolPermisos.filter((rp) => rp.rolId === id).map((rp) => rp.permisoId));
      return permisos
        .filter((p) => ids.has(p.id))
        .map((p) => p.clave)
        .sort();
    };
    expect(clavesOf('Administrador')).toEqual([...PERMISOS].sort());
    expect(clavesOf('Cajero')).toEqual(
      [
        'gestionar_pedidos',
        'consultar_productos',
        'consultar_categoria_producto',
        'consultar_sedes',
        'gestionar_mesas',
        'consultar_publicidad',
        'consultar_ingredientes',
        'gestionar_caja',
      ].sort(),
    );
    expect(clavesOf('Cocina')).toEqual(['gestionar_mesas', 'ver_cocina']);
    expect(clavesOf('Cliente')).toEqual([]);

    const usuarios = await database.db.select().from(t.usuarios);
    const usuarioRoles = await database.db.select().from(t.usuarioRoles);
    const usuarioSedes = await database.db.select().from(t.usuarioSedes);
    const sedes = await database.db.select().from(t.sedes);
    const numeros = usuarios.map((u) => u.numero).filter((x) => x !== null);
    expect(new Set(numeros).size).toBe(numeros.length);
    for (const account of DEMO_ACCOUNTS) {
      const user = usuarios.find((u) => u.email === account.email)!;
      expect(await verifyPassword(user.passwordHash, account.password)).toBe(true);
      expect(user.passwordHash).not.toContain(account.password);
      const rolIds = usuarioRoles.filter((ur) => ur.usuarioId === user.id).map((ur) => ur.rolId);
      expect(rolIds.map((id) => roles.find((r) => r.id === id)!.rol)).toEqual([account.rol]);
    }
    const sedesOf = (email: string) => {
      const id = usuarios.find((u) => u.email === email)!.id;
      return usuarioSedes
        .filter((us) => us.usuarioId === id)
        .map((us) => sedes.find((s) => s.id === us.sedeId)!.nombre)
        .sort();
    };
    expect(sedesOf('admin@horno.co')).toEqual(sedes.map((s) => s.nombre).sort());
    expect(sedesOf('cajero@horno.co')).toEqual(['Horno Chapinero']);
    expect(sedesOf('cliente@horno.co')).toEqual([]);
    expect(usuarios.find((u) => u.email === 'cliente@horno.co')).toMatchObject({
      numero: '3001112233',
      telefonoVerificado: false,
    });
  });

  it('stores the picture of every product and branch, and writes the ads as SVG', async () => {
    const productos = await database.db.select().from(t.productos);
    const especiales = await database.db.select().from(t.productosEspeciales);
    const sedes = await database.db.select().from(t.sedes);
    const ads = await database.db.select().from(t.publicidades);
    const stored = [...productos, ...especiales, ...sedes].map((x) => x.imagen);
    expect(new Set(stored).size).toBe(stored.length);
    const hashes = stored.map((url) => {
      expect(url).toMatch(/^\/imagenes\/[0-9a-f]{64}\/640\.webp$/);
      return url!.split('/')[2]!;
    });
    // Every picture at every width, and nothing else.
    const rows = await database.db
      .select({ hash: t.imagenes.hash, ancho: t.imagenes.ancho, tipo: t.imagenes.tipo })
      .from(t.imagenes);
    expect(rows.map((r) => `${r.hash}/${r.ancho}`).sort()).toEqual(
      hashes.flatMap((hash) => [320, 640, 1024].map((w) => `${hash}/${w}`)).sort(),
    );
    expect(new Set(rows.map((r) => r.tipo))).toEqual(new Set(['image/webp']));
    const hawaiana = productos.find((p) => p.nombre === 'Pizza Hawaiana')!.imagen!.split('/')[2]!;
    const [picture] = await database.db
      .select({ contenido: t.imagenes.contenido })
      .from(t.imagenes)
      .where(and(eq(t.imagenes.hash, hawaiana), eq(t.imagenes.ancho, 640)));
    expect(picture!.contenido.subarray(8, 12).toString('latin1')).toBe('WEBP');

    for (const ad of ads) {
      const svg = await readFile(join(uploadsDir, ad.imagen!.slice('/uploads/'.length)), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    // Only the ads are files, each with its precompressed siblings; no temporary files are left.
    expect(await readdir(uploadsDir)).toEqual(['publicidad']);
    expect((await readdir(join(uploadsDir, 'publicidad'))).sort()).toEqual(
      ads
        .map((ad) => ad.imagen!.split('/').at(-1)!)
        .flatMap((name) => [name, `${name}.br`, `${name}.gz`])
        .sort(),
    );
  });

  it('stores nothing more on a second call', async () => {
    const [imagenes] = await database.db.select({ n: count() }).from(t.imagenes);
    expect(imagenes!.n).toBe((DEMO_PRODUCTS.length + DEMO_SPECIALS.length + 3) * 3);
  });
});
