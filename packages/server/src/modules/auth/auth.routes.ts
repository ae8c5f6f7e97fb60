import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  AuthResponseSchema,
  LoginSchema,
  OwnPasswordChangeSchema,
  PermisoSchema,
  ProfileSchema,
  ProfileUpdateSchema,
  RegisterSchema,
  SedeRefSchema,
} from '@horno/domain/auth';
import { IdParamSchema } from '@horno/domain/api-params';
import { ESTADOS_ACTIVOS, ESTADOS_PEDIDO } from '@horno/domain/order-states';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as t from '../../db/schema';
import { AppError } from '../../lib/errors';
import { requireAuth } from './auth.guard';

const tags = ['Cuentas'];
const MessageSchema = z.object({ message: z.string() });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.services.auth;

  app.post(
    '/api/users/register/',
    {
      schema: {
        tags,
        summary: 'Registro de cliente (o de usuario con roles y sedes, para personal autorizado)',
        body: RegisterSchema,
        response: { 201: AuthResponseSchema.partial({ token: true }) },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const { roles, sedes } = request.body;
      if ((roles || sedes) && request.auth?.permisos.has('gestionar_usuarios')) {
        await app.services.users.assertCanGrant(request.auth, roles ?? []);
      }
      return reply.status(201).send(await auth.register(request.body, request.auth));
    },
  );

  app.post(
    '/api/users/login/',
    {
      schema: {
        tags,
        summary: 'Inicio de sesión',
        body: LoginSchema,
        response: { 200: AuthResponseSchema },
      },
      config: { public: true },
    },
    (request) => auth.login(request.body, request.ip),
  );

  app.post(
    '/api/users/logout/',
    {
      schema: {
        tags,
        summary: 'Cierra la sesión y revoca el token',
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await auth.logout(requireAuth(request).tokenHash);
      return { message: 'Sesión cerrada correctamente' };
    },
  );

  app.get(
    '/api/users/session/',
    {
      schema: {
        tags,
        summary: 'Comprueba que el token sigue siendo válido',
        response: { 200: z.object({ valid: z.literal(true), user_id: z.number().int() }) },
      },
    },
    (request) => ({ valid: true as const, user_id: requireAuth(request).user.id }),
  );

  app.get(
    '/api/users/profile/',
    { schema: { tags, summary: 'Perfil con roles y sedes', response: { 200: ProfileSchema } } },
    (request) => auth.profile(requireAuth(request).user.id),
  );

  app.put(
    '/api/users/profile/',
    {
      schema: {
        tags,
        summary: 'Cambia el nombre y el correo de quien llama',
        body: ProfileUpdateSchema,
        response: { 200: ProfileSchema },
      },
    },
    (request) => auth.updateProfile(requireAuth(request).user.id, request.body),
  );

  app.post(
    '/api/users/profile/contrasena/',
    {
      schema: {
        tags,
        summary: 'Cambia la contraseña de quien llama (pide la actual)',
        description: 'Las demás sesiones de la cuenta se cierran; la que llama sigue abierta.',
        body: OwnPasswordChangeSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await auth.changeOwnPassword(requireAuth(request), request.body);
      return { message: 'Contraseña actualizada' };
    },
  );

  app.get(
    '/api/users/user-permissions/',
    {
      schema: {
        tags,
        summary: 'Permisos de uno de los roles del usuario',
        querystring: z.object({ role: IdParamSchema }),
        response: { 200: z.array(PermisoSchema) },
      },
    },
    async (request) => {
      const caller = requireAuth(request);
      if (!caller.roleIds.has(request.query.role)) {
        throw new AppError(403, 'No tienes asignado este rol.');
      }
      return app.db
        .select({ id: t.permisos.id, nombre: t.permisos.nombre, clave: t.permisos.clave })
        .from(t.rolPermisos)
        .innerJoin(t.permisos, eq(t.permisos.id, t.rolPermisos.permisoId))
        .where(eq(t.rolPermisos.rolId, request.query.role))
        .orderBy(t.permisos.id);
    },
  );

  app.get(
    '/api/locations/sedes/por_usuario/',
    {
      schema: {
        tags: ['Sedes'],
        summary: 'Sedes activas del usuario',
        response: { 200: z.array(SedeRefSchema) },
      },
    },
    async (request) => {
      // A deactivated branch is no one's to pick (its orders stay on the board and their pages).
      const [perfil, activas] = await Promise.all([
        auth.profile(requireAuth(request).user.id),
        app.services.branches.statuses(),
      ]);
      return perfil.sedes.filter((sede) => activas.some((activa) => activa.id === sede.id));
    },
  );

  app.get(
    '/api/users/active-order/',
    {
      schema: {
        tags,
        summary: 'El pedido activo más reciente del cliente',
        response: {
          200: z.union([
            MessageSchema,
            z.object({
              id: z.number().int(),
              estado: z.enum(ESTADOS_PEDIDO),
              tipo_pedido: z.string(),
              total_pedido: z.number().int(),
              fecha: z.string(),
              sede: z.number().int(),
            }),
          ]),
        },
      },
    },
    async (request) => {
      const caller = requireAuth(request);
      const [pedido] = await app.db
        .select()
        .from(t.pedidos)
        .where(
          and(
            eq(t.pedidos.usuarioId, caller.user.id),
            eq(t.pedidos.activo, true),
            inArray(t.pedidos.estado, [...ESTADOS_ACTIVOS]),
          ),
        )
        .orderBy(desc(t.pedidos.fecha))
        .limit(1);
      if (!pedido) return { message: 'No tienes pedidos activos' };
      return {
        id: pedido.id,
        estado: pedido.estado,
        tipo_pedido: pedido.tipoPedido,
        total_pedido: pedido.totalPedido,
        fecha: pedido.fecha.toISOString(),
        sede: pedido.sedeId,
      };
    },
  );
};
