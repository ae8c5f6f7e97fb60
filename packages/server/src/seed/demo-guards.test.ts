// seedDemo on databases of their own: over existing data, two at once, edge dates.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from '../../test/helper';
import * as t from '../db/schema';
import { seedDemo } from './demo';

const NOW = new Date('2026-03-11T17:00:00Z'); // a Wednesday, noon in Bogotá

describe(`seedDemo on other databases (${testEngine})`, () => {
  let uploadsDir: string;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'horno-seed-guards-'));
  });
  afterAll(() => rm(uploadsDir, { recursive: true, force: true }));

  it('never seeds over real data', async () => {
    const otherDb = await createTestDatabase();
    const other = otherDb.database;
    try {
      await other.migrate();
      await other.db.insert(t.categoriaProductos).values({ nombre: 'Pizzas', slug: 'pizzas' });
      const dir = join(uploadsDir, 'real-data');
      expect(await seedDemo(other.db, { uploadsDir: dir, now: NOW })).toBe(false);
      const [productos] = await other.db.select({ n: count() }).from(t.productos);
      const [categorias] = await other.db.select({ n: count() }).from(t.categoriaProductos);
      const [imagenes] = await other.db.select({ n: count() }).from(t.imagenes);
      expect([productos!.n, categorias!.n, imagenes!.n]).toEqual([0, 1, 0]);
      expect(existsSync(dir)).toBe(false);
    } finally {
      await otherDb.drop();
    }
  });

  it('seeds once when two servers start at the same time', async () => {
    const otherDb = await createTestDatabase();
    try {
      await otherDb.database.migrate();
      const dir = join(uploadsDir, 'concurrent');
      const results = await Promise.all([
        seedDemo(otherDb.database.db, { uploadsDir: dir, now: NOW }),
        seedDemo(otherDb.database.db, { uploadsDir: dir, now: NOW }),
      ]);
      expect(results.sort()).toEqual([false, true]);
      const [sedes] = await otherDb.database.db.select({ n: count() }).from(t.sedes);
      expect(sedes!.n).toBe(3);
    } finally {
      await otherDb.drop();
    }
  });

  it('takes the bonus year from Bogotá time, and keeps sizes that already exist', async () => {
    const otherDb = await createTestDatabase();
    const other = otherDb.database;
    try {
      await other.migrate();
      // The sizes come from the migrations; a renamed one is kept.
      await other.db
        .update(t.medidas)
        .set({ label: 'Mediana (30 cm)' })
        .where(eq(t.medidas.value, 'MEDIANA'));
      // 1 January 2027 at 03:00 UTC is still 31 December 2026 in Bogotá.
      const seeded = await seedDemo(other.db, {
        uploadsDir: join(uploadsDir, 'new-year'),
        now: new Date('2027-01-01T03:00:00Z'),
      });
      expect(seeded).toBe(true);
      const [bono] = await other.db
        .select()
        .from(t.configuraciones)
        .where(eq(t.configuraciones.clave, 'bono_bienvenida'));
      expect((bono?.valor as { validUntil: string }).validUntil).toBe('2026-12-31');
      const medidas = await other.db.select().from(t.medidas).orderBy(t.medidas.orden);
      expect(medidas.map((m) => m.label)).toEqual([
        'Personal',
        'Pequeña',
        'Mediana (30 cm)',
        'Grande',
        'Familiar',
      ]);
      const precios = await other.db.select().from(t.preciosPorMedida);
      const mediana = medidas.find((m) => m.value === 'MEDIANA')!;
      expect(precios.filter((p) => p.medidaId === mediana.id).every((p) => p.admiteMitades)).toBe(
        true,
      );
    } finally {
      await otherDb.drop();
    }
  });
});
