import { IdParamSchema, IdParamsSchema, textSchema } from '@horno/domain/api-params';
import { TIPOS_PEDIDO } from '@horno/domain/order-states';
import { OrderInputSchema } from '@horno/domain/orders';
import {
  CodigoInputSchema,
  CodigoPromocionSchema,
  GenerarCodigosSchema,
  PromocionInputSchema,
  PromocionSchema,
  PromocionVigenteSchema,
  ValidacionCodigoSchema,
} from '@horno/domain/promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ifMatchOf } from '../../lib/record-versions';

const tags = ['Promociones'];
const MANAGE = 'gestionar_promociones' as const;
const version = { kind: 'promocion' as const };

const RULES =
  '`regla.tipo`: PORCENTAJE (`porcentaje`, `alcance`, `incluye_domicilio`), VALOR_FIJO (`valor`, ' +
  '`alcance`), DOMICILIO (`modo` GRATIS, VALOR o PORCENTAJE, `valor`), LLEVA_PAGA (`lleva`, ' +
  '`paga`, `alcance`: las unidades más baratas salen gratis, por tamaño) o COMBO (`precio`, ' +
  '`items`). `alcance` vacío: todos los productos. `condiciones`: sedes, tipos de pedido, canales ' +
  '(WEB, PERSONAL), fechas, días (1 lunes … 7 domingo) y horas de Bogotá (una hora de inicio ' +
  'mayor que la de fin cruza la medianoche), festivos (INCLUIR, EXCLUIR, SOLO), pedido mínimo, ' +
  'solo clientes nuevos, usos totales y por cliente.';

export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { promotions, orders } = app.services;

  app.get(
    '/api/promociones/',
    {
      schema: {
        tags,
        summary: 'Promociones, con sus usos y el descuento dado hasta ahora',
        response: { 200: z.array(PromocionSchema) },
      },
      config: { permission: MANAGE },
    },
    () => promotions.list(),
  );

  app.get(
    '/api/promociones/vigentes/',
    {
      schema: {
        tags,
        summary: 'Promociones automáticas que aplican ahora en una sede',
        description:
          'Para las insignias del menú y el carrito: activas, automáticas y dentro de sus ' +
          'fechas, días y horas (Bogotá) en la sede, para el tipo de pedido dado o para ' +
          'domicilio o recoger. Las condiciones de cada cliente (nuevo, usos) se revisan al pedir.',
        querystring: z.object({
          sede: IdParamSchema,
          tipo_pedido: z.enum(TIPOS_PEDIDO, { error: 'Tipo de pedido inválido' }).optional(),
        }),
        response: { 200: z.array(PromocionVigenteSchema) },
      },
      config: { public: true },
    },
    (request) => promotions.current(request.query.sede, request.query.tipo_pedido),
  );

  app.post(
    '/api/promociones/validar/',
    {
      schema: {
        tags,
        summary: 'Revisa un código contra el carrito antes de pedir',
        description:
          '`pedido` es el cuerpo que se enviaría a POST /api/pedidos/. Responde si el código ' +
          'aplica y, si no, por qué (en español), con las promociones y los totales que tendría ' +
          'el pedido. No guarda nada ni gasta el código.',
        body: z.object({
          codigo: textSchema({ max: 60, required: 'Escribe el código' }),
          pedido: OrderInputSchema,
        }),
        response: { 200: ValidacionCodigoSchema },
      },
      config: { public: true },
    },
    (request) => orders.checkCode(request.body.codigo, request.body.pedido, request.auth),
  );

  app.get(
    '/api/promociones/:id/',
    {
      schema: {
        tags,
        summary: 'Una promoción',
        params: IdParamsSchema,
        response: { 200: PromocionSchema },
      },
      config: { permission: MANAGE, version },
    },
    (request) => promotions.get(request.params.id),
  );

  app.post(
    '/api/promociones/',
    {
      schema: {
        tags,
        summary: 'Crea una promoción',
        description: RULES,
        body: PromocionInputSchema,
        response: { 201: PromocionSchema },
      },
      config: { permission: MANAGE },
    },
    async (request, reply) => reply.status(201).send(await promotions.create(request.body)),
  );

  app.put(
    '/api/promociones/:id/',
    {
      schema: {
        tags,
        summary: 'Modifica una promoción',
        description: RULES,
        params: IdParamsSchema,
        body: PromocionInputSchema,
        response: { 200: PromocionSchema },
      },
      config: { permission: MANAGE, version },
    },
    (request) => promotions.update(request.params.id, request.body, ifMatchOf(request)),
  );

  app.patch(
    '/api/promociones/:id/',
    {
      schema: {
        tags,
        summary: 'Activa o desactiva una promoción',
        params: IdParamsSchema,
        body: z.object({ activa: z.boolean({ error: 'Debe ser sí o no' }) }),
        response: { 200: PromocionSchema },
      },
      config: { permission: MANAGE, version },
    },
    (request) => promotions.setActive(request.params.id, request.body.activa, ifMatchOf(request)),
  );

  app.post(
    '/api/promociones/:id/duplicar/',
    {
      schema: {
        tags,
        summary: 'Duplica una promoción (inactiva, sin usos ni códigos)',
        params: IdParamsSchema,
        response: { 201: PromocionSchema },
      },
      config: { permission: MANAGE },
    },
    async (request, reply) => reply.status(201).send(await promotions.duplicate(request.params.id)),
  );

  app.get(
    '/api/promociones/:id/codigos/',
    {
      schema: {
        tags,
        summary: 'Los códigos de una promoción, los más nuevos primero',
        params: IdParamsSchema,
        response: { 200: z.array(CodigoPromocionSchema) },
      },
      config: { permission: MANAGE },
    },
    (request) => promotions.codes(request.params.id),
  );

  app.post(
    '/api/promociones/:id/codigos/',
    {
      schema: {
        tags,
        summary: 'Agrega un código escrito a mano',
        params: IdParamsSchema,
        body: CodigoInputSchema,
        response: { 201: CodigoPromocionSchema },
      },
      config: { permission: MANAGE },
    },
    async (request, reply) =>
      reply.status(201).send(await promotions.addCode(request.params.id, request.body)),
  );

  app.post(
    '/api/promociones/:id/codigos/generar/',
    {
      schema: {
        tags,
        summary: 'Genera códigos al azar (de uno en uno o de varios usos)',
        params: IdParamsSchema,
        body: GenerarCodigosSchema,
        response: { 201: z.array(CodigoPromocionSchema) },
      },
      config: { permission: MANAGE },
    },
    async (request, reply) =>
      reply.status(201).send(await promotions.generateCodes(request.params.id, request.body)),
  );
};
