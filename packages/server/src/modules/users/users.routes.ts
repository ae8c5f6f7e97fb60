import {
  PasswordChangeSchema,
  PermisoInputSchema,
  PermisoSchema,
  RolInputSchema,
  RolPatchSchema,
  RolSchema,
  UsuarioPatchSchema,
  UsuarioSchema,
} from '@horno/domain/auth';
import { ifMatchOf } from '../../lib/record-versions';
import { IdParamsSchema } from '@horno/domain/api-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publishSessionsEnded } from '../../realtime/session-events';
import { requireAuth } from '../auth/auth.guard';

const tags = ['Usuarios, roles y permisos'];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.services.users;
  const auth = app.services.auth;

  // ── Users ──
  app.get(
    '/api/users/usuarios/',
    {
      schema: {
        tags,
        summary: 'Usuarios que el personal puede gestionar',
        response: { 200: z.array(UsuarioSchema) },
      },
      config: { permission: 'gestionar_usuarios' },
    },
    (request) => users.listUsers(requireAuth(request)),
  );
  app.get(
    '/api/users/usuarios/:id/',
    {
      schema: {
        tags,
        summary: 'Un usuario',
        params: IdParamsSchema,
        response: { 200: UsuarioSchema },
      },
      config: { permission: 'gestionar_usuarios', version: { kind: 'usuario' } },
    },
    (request) => users.getUser(requireAuth(request), request.params.id),
  );
  app.patch(
    '/api/users/usuarios/:id/',
    {
      schema: {
        tags,
        summary: 'Asigna roles y sedes a un usuario',
        params: IdParamsSchema,
        body: UsuarioPatchSchema,
        response: { 200: UsuarioSchema },
      },
      config: { permission: 'gestionar_usuarios', version: { kind: 'usuario' } },
    },
    (request) =>
      users.updateUser(requireAuth(request), request.params.id, request.body, ifMatchOf(request)),
  );
  app.post(
    '/api/users/usuarios/:id/change-password/',
    {
      schema: {
        tags,
        summary: 'Cambia la contraseña de un usuario y cierra sus sesiones',
        params: IdParamsSchema,
        body: PasswordChangeSchema,
        response: { 200: z.object({ detail: z.string() }) },
      },
      config: { permission: 'gestionar_usuarios' },
    },
    async (request) => {
      const caller = requireAuth(request);
      await users.assertCanManage(caller, request.params.id);
      await auth.changePassword(request.params.id, request.body.password);
      // Every session of that user ends, except the one making the change.
      await auth.revokeAll(request.params.id, caller.tokenHash);
      return { detail: 'Contraseña actualizada correctamente' };
    },
  );

  app.post(
    '/api/users/usuarios/:id/desactivar/',
    {
      schema: {
        tags,
        summary: 'Desactiva un usuario: cierra sus sesiones al instante y conserva sus pedidos',
        description:
          'Revoca sus tokens y cierra sus sockets en todas las instancias. Responde 409 para la ' +
          'propia cuenta y cuando nadie más quedaría administrando usuarios, roles y permisos.',
        params: IdParamsSchema,
        response: { 200: UsuarioSchema },
      },
      config: { permission: 'gestionar_usuarios' },
    },
    async (request) => {
      const user = await users.setActive(requireAuth(request), request.params.id, false);
      await publishSessionsEnded(app.database, user.id);
      return user;
    },
  );
  app.post(
    '/api/users/usuarios/:id/activar/',
    {
      schema: {
        tags,
        summary: 'Vuelve a activar un usuario desactivado (entra de nuevo con su contraseña)',
        params: IdParamsSchema,
        response: { 200: UsuarioSchema },
      },
      config: { permission: 'gestionar_usuarios' },
    },
    (request) => users.setActive(requireAuth(request), request.params.id, true),
  );

  // ── Roles ──
  app.get(
    '/api/users/roles/',
    {
      schema: { tags, summary: 'Roles con sus permisos', response: { 200: z.array(RolSchema) } },
      config: { permission: ['gestionar_roles', 'gestionar_usuarios'] },
    },
    () => users.listRoles(),
  );
  app.get(
    '/api/users/roles/:id/',
    {
      schema: { tags, summary: 'Un rol', params: IdParamsSchema, response: { 200: RolSchema } },
      config: { permission: ['gestionar_roles', 'gestionar_usuarios'], version: { kind: 'rol' } },
    },
    (request) => users.getRole(request.params.id),
  );
  app.post(
    '/api/users/roles/',
    {
      schema: { tags, summary: 'Crea un rol', body: RolInputSchema, response: { 201: RolSchema } },
      config: { permission: 'gestionar_roles' },
    },
    async (request, reply) => reply.status(201).send(await users.createRole(request.body.rol)),
  );
  app.patch(
    '/api/users/roles/:id/',
    {
      schema: {
        tags,
        summary: 'Renombra un rol o reemplaza sus permisos',
        params: IdParamsSchema,
        body: RolPatchSchema,
        response: { 200: RolSchema },
      },
      config: { permission: 'gestionar_roles', version: { kind: 'rol' } },
    },
    (request) =>
      users.updateRole(requireAuth(request), request.params.id, request.body, ifMatchOf(request)),
  );

  // ── Permissions ──
  app.get(
    '/api/users/permisos/',
    {
      schema: { tags, summary: 'Permisos', response: { 200: z.array(PermisoSchema) } },
      config: { permission: ['gestionar_permisos', 'gestionar_roles'] },
    },
    () => users.listPermisos(),
  );
  app.post(
    '/api/users/permisos/',
    {
      schema: {
        tags,
        summary: 'Crea un permiso',
        body: PermisoInputSchema,
        response: { 201: PermisoSchema },
      },
      config: { permission: 'gestionar_permisos' },
    },
    async (request, reply) => reply.status(201).send(await users.savePermiso(request.body)),
  );
  app.get(
    '/api/users/permisos/:id/',
    {
      schema: {
        tags,
        summary: 'Un permiso',
        params: IdParamsSchema,
        response: { 200: PermisoSchema },
      },
      config: { permission: 'gestionar_permisos' },
    },
    (request) => users.getPermiso(request.params.id),
  );
  app.patch(
    '/api/users/permisos/:id/',
    {
      schema: {
        tags,
        summary: 'Modifica un permiso',
        params: IdParamsSchema,
        body: PermisoInputSchema,
        response: { 200: PermisoSchema },
      },
      config: { permission: 'gestionar_permisos' },
    },
    (request) => users.savePermiso(request.body, request.params.id),
  );
  app.delete(
    '/api/users/permisos/:id/',
    {
      schema: {
        tags,
        summary: 'Elimina un permiso',
        params: IdParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
      config: { permission: 'gestionar_permisos' },
    },
    async (request) => {
      await users.deletePermiso(request.params.id);
      return { message: 'Permiso eliminado correctamente' };
    },
  );
};
