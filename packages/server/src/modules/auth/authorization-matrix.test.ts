import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testEngine } from '../../../test/helper';

/**
 * The routes anyone may call without a token, reviewed one by one. A route that becomes public
 * must be added here on purpose; every other route is checked below for 401 and 403.
 */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/hora/',
  'GET /api/openapi.json',
  // Catalog reads.
  'GET /api/categoria-productos/',
  'GET /api/categoria-productos/:id/',
  'GET /api/productos/',
  'GET /api/productos/:id/',
  'GET /api/productos-especiales/',
  'GET /api/productos-especiales/:id/',
  'GET /api/medidas/',
  'GET /api/build-your-pizza-options/',
  // Branch reads.
  'GET /api/locations/sedes/',
  'GET /api/locations/sedes/:id/',
  'GET /api/locations/sedes/:id/obtener_telefono/',
  'GET /api/locations/estado-sedes/',
  'GET /api/locations/horarios-sede/',
  'GET /api/locations/festivos-semana/',
  // What a branch has run out of today: the customer's menu greys it out.
  'GET /api/locations/sedes/:id/agotados/',
  // Orders for later (issue 32): what the checkout offers, before anyone signs in.
  'GET /api/locations/sedes/:id/programacion/',
  'GET /api/locations/sedes/:id/franjas/',
  'GET /api/locations/sedes/:id/agenda/',
  // Fixed value/label lists.
  'GET /api/estados-pedido/',
  'GET /api/locations/estados-mesas/',
  // Address search and delivery distance, before any login (customer-app.md section 7).
  'GET /api/directions/',
  'GET /api/calculate-distance/',
  // Guests order with a name and a phone, and follow the order by its token.
  'POST /api/pedidos/',
  'GET /api/pedidos/token/:token/',
  // The rider bringing the order (issue 33), while it is on its way: whoever holds the token;
  // and the maps' tiles, which the customer's tracking map draws (any map's browser fetches them).
  'GET /api/pedidos/token/:token/repartidor/',
  'GET /api/config/mapa/',
  // 'No quiero recibir mensajes' on the order's page: whoever holds the token.
  'POST /api/pedidos/token/:token/sin-mensajes/',
  // 'Pago en línea' (Wompi): which methods the checkout offers; a new attempt and the return from
  // Wompi, by whoever holds the order's token; Wompi's events, proven by their checksum.
  'GET /api/pagos/metodos/',
  'POST /api/pedidos/token/:token/pago/',
  'POST /api/pedidos/token/:token/pago/confirmar/',
  'POST /api/pagos/wompi/eventos/',
  // The order socket opens without a token: it authenticates with its first message, so that
  // tokens never travel in the URL (src/realtime/realtime.routes.ts).
  'GET /ws/pedidos/',
  // Open menus hear that a branch, the catalog or a sold-out list changed; nothing else
  // travels on it (src/realtime/menu-live.routes.ts).
  'GET /ws/menu/',
  // A branch's print agent trades its one-time pairing code for its token, then authenticates
  // its socket with its first message (src/modules/printing/printing.routes.ts).
  'POST /api/impresion/emparejar/',
  'GET /ws/impresion/',
  // Accounts.
  'POST /api/users/register/',
  'POST /api/users/login/',
  'POST /api/users/send-verification-code',
  'POST /api/users/verify-phone-code',
  'GET /api/configuracion/bono-bienvenida/',
  // The business's identity: every page shows its name, legal identity, logo and colour.
  'GET /api/configuracion/negocio/',
  // The first start's setup: only with the one-time token of the server's log, while nobody
  // administers the install (src/modules/setup/setup.routes.ts).
  'GET /api/configuracion-inicial/',
  'GET /api/configuracion-inicial/ubicar-direccion/',
  'POST /api/configuracion-inicial/',
  // Product and branch pictures, addressed by the hash of their content.
  'GET /imagenes/:hash/:archivo',
  // The customers' ad pop-up: current ads only (everything with consultar_publicidad).
  'GET /api/publicidades/',
  // Promotions (issue 37): the automatic ones that hold now at a branch, for the menu's badges,
  // and a code checked against a cart before ordering (a guest may use a code too). Neither
  // stores anything; their rules and uses are staff's (gestionar_promociones, below).
  'GET /api/promociones/vigentes/',
  'POST /api/promociones/validar/',
] as const;

/**
 * Every write under /api/users/, sorted by whether it can take a permission away from someone.
 * Those that can must keep an active user holding gestionar_usuarios, gestionar_roles and
 * gestionar_permisos (docs/decisions/008-administrator-invariant.md): each is tried below
 * against the only administrator and must answer 409. A new write route there (deleting a role,
 * deactivating a user…) has to be sorted into one of the lists on purpose.
 */
const CAN_STRIP_ADMINISTRATION = [
  'PATCH /api/users/usuarios/:id/',
  'PATCH /api/users/roles/:id/',
  'DELETE /api/users/permisos/:id/',
  // Deactivating a user (issue 28): tried below on the only administrator, who is the caller,
  // it is refused as deactivating oneself; modules/users/user-activation.test.ts tries it on the
  // last administrator by another one.
  'POST /api/users/usuarios/:id/desactivar/',
] as const;
const CANNOT_STRIP_ADMINISTRATION = [
  'POST /api/users/register/',
  'POST /api/users/login/',
  'POST /api/users/logout/',
  'POST /api/users/send-verification-code',
  'POST /api/users/verify-phone-code',
  'POST /api/users/usuarios/:id/change-password/',
  // A person's own name, e-mail and password: never their roles.
  'PUT /api/users/profile/',
  'POST /api/users/profile/contrasena/',
  // Activating a user gives access back; it takes none away.
  'POST /api/users/usuarios/:id/activar/',
  'POST /api/users/roles/',
  'POST /api/users/permisos/',
  // The key of a system permission cannot change.
  'PATCH /api/users/permisos/:id/',
] as const;

const NO_TOKEN = 'Debes iniciar sesión para continuar.';
const BAD_TOKEN = 'Tu sesión expiró o no es válida. Inicia sesión de nuevo.';
const FORBIDDEN = 'No tienes permiso para realizar esta acción.';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// it.each needs the routes while the file is collected, before any beforeAll runs: the app is
// therefore built at module level (and still closed in afterAll).
const t = await buildTestApp();

const routes = t.app.routeTable.map((r) => ({
  ...r,
  name: `${r.method} ${r.url}`,
  // Path parameters get an id that exists in the demo data; wildcards any segment.
  path: r.url.replace(/:[A-Za-z_]+/g, '1').replace(/\*/g, 'x'),
}));
const guarded = routes.filter((r) => !r.public);
const withPermission = guarded.filter((r) => r.permission.length > 0);
const getsWithPermission = withPermission.filter((r) => r.method === 'GET');

describe(`authorization matrix (${testEngine})`, () => {
  let adminToken: string;
  let customerToken: string;

  const call = (route: { method: string; path: string }, token?: string) =>
    t.app.inject({
      method: route.method as Method,
      url: route.path,
      headers: token === undefined ? {} : { authorization: `Token ${token}` },
    });

  const login = async (email: string, password: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string; user: { roles: { rol: string }[] } }>();
  };

  beforeAll(async () => {
    adminToken = (await login('admin@horno.co', 'HornoAdmin2026')).token;
    const customer = await login('cliente@horno.co', 'HornoCliente2026');
    // The customer must hold no permission at all for the 403 checks to mean anything.
    expect(customer.user.roles.map((r) => r.rol)).toEqual(['Cliente']);
    customerToken = customer.token;
  });
  afterAll(() => t.close());

  describe('the route table', () => {
    it('lists the API routes, guarded ones included', () => {
      expect(routes.length).toBeGreaterThan(PUBLIC_ROUTES.length);
      const names = routes.map((r) => r.name);
      expect(names).toContain('GET /api/users/usuarios/');
      expect(names).toContain('POST /api/users/login/');
      expect(new Set(names).size).toBe(names.length);
    });

    it('marks public exactly the reviewed list of routes', () => {
      const publicNames = routes.filter((r) => r.public).map((r) => r.name);
      expect([...publicNames].sort()).toEqual([...PUBLIC_ROUTES].sort());
    });

    it('names no permission on a public route (it would never be checked)', () => {
      expect(routes.filter((r) => r.public && r.permission.length > 0).map((r) => r.name)).toEqual(
        [],
      );
    });

    it('covers every operation of the OpenAPI document', async () => {
      const doc = await t.app.inject({ url: '/api/openapi.json' });
      const paths = doc.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
      const documented = Object.entries(paths).flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((m) => m !== 'head')
          .map((m) => `${m.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
      );
      expect(documented.length).toBeGreaterThan(0);
      const names = new Set(routes.map((r) => r.name));
      expect(documented.filter((op) => !names.has(op))).toEqual([]);
    });
  });

  // Tables (docs/decisions/009-tables.md): registering and renaming need gestionar_mesas;
  // listing and changing a state, gestionar_mesas or gestionar_pedidos. The route lets either key
  // in and the service refuses a rename without gestionar_mesas; every combination of the two
  // keys is tried in modules/tables/tables.test.ts.
  describe('the tables rules', () => {
    it.each([
      ['GET /api/locations/mesas/', ['gestionar_mesas', 'gestionar_pedidos']],
      ['POST /api/locations/mesas/', ['gestionar_mesas']],
      ['PATCH /api/locations/mesas/:id/', ['gestionar_mesas', 'gestionar_pedidos']],
    ])('%s lets in %j', (name, keys) => {
      const route = routes.find((r) => r.name === name);
      expect([...(route?.permission ?? [])].sort()).toEqual(keys);
    });
  });

  // Catalog administration (back-office.md §6): the ingredient list also serves the product
  // form's additions picker, and the ingredient categories the ingredient form's select.
  describe('the catalog rules', () => {
    it.each([
      [
        'GET /api/ingredientes/',
        ['consultar_ingredientes', 'gestionar_ingredientes', 'gestionar_productos'],
      ],
      ['GET /api/ingredientes/:id/', ['consultar_ingredientes', 'gestionar_ingredientes']],
      ['POST /api/ingredientes/', ['gestionar_ingredientes']],
      ['PUT /api/ingredientes/:id/', ['gestionar_ingredientes']],
      [
        'GET /api/categoria-ingredientes/',
        ['consultar_ingredientes', 'gestionar_categoria_ingrediente', 'gestionar_ingredientes'],
      ],
      ['POST /api/categoria-ingredientes/', ['gestionar_categoria_ingrediente']],
      ['POST /api/categoria-productos/', ['gestionar_categoria_producto']],
      ['PUT /api/categoria-productos/:id/', ['gestionar_categoria_producto']],
      ['PATCH /api/categoria-productos/:id/', ['gestionar_categoria_producto']],
      ['PATCH /api/productos/:id/', ['gestionar_productos']],
      ['PATCH /api/productos-especiales/:id/', ['gestionar_productos']],
      // Retiring records (issue 28): each with the key that manages its list.
      ['DELETE /api/productos/:id/', ['gestionar_productos']],
      ['DELETE /api/productos-especiales/:id/', ['gestionar_productos']],
      ['DELETE /api/categoria-productos/:id/', ['gestionar_categoria_producto']],
      ['DELETE /api/ingredientes/:id/', ['gestionar_ingredientes']],
    ])('%s lets in %j', (name, keys) => {
      const route = routes.find((r) => r.name === name);
      expect([...(route?.permission ?? [])].sort()).toEqual(keys);
    });
  });

  // Branches (back-office.md §6, issue 12): every write needs gestionar_sedes; the service
  // also refuses a branch the caller does not work at (modules/branches/branches-admin.test.ts).
  describe('the branches rules', () => {
    it.each([
      ['POST /api/locations/horarios-sede/'],
      ['POST /api/locations/sedes/'],
      ['PUT /api/locations/sedes/:id/'],
      ['POST /api/locations/sedes/:id/asociar_productos/'],
      ['POST /api/locations/sedes/:id/pausa/'],
      ['POST /api/locations/sedes/:id/ocupado/'],
      // Retiring a branch and bringing it back (issue 28).
      ['POST /api/locations/sedes/:id/desactivar/'],
      ['POST /api/locations/sedes/:id/activar/'],
    ])('%s needs gestionar_sedes', (name) => {
      const route = routes.find((r) => r.name === name);
      expect(route?.permission).toEqual(['gestionar_sedes']);
    });
  });

  // The branches screen's lists, active (issue 30) and deactivated (issue 28, for 'Activar'):
  // either branch key, each answering only the caller's branches.
  it.each([['GET /api/locations/sedes/asociadas/'], ['GET /api/locations/sedes/inactivas/']])(
    '%s lets in either branch key',
    (name) => {
      const route = routes.find((r) => r.name === name);
      expect([...(route?.permission ?? [])].sort()).toEqual(['consultar_sedes', 'gestionar_sedes']);
    },
  );

  // Printing (decision 028): printers, pairing codes and agents are the branch's managers'; the
  // kitchen display reads its station's jobs and retries a failed one.
  describe('the printing rules', () => {
    it.each([
      ['POST /api/locations/sedes/:id/impresion/codigo/', ['gestionar_sedes']],
      ['GET /api/locations/sedes/:id/impresion/', ['consultar_sedes', 'gestionar_sedes']],
      ['PUT /api/locations/sedes/:id/impresion/mostrador/', ['gestionar_sedes']],
      ['PUT /api/cocina/estaciones/:id/impresora/', ['gestionar_sedes']],
      ['DELETE /api/impresion/agentes/:id/', ['gestionar_sedes']],
      ['GET /api/cocina/estaciones/:id/impresion/', ['gestionar_sedes', 'ver_cocina']],
      [
        'POST /api/impresion/trabajos/:id/reintentar/',
        ['gestionar_pedidos', 'gestionar_sedes', 'ver_cocina'],
      ],
      ['POST /api/pedidos/:id/imprimir_recibo/', ['gestionar_pedidos']],
    ])('%s lets in %j', (name, keys) => {
      const route = routes.find((r) => r.name === name);
      expect([...(route?.permission ?? [])].sort()).toEqual(keys);
    });
  });

  // Delivery areas (docs/decisions/013): either branch key reads them, gestionar_sedes replaces
  // them; only at the caller's branches (modules/delivery-areas/delivery-areas.test.ts).
  describe('the delivery areas rules', () => {
    it.each([
      ['GET /api/locations/sedes/:id/zonas/', ['consultar_sedes', 'gestionar_sedes']],
      ['PUT /api/locations/sedes/:id/zonas/', ['gestionar_sedes']],
    ])('%s lets in %j', (name, keys) => {
      const route = routes.find((r) => r.name === name);
      expect([...(route?.permission ?? [])].sort()).toEqual(keys);
    });
  });

  // Settings (issue 28): the welcome bonus and the demo data are the administrator's
  // (gestionar_configuracion, given to Administrador by migration 0010).
  describe('the settings rules', () => {
    it.each([
      ['PUT /api/configuracion/bono-bienvenida/'],
      ['GET /api/configuracion/datos-demo/'],
      ['POST /api/configuracion/datos-demo/eliminar/'],
      ['PUT /api/configuracion/negocio/'],
      ['POST /api/configuracion/negocio/logo/'],
    ])('%s needs gestionar_configuracion', (name) => {
      const route = routes.find((r) => r.name === name);
      expect(route?.permission).toEqual(['gestionar_configuracion']);
    });
  });

  // The menu in a spreadsheet (issue 29): importing and the template are the catalog's writers';
  // the export is also open to whoever reads the products.
  it.each([
    ['GET /api/catalogo/plantilla/', ['gestionar_productos']],
    ['POST /api/catalogo/importar/', ['gestionar_productos']],
    ['GET /api/catalogo/exportar/', ['consultar_productos', 'gestionar_productos']],
  ])('%s lets in %j', (name, keys) => {
    const route = routes.find((r) => r.name === name);
    expect([...(route?.permission ?? [])].sort()).toEqual(keys);
  });

  // The owner's numbers and the cash closing (issue 36): each its own key, given to
  // Administrador (and gestionar_caja to Cajero) by migration 0018; the services also refuse a
  // branch the caller does not work at (modules/reports/reports.test.ts, modules/cash/cash.test.ts).
  describe('the reports and cash rules', () => {
    const sections = ['resumen', 'ventas', 'canales', 'productos', 'horas', 'tiempos', 'clientes'];
    it.each(
      sections.flatMap((s) => [[`GET /api/reportes/${s}/`], [`GET /api/reportes/${s}/exportar/`]]),
    )('%s needs consultar_reportes', (name) => {
      const route = routes.find((r) => r.name === name);
      expect(route?.permission).toEqual(['consultar_reportes']);
    });
    it.each([
      ['GET /api/caja/'],
      ['GET /api/caja/turnos/:id/'],
      ['POST /api/caja/turnos/'],
      ['POST /api/caja/turnos/:id/cerrar/'],
      ['POST /api/caja/turnos/:id/correcciones/'],
    ])('%s needs gestionar_caja', (name) => {
      const route = routes.find((r) => r.name === name);
      expect(route?.permission).toEqual(['gestionar_caja']);
    });
  });

  // Promotions (issue 37): their own key, given to Administrador by migration 0021.
  describe('the promotions rules', () => {
    it.each([
      ['GET /api/promociones/'],
      ['GET /api/promociones/:id/'],
      ['POST /api/promociones/'],
      ['PUT /api/promociones/:id/'],
      ['PATCH /api/promociones/:id/'],
      ['POST /api/promociones/:id/duplicar/'],
      ['GET /api/promociones/:id/codigos/'],
      ['POST /api/promociones/:id/codigos/'],
      ['POST /api/promociones/:id/codigos/generar/'],
    ])('%s needs gestionar_promociones', (name) => {
      const route = routes.find((r) => r.name === name);
      expect(route?.permission).toEqual(['gestionar_promociones']);
    });
  });

  describe('without a token', () => {
    it.each(guarded.map((r) => [r.name, r] as const))('%s answers 401', async (_name, route) => {
      const res = await call(route);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual({ error: NO_TOKEN });
    });
  });

  describe('with an unknown token', () => {
    it.each(guarded.map((r) => [r.name, r] as const))('%s answers 401', async (_name, route) => {
      const res = await call(route, 'no-es-un-token-valido');
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual({ error: BAD_TOKEN });
    });
  });

  describe('as a customer, who holds none of the permissions', () => {
    it('there are routes that name permissions', () => {
      expect(withPermission.length).toBeGreaterThan(0);
    });

    it.each(withPermission.map((r) => [r.name, r] as const))(
      '%s answers 403',
      async (_name, route) => {
        const res = await call(route, customerToken);
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toEqual({ error: FORBIDDEN });
      },
    );
  });

  describe('as the only administrator, stripping administration', () => {
    type Ids = { admin: number; adminRole: number; cashierRole: number; gestionarRoles: number };
    const attempts: Record<
      (typeof CAN_STRIP_ADMINISTRATION)[number],
      (ids: Ids) => { method: Method; url: string; payload?: object }
    > = {
      'PATCH /api/users/usuarios/:id/': (ids) => ({
        method: 'PATCH',
        url: `/api/users/usuarios/${ids.admin}/`,
        payload: { roles: [ids.cashierRole] },
      }),
      'PATCH /api/users/roles/:id/': (ids) => ({
        method: 'PATCH',
        url: `/api/users/roles/${ids.adminRole}/`,
        payload: { permisos: [] },
      }),
      'DELETE /api/users/permisos/:id/': (ids) => ({
        method: 'DELETE',
        url: `/api/users/permisos/${ids.gestionarRoles}/`,
      }),
      'POST /api/users/usuarios/:id/desactivar/': (ids) => ({
        method: 'POST',
        url: `/api/users/usuarios/${ids.admin}/desactivar/`,
      }),
    };
    let ids: Ids;
    const asAdmin = (request: { method: Method; url: string; payload?: object }) =>
      t.app.inject({ ...request, headers: { authorization: `Token ${adminToken}` } });

    beforeAll(async () => {
      const me = (await asAdmin({ method: 'GET', url: '/api/users/profile/' })).json<{
        id: number;
      }>();
      const roles = (await asAdmin({ method: 'GET', url: '/api/users/roles/' })).json<
        { id: number; rol: string }[]
      >();
      const permisos = (await asAdmin({ method: 'GET', url: '/api/users/permisos/' })).json<
        { id: number; clave: string }[]
      >();
      ids = {
        admin: me.id,
        adminRole: roles.find((r) => r.rol === 'Administrador')!.id,
        cashierRole: roles.find((r) => r.rol === 'Cajero')!.id,
        gestionarRoles: permisos.find((p) => p.clave === 'gestionar_roles')!.id,
      };
    });

    it('sorts every write route under /api/users/ on purpose', () => {
      const writes = routes
        .filter((r) => r.method !== 'GET' && r.url.startsWith('/api/users/'))
        .map((r) => r.name);
      expect([...writes].sort()).toEqual(
        [...CAN_STRIP_ADMINISTRATION, ...CANNOT_STRIP_ADMINISTRATION].sort(),
      );
    });

    it.each(CAN_STRIP_ADMINISTRATION.map((name) => [name] as const))(
      '%s answers 409 and changes nothing',
      async (name) => {
        const res = await asAdmin(attempts[name](ids));
        expect(res.statusCode, res.body).toBe(409);
        const role = (
          await asAdmin({ method: 'GET', url: `/api/users/roles/${ids.adminRole}/` })
        ).json<{ permisos: { clave: string }[] }>();
        expect(role.permisos.map((p) => p.clave)).toEqual(
          expect.arrayContaining(['gestionar_usuarios', 'gestionar_roles', 'gestionar_permisos']),
        );
        const me = (await asAdmin({ method: 'GET', url: '/api/users/profile/' })).json<{
          roles: { id: number }[];
        }>();
        expect(me.roles.map((r) => r.id)).toEqual([ids.adminRole]);
      },
    );
  });

  describe('as the administrator, who holds every permission', () => {
    it.each(getsWithPermission.map((r) => [r.name, r] as const))(
      '%s is let through',
      async (_name, route) => {
        const res = await call(route, adminToken);
        expect([401, 403], `${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
        expect(res.statusCode, res.body).toBeLessThan(500);
      },
    );
  });
});
