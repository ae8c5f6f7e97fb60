import { IdParamsSchema } from '@horno/domain/api-params';
import {
  CashCorrectionSchema,
  CashQuerySchema,
  CashScreenSchema,
  CashShiftSchema,
  CloseCashShiftSchema,
  OpenCashShiftSchema,
} from '@horno/domain/cash';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/auth.guard';

const PERMISSION = 'gestionar_caja' as const;
const tags = ['Caja'];

/**
 * The cash closing of each shift (issue 36): `gestionar_caja`, at the caller's branches. A
 * closed shift never changes; a correction is a new line with who and why.
 */
export const cashRoutes: FastifyPluginAsyncZod = async (app) => {
  const cash = app.services.cash;

  app.get(
    '/api/caja/',
    {
      schema: {
        tags,
        summary: 'El turno de caja abierto de la sede, con sus sumas, y los turnos cerrados',
        querystring: CashQuerySchema,
        response: { 200: CashScreenSchema },
      },
      config: { permission: PERMISSION },
    },
    (request) => cash.screen(requireAuth(request), request.query.sede),
  );

  app.get(
    '/api/caja/turnos/:id/',
    {
      schema: {
        tags,
        summary: 'Un turno de caja (el comprobante de cierre)',
        params: IdParamsSchema,
        response: { 200: CashShiftSchema },
      },
      config: { permission: PERMISSION },
    },
    (request) => cash.shift(requireAuth(request), request.params.id),
  );

  app.post(
    '/api/caja/turnos/',
    {
      schema: {
        tags,
        summary: 'Abre el turno de caja de la sede con el efectivo inicial',
        description: '409 si la sede ya tiene un turno abierto.',
        body: OpenCashShiftSchema,
        response: { 201: CashShiftSchema },
      },
      config: { permission: PERMISSION },
    },
    async (request, reply) =>
      reply.status(201).send(await cash.open(requireAuth(request), request.body)),
  );

  app.post(
    '/api/caja/turnos/:id/cerrar/',
    {
      schema: {
        tags,
        summary: 'Cierra el turno con el efectivo contado; una diferencia necesita una nota',
        description: '409 si ya está cerrado: un turno cerrado no cambia.',
        params: IdParamsSchema,
        body: CloseCashShiftSchema,
        response: { 200: CashShiftSchema },
      },
      config: { permission: PERMISSION },
    },
    (request) => cash.close(requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/api/caja/turnos/:id/correcciones/',
    {
      schema: {
        tags,
        summary: 'Una corrección de un turno cerrado: el valor (con signo) y el motivo',
        description: '409 si el turno sigue abierto.',
        params: IdParamsSchema,
        body: CashCorrectionSchema,
        response: { 201: CashShiftSchema },
      },
      config: { permission: PERMISSION },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await cash.correct(requireAuth(request), request.params.id, request.body)),
  );
};
