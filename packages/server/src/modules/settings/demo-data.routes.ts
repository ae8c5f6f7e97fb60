import { DatosDemoEliminadosSchema, DatosDemoSchema } from '@horno/domain/demo-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/auth.guard';

const tags = ['Configuración'];
const MANAGE = 'gestionar_configuracion' as const;

/** 'Eliminar datos de demostración' (issue 28): the administrator's preview and the removal. */
export const demoDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const demo = app.services.demoData;

  app.get(
    '/api/configuracion/datos-demo/',
    {
      schema: {
        tags,
        summary: 'Qué se eliminaría con los datos de demostración',
        description:
          'Cuántos registros de cada clase cargó la demostración y se eliminarían, y cuáles se ' +
          'conservarían y por qué (la cuenta que lo pide; lo que usan datos de la pizzería). ' +
          '`presentes: false` cuando no hay datos de demostración.',
        response: { 200: DatosDemoSchema },
      },
      config: { permission: MANAGE },
    },
    (request) => demo.preview(requireAuth(request).user.id),
  );

  app.post(
    '/api/configuracion/datos-demo/eliminar/',
    {
      schema: {
        tags,
        summary: 'Elimina los datos de demostración',
        description:
          'En una transacción: los pedidos, clientes, cuentas, productos, combos, categorías, ' +
          'ingredientes, sedes (con sus mesas y zonas), publicidades e imágenes que cargó la ' +
          'demostración. Se conservan la cuenta que lo pide, la configuración del negocio, los ' +
          'roles, los permisos y las medidas, y todo registro de la demostración del que dependa ' +
          'algo de la pizzería (sedes y productos quedan desactivados). 409 si no hay datos de ' +
          'demostración.',
        response: { 200: DatosDemoEliminadosSchema },
      },
      config: { permission: MANAGE },
    },
    (request) => demo.remove(requireAuth(request).user.id),
  );
};
