// Loads the demo pizzeria (three branches in Bogotá, catalog, combos, ads, roles, demo accounts)
// into an empty database, in one transaction with a fixed number of bulk inserts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { bogotaParts } from '@horno/domain/bogota-time';
import { MEDIDAS, medidaAdmiteMitades } from '@horno/domain/medidas';
import { slugify } from '@horno/domain/slug';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { uploadsDirOf } from '../lib/paths';
import * as t from '../db/schema';
import { offlineServices } from '../services';
import { hashPassword } from '../modules/auth/password';
import { writeBusiness } from '../modules/settings/business.service';
import { DEMO_ACCOUNTS, DEMO_PROFILES, DEMO_ROLES } from './demo-accounts';
import { DEMO_STATIONS } from './demo-kitchen';
import { DEMO_AREAS } from './demo-areas';
import { DEMO_ADS, DEMO_BRANCHES, DEMO_BUSINESS } from './demo-branches';
import { DEMO_CATEGORIES, DEMO_INGREDIENT_CATEGORIES, DEMO_PRODUCTS } from './demo-catalog';
import { seedDemoOrders, type SeededBranch } from './demo-orders';
import { type DemoLoaded, recordDemo } from './demo-marker';
import { DEMO_SPECIALS } from './demo-specials';
import { imageUrl, writeDemoImages, type DemoImage, type ImageFolder } from './images';
import { SEED_PICTURE_PARALLELISM, storeDemoImages } from './stored-pictures';

export { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
export { EMPTY_CATEGORY } from './demo-catalog';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Key of the advisory lock that keeps two starting servers from seeding at once. */
const SEED_LOCK = 7_240_315;

/** Builds a name → id lookup that fails loudly on a name the demo data does not define. */
function lookup<R extends { id: number }, K>(
  rows: readonly R[],
  keyOf: (row: R) => K,
  what: string,
): (key: K) => number {
  const map = new Map<K, number>();
  for (const row of rows) map.set(keyOf(row), row.id);
  return (key: K): number => {
    const id = map.get(key);
    if (id === undefined)
      throw new Error(`Datos de demostración: ${what} desconocido: ${String(key)}`);
    return id;
  };
}

/** True when none of the core tables holds a row (one round trip). */
async function isEmpty(db: Db | Tx): Promise<boolean> {
  const [row] = await db
    .select({
      hasData: sql<boolean>`exists (select 1 from ${t.sedes}) or exists (select 1 from ${t.usuarios})
        or exists (select 1 from ${t.productos}) or exists (select 1 from ${t.categoriaProductos})`,
    })
    .from(sql`(select 1) as uno`);
  return row?.hasData === false;
}

/** Finds the stored URL of a demo picture by its folder and name. */
type PictureOf = (folder: ImageFolder, name: string) => string;

/**
 * What the demo seed is given besides the database: with the same options, it loads the same
 * demo into an empty database (the tests key their template databases by them, decision 021; the
 * e2e servers' seeded copies too, by the settings these come from, decision 032).
 */
export function demoSeedOptions(config: Config, now: Date) {
  return {
    uploadsDir: uploadsDirOf(config),
    now,
    orders: config.seedDemoOrders,
    ads: config.seedDemoAds,
  };
}

/** Every picture the demo data refers to. */
export function demoImages(): DemoImage[] {
  return [
    ...DEMO_PRODUCTS.map((p) => ({ folder: 'productos' as const, name: p.nombre, art: p.art })),
    ...DEMO_SPECIALS.map((s) => ({ folder: 'productos' as const, name: s.nombre, art: s.art })),
    ...DEMO_BRANCHES.map((b) => ({ folder: 'sedes' as const, name: b.nombre, art: b.art })),
    ...DEMO_ADS.map((a) => ({ folder: 'publicidad' as const, name: a.titulo, art: a.art })),
  ];
}

/**
 * Loads the demo pizzeria into an empty database and returns true. Returns false, changing
 * nothing, when the database already holds branches, users, products or product categories.
 * Products' and branches' pictures go to the image store (WebP at each width, by hash); the ads'
 * are written as SVG files under `uploadsDir`/publicidad. With `orders`, the branches also get
 * their last 30 days of orders and today's board (demo-orders.ts). With `ads: false` the ads are
 * stored inactive (browser tests create their own).
 */
export async function seedDemo(
  db: Db,
  options: { uploadsDir: string; now: Date; orders?: boolean; ads?: boolean },
): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  // One hash per password: the riders share theirs (demo accounts only).
  const byPassword = new Map<string, Promise<string>>();
  for (const { password } of DEMO_ACCOUNTS)
    if (!byPassword.has(password)) byPassword.set(password, hashPassword(password));
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => byPassword.get(a.password)!));
  const pictureOf = await savePictures(db, options.uploadsDir);
  const branches = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(tx))) return null;
    const loaded: DemoLoaded = emptyLoaded();
    const sedeId = await insertCatalogAndBranches(
      tx,
      options.now,
      pictureOf,
      options.ads ?? true,
      loaded,
    );
    const usuarioId = await insertAccounts(tx, hashes, sedeId);
    // What was loaded, so that it can be removed again (and nothing else).
    loaded.usuarios = DEMO_ACCOUNTS.map((account) => usuarioId(account.email));
    await recordDemo(tx, loaded);
    return seededBranches(sedeId, usuarioId);
  });
  if (!branches) return false;
  // Only the server that loaded the demo adds its orders (a stop in between leaves none).
  if (options.orders) await seedDemoOrders(db, branches, options.now);
  return true;
}

/**
 * Stores the products' and branches' pictures (rasterized, through the image service) and writes
 * the ads' SVG files; returns the lookup of each picture's URL.
 */
async function savePictures(db: Db, uploadsDir: string): Promise<PictureOf> {
  const images = demoImages();
  const ads = images.filter((image) => image.folder === 'publicidad');
  const stored = images.filter((image) => image.folder !== 'publicidad');
  const service = offlineServices.demoPictures(db, SEED_PICTURE_PARALLELISM);
  const [urls] = await Promise.all([
    storeDemoImages(service, stored),
    writeDemoImages(uploadsDir, ads),
  ]);
  const byName = new Map(stored.map((image, i) => [`${image.folder}/${image.name}`, urls[i]!]));
  return (folder, name) => {
    const url = byName.get(`${folder}/${name}`);
    if (!url) throw new Error(`Datos de demostración: sin imagen para ${folder}/${name}`);
    return url;
  };
}

/**
 * Draws again the demo ads' SVG files that `uploadsDir` lacks while the database still shows
 * those ads. They are made from code, so no backup holds them (decision 034): a database restored
 * or moved to another server gets them back as the server starts. Returns how many it drew.
 */
export async function redrawDemoAdPictures(db: Db, uploadsDir: string): Promise<number> {
  const shown = new Set(
    (await db.select({ imagen: t.publicidades.imagen }).from(t.publicidades)).map((r) => r.imagen),
  );
  const missing = demoImages().filter((image) => {
    const url = imageUrl(image.folder, image.name);
    return (
      image.folder === 'publicidad' &&
      shown.has(url) &&
      !existsSync(join(uploadsDir, url.slice('/uploads/'.length)))
    );
  });
  if (missing.length > 0) await writeDemoImages(uploadsDir, missing);
  return missing.length;
}

function emptyLoaded(): DemoLoaded {
  return {
    sedes: [],
    productos: [],
    especiales: [],
    categoriasProducto: [],
    categoriasIngrediente: [],
    ingredientes: [],
    publicidades: [],
    usuarios: [],
    imagenes: [],
  };
}

/** The image store's hash of a stored picture's URL (`/imagenes/{hash}/{width}.webp`). */
const storedHash = (url: string) => /^\/imagenes\/([0-9a-f]{64})\//.exec(url)?.[1];

/**
 * Inserts everything but the accounts, noting in `loaded` the ids of what it inserted; returns
 * the branch id lookup by name.
 */
async function insertCatalogAndBranches(
  tx: Tx,
  now: Date,
  pictureOf: PictureOf,
  adsActive: boolean,
  loaded: DemoLoaded,
): Promise<(nombre: string) => number> {
  // Sizes are reference data, from the migrations.
  const medidaRows = await tx.select({ id: t.medidas.id, value: t.medidas.value }).from(t.medidas);

  // Branches, their hours and tables.
  const sedeRows = await tx
    .insert(t.sedes)
    .values(
      DEMO_BRANCHES.map((b) => ({
        nombre: b.nombre,
        direccion: b.direccion,
        telefono: b.telefono,
        imagen: pictureOf('sedes', b.nombre),
        lat: b.lat,
        lng: b.lng,
        radioCoberturaKm: b.radioCoberturaKm,
      })),
    )
    .returning({ id: t.sedes.id, nombre: t.sedes.nombre, imagen: t.sedes.imagen });
  const sedeId = lookup(sedeRows, (r) => r.nombre, 'sede');
  await tx
    .insert(t.horariosSede)
    .values(
      DEMO_BRANCHES.flatMap((b) => b.horarios.map((h) => ({ sedeId: sedeId(b.nombre), ...h }))),
    );
  await tx.insert(t.mesas).values(
    DEMO_BRANCHES.flatMap((b) =>
      Array.from({ length: b.mesas }, (_, i) => ({
        sedeId: sedeId(b.nombre),
        nombre: `Mesa ${i + 1}`,
      })),
    ),
  );
  await tx.insert(t.zonasEntrega).values(
    DEMO_BRANCHES.flatMap((b) =>
      (DEMO_AREAS[b.nombre] ?? []).map((zona, i) => ({
        sedeId: sedeId(b.nombre),
        nombre: zona.nombre,
        poligono: zona.poligono.map(([lat, lng]): [number, number] => [lat, lng]),
        tarifaTipo: zona.tarifaTipo,
        tarifaFija: zona.tarifaFija,
        pedidoMinimo: zona.pedidoMinimo,
        orden: i + 1,
      })),
    ),
  );

  // Ingredients.
  const categoriaIngredienteRows = await tx
    .insert(t.categoriaIngredientes)
    .values(DEMO_INGREDIENT_CATEGORIES.map((c) => ({ nombre: c.nombre })))
    .returning({ id: t.categoriaIngredientes.id, nombre: t.categoriaIngredientes.nombre });
  const categoriaIngredienteId = lookup(
    categoriaIngredienteRows,
    (r) => r.nombre,
    'categoría de ingrediente',
  );
  const ingredienteRows = await tx
    .insert(t.ingredientes)
    .values(
      DEMO_INGREDIENT_CATEGORIES.flatMap((c) =>
        c.ingredientes.map(([nombre, descripcion]) => ({
          nombre,
          descripcion,
          categoriaId: categoriaIngredienteId(c.nombre),
        })),
      ),
    )
    .returning({ id: t.ingredientes.id, nombre: t.ingredientes.nombre });
  const ingredienteId = lookup(ingredienteRows, (r) => r.nombre, 'ingrediente');
  loaded.categoriasIngrediente = categoriaIngredienteRows.map((r) => r.id);
  loaded.ingredientes = ingredienteRows.map((r) => r.id);

  // Product categories and regular products.
  const categoriaRows = await tx
    .insert(t.categoriaProductos)
    .values(
      DEMO_CATEGORIES.map((c, i) => ({
        nombre: c.nombre,
        slug: slugify(c.nombre),
        orden: i + 1,
        tieneMedidas: c.tieneMedidas,
      })),
    )
    .returning({ id: t.categoriaProductos.id, nombre: t.categoriaProductos.nombre });
  const categoriaId = lookup(categoriaRows, (r) => r.nombre, 'categoría');
  await insertStations(
    tx,
    sedeRows.map((r) => r.id),
    categoriaId,
  );
  const productoRows = await tx
    .insert(t.productos)
    .values(
      DEMO_PRODUCTS.map((p) => ({
        nombre: p.nombre,
        descripcion: p.descripcion,
        categoriaId: categoriaId(p.categoria),
        precio: p.precio,
        descuento: p.descuento,
        imagen: pictureOf('productos', p.nombre),
        activo: p.activo,
        grupoSabor: p.grupoSabor,
      })),
    )
    .returning({ id: t.productos.id, nombre: t.productos.nombre, imagen: t.productos.imagen });
  const productoId = lookup(productoRows, (r) => r.nombre, 'producto');
  loaded.categoriasProducto = categoriaRows.map((r) => r.id);
  loaded.productos = productoRows.map((r) => r.id);
  const medidaId = lookup(medidaRows, (r) => r.value, 'medida');
  await tx.insert(t.preciosPorMedida).values(
    DEMO_PRODUCTS.flatMap((p) =>
      (p.preciosPorMedida ?? []).map((precio, i) => {
        const medida = MEDIDAS[i]!;
        return {
          productoId: productoId(p.nombre),
          medidaId: medidaId(medida),
          precio,
          admiteMitades: medidaAdmiteMitades(medida),
        };
      }),
    ),
  );
  await tx.insert(t.posiblesAdiciones).values(
    DEMO_PRODUCTS.flatMap((p) =>
      p.adiciones.map(([ingrediente, precioAdicion]) => ({
        productoId: productoId(p.nombre),
        ingredienteId: ingredienteId(ingrediente),
        precioAdicion,
      })),
    ),
  );

  // Special products: sections, then options.
  const especialRows = await tx
    .insert(t.productosEspeciales)
    .values(
      DEMO_SPECIALS.map((s) => ({
        nombre: s.nombre,
        descripcion: s.descripcion,
        precioBase: s.precioBase,
        descuento: s.descuento,
        categoriaId: categoriaId(s.categoria),
        imagen: pictureOf('productos', s.nombre),
        tipo: 'CONFIGURABLE',
      })),
    )
    .returning({
      id: t.productosEspeciales.id,
      nombre: t.productosEspeciales.nombre,
      imagen: t.productosEspeciales.imagen,
    });
  const especialId = lookup(especialRows, (r) => r.nombre, 'producto especial');
  loaded.sedes = sedeRows.map((r) => r.id);
  loaded.especiales = especialRows.map((r) => r.id);
  const pictures = [...sedeRows, ...productoRows, ...especialRows].map((r) =>
    r.imagen ? storedHash(r.imagen) : undefined,
  );
  loaded.imagenes = [...new Set(pictures.filter((hash) => hash !== undefined))];
  const seccionRows = await tx
    .insert(t.secciones)
    .values(
      DEMO_SPECIALS.flatMap((s) =>
        s.secciones.map((seccion, i) => ({
          productoEspecialId: especialId(s.nombre),
          nombre: seccion.nombre,
          descripcion: seccion.descripcion,
          minimo: seccion.minimo,
          maximo: seccion.maximo,
          seleccionarMayorValor: seccion.seleccionarMayorValor,
          orden: i + 1,
        })),
      ),
    )
    .returning({
      id: t.secciones.id,
      productoEspecialId: t.secciones.productoEspecialId,
      orden: t.secciones.orden,
    });
  const seccionId = lookup(seccionRows, (r) => `${r.productoEspecialId}:${r.orden}`, 'sección');
  await tx.insert(t.opciones).values(
    DEMO_SPECIALS.flatMap((s) =>
      s.secciones.flatMap((seccion, i) =>
        seccion.opciones.map((opcion, j) => ({
          seccionId: seccionId(`${especialId(s.nombre)}:${i + 1}`),
          nombre: opcion.nombre,
          precioExtra: opcion.precioExtra,
          orden: j + 1,
          productoRelacionadoId: opcion.producto ? productoId(opcion.producto) : null,
        })),
      ),
    ),
  );

  // What each branch sells: everything but its exclusions.
  for (const b of DEMO_BRANCHES) {
    b.sinProductos.forEach(productoId);
    b.sinEspeciales.forEach(especialId);
  }
  await tx.insert(t.sedeProductos).values(
    DEMO_BRANCHES.flatMap((b) =>
      DEMO_PRODUCTS.filter((p) => !b.sinProductos.includes(p.nombre)).map((p) => ({
        sedeId: sedeId(b.nombre),
        productoId: productoId(p.nombre),
      })),
    ),
  );
  await tx.insert(t.sedeProductosEspeciales).values(
    DEMO_BRANCHES.flatMap((b) =>
      DEMO_SPECIALS.filter((s) => !b.sinEspeciales.includes(s.nombre)).map((s) => ({
        sedeId: sedeId(b.nombre),
        productoEspecialId: especialId(s.nombre),
      })),
    ),
  );

  // Ads and the welcome bonus (valid until the end of the current year in Bogotá).
  const publicidadRows = await tx
    .insert(t.publicidades)
    .values(
      DEMO_ADS.map((a) => ({
        titulo: a.titulo,
        imagen: imageUrl('publicidad', a.titulo),
        fechaInicio: new Date(now.getTime() - a.diasAntes * DAY_MS),
        fechaFin: new Date(now.getTime() + a.diasDespues * DAY_MS),
        activa: adsActive,
        // Registered the day before it started, by the same clock.
        creadoEn: new Date(now.getTime() - (a.diasAntes + 1) * DAY_MS),
      })),
    )
    .returning({ id: t.publicidades.id });
  loaded.publicidades = publicidadRows.map((r) => r.id);
  await tx
    .insert(t.configuraciones)
    .values({
      clave: 'bono_bienvenida',
      valor: {
        enabled: true,
        title: '¡15% de descuento en tu primer pedido!',
        message: 'Regístrate y verifica tu número de WhatsApp para recibir tu cupón de bienvenida.',
        validUntil: `${bogotaParts(now).ymd.slice(0, 4)}-12-31`,
        discountPercentage: 15,
      },
    })
    .onConflictDoNothing({ target: t.configuraciones.clave });
  await writeBusiness(tx as unknown as Db, DEMO_BUSINESS);
  return sedeId;
}

/** Every demo branch's kitchen: its pizza line, drinks and desserts, and the counter. */
async function insertStations(
  tx: Tx,
  sedes: readonly number[],
  categoriaId: (nombre: string) => number,
): Promise<void> {
  for (const sedeId of sedes) {
    const rows = await tx
      .insert(t.estaciones)
      .values(
        DEMO_STATIONS.map((station, i) => ({
          sedeId,
          nombre: station.nombre,
          orden: i + 1,
          expedidor: station.expedidor,
        })),
      )
      .returning({ id: t.estaciones.id, nombre: t.estaciones.nombre });
    const estacionId = lookup(rows, (r) => r.nombre, 'estación');
    const routes = DEMO_STATIONS.flatMap((station) =>
      station.categorias.map((nombre) => ({
        estacionId: estacionId(station.nombre),
        categoriaId: categoriaId(nombre),
      })),
    );
    if (routes.length > 0) await tx.insert(t.estacionCategorias).values(routes);
  }
}

/** The demo branches as stored; each one's board is run by its cashier, else the administrator. */
function seededBranches(
  sedeId: (nombre: string) => number,
  usuarioId: (email: string) => number,
): SeededBranch[] {
  const staffOf = (nombre: string) => {
    const works = (rol: string) =>
      DEMO_ACCOUNTS.find((a) => {
        const sedes = DEMO_PROFILES[a.email]?.sedes;
        return a.rol === rol && (sedes === 'todas' || sedes?.includes(nombre));
      });
    const account = works('Cajero') ?? works('Administrador');
    if (!account) throw new Error(`Datos de demostración: nadie atiende la sede ${nombre}`);
    return usuarioId(account.email);
  };
  return DEMO_BRANCHES.map((demo) => ({
    demo,
    sede: {
      id: sedeId(demo.nombre),
      nombre: demo.nombre,
      direccion: demo.direccion,
      telefono: demo.telefono,
    },
    staffId: staffOf(demo.nombre),
  }));
}

/**
 * Adds the demo's roles the migrations do not create, then the demo accounts; returns the user id
 * lookup by email. The permission keys and the default roles come from the migrations.
 */
async function insertAccounts(
  tx: Tx,
  hashes: readonly string[],
  sedeId: (nombre: string) => number,
): Promise<(email: string) => number> {
  const permisoRows = await tx
    .select({ id: t.permisos.id, clave: t.permisos.clave })
    .from(t.permisos);
  const permisoId = lookup(permisoRows, (r) => r.clave, 'permiso');
  await tx
    .insert(t.roles)
    .values(DEMO_ROLES.map((r) => ({ rol: r.rol })))
    .onConflictDoNothing({ target: t.roles.rol });
  const rolRows = await tx.select({ id: t.roles.id, rol: t.roles.rol }).from(t.roles);
  const rolId = lookup(rolRows, (r) => r.rol, 'rol');
  await tx
    .insert(t.rolPermisos)
    .values(
      DEMO_ROLES.flatMap((r) =>
        r.permisos.map((clave) => ({ rolId: rolId(r.rol), permisoId: permisoId(clave) })),
      ),
    )
    .onConflictDoNothing();

  const usuarioRows = await tx
    .insert(t.usuarios)
    .values(
      DEMO_ACCOUNTS.map((account, i) => {
        const profile = DEMO_PROFILES[account.email];
        if (!profile) throw new Error(`Datos de demostración: sin perfil para ${account.email}`);
        return {
          firstName: profile.firstName,
          lastName: profile.lastName,
          email: account.email,
          numero: profile.numero,
          passwordHash: hashes[i]!,
          telefonoVerificado: profile.telefonoVerificado,
        };
      }),
    )
    .returning({ id: t.usuarios.id, email: t.usuarios.email });
  const usuarioId = lookup(usuarioRows, (r) => r.email, 'usuario');
  await tx.insert(t.usuarioRoles).values(
    DEMO_ACCOUNTS.map((account) => ({
      usuarioId: usuarioId(account.email),
      rolId: rolId(account.rol),
    })),
  );
  const usuarioSedes = DEMO_ACCOUNTS.flatMap((account) => {
    const sedes = DEMO_PROFILES[account.email]?.sedes ?? [];
    const nombres = sedes === 'todas' ? DEMO_BRANCHES.map((b) => b.nombre) : sedes;
    return nombres.map((nombre) => ({
      usuarioId: usuarioId(account.email),
      sedeId: sedeId(nombre),
    }));
  });
  if (usuarioSedes.length > 0) await tx.insert(t.usuarioSedes).values(usuarioSedes);
  return usuarioId;
}
