import { IdParamSchema, IdParamsSchema } from '@horno/domain/api-params';
import {
  AssignSchema,
  CloseSettlementSchema,
  SettlementSchema,
  ShiftSummarySchema,
  DispatchSchema,
  FailedStopSchema,
  MoveSchema,
  PositionAnswerSchema,
  PositionInputSchema,
  RiderTrackingSchema,
  RiderScreenSchema,
  StartShiftSchema,
  TripOrderSchema,
} from '@horno/domain/deliveries';
import { TrackingTokenParamsSchema } from '@horno/domain/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/auth.guard';

const RIDE = 'repartir' as const;
const DISPATCH = 'gestionar_pedidos' as const;

const StopParamsSchema = z.object({ pedido: IdParamSchema });
const DispatchQuerySchema = z.object({ sede: IdParamSchema });

/**
 * Deliveries (issue 33): the rider's phone (`repartir`: their shift, their trip, each stop
 * closed) and dispatch on the board (`gestionar_pedidos`: orders into riders' trips, in order,
 * and 'Salió'). Each change is followed by a `viaje_actualizado` event on `/ws/pedidos/` for the
 * branch's staff and the trip's rider, and the orders' own events as their states move.
 */
export const deliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deliveries = app.services.deliveries;
  const rider = { tags: ['Repartos'] };
  const dispatch = { tags: ['Despacho'] };

  app.get(
    '/api/repartos/',
    {
      schema: {
        ...rider,
        summary: 'El turno abierto del domiciliario, su viaje actual y sus sedes',
        response: { 200: RiderScreenSchema },
      },
      config: { permission: RIDE },
    },
    (request) => deliveries.riderScreen(requireAuth(request)),
  );

  app.post(
    '/api/repartos/turno/',
    {
      schema: {
        ...rider,
        summary: "'Iniciar turno' en una de sus sedes",
        description: '409 si ya tiene un turno abierto.',
        body: StartShiftSchema,
        response: { 201: RiderScreenSchema },
      },
      config: { permission: RIDE },
    },
    async (request, reply) =>
      reply.status(201).send(await deliveries.startShift(requireAuth(request), request.body.sede)),
  );

  app.post(
    '/api/repartos/turno/terminar/',
    {
      schema: {
        ...rider,
        summary: "'Terminar turno'",
        description: '409 mientras tenga pedidos por entregar o devolver.',
        response: { 200: RiderScreenSchema },
      },
      config: { permission: RIDE },
    },
    (request) => deliveries.endShift(requireAuth(request)),
  );

  app.post(
    '/api/repartos/paradas/:pedido/entregado/',
    {
      schema: {
        ...rider,
        summary: "'Entregado': cierra la parada; el pedido pasa a Entregado",
        params: StopParamsSchema,
        response: { 200: RiderScreenSchema },
      },
      config: { permission: RIDE },
    },
    (request) => deliveries.delivered(requireAuth(request), request.params.pedido),
  );

  app.post(
    '/api/repartos/paradas/:pedido/no-entregado/',
    {
      schema: {
        ...rider,
        summary: "'No se pudo entregar': el pedido vuelve a la sede con el motivo",
        params: StopParamsSchema,
        body: FailedStopSchema,
        response: { 200: RiderScreenSchema },
      },
      config: { permission: RIDE },
    },
    (request) => deliveries.failed(requireAuth(request), request.params.pedido, request.body),
  );

  app.post(
    '/api/repartos/posicion/',
    {
      schema: {
        ...rider,
        summary: 'Dónde está el teléfono del domiciliario, durante un viaje en camino',
        description:
          'Se guarda una cada 5 s como máximo (`guardada` false para las demás) y se borra a las ' +
          '24 horas. 409 sin un viaje en camino; 400 fuera de Colombia o de hace más de un minuto.',
        body: PositionInputSchema,
        response: { 200: PositionAnswerSchema },
      },
      config: { permission: RIDE },
    },
    (request) => deliveries.position(requireAuth(request), request.body),
  );

  app.get(
    '/api/pedidos/token/:token/repartidor/',
    {
      schema: {
        tags: ['Pedidos'],
        summary: 'El domiciliario que trae el pedido: su nombre, dónde va y cuánto le falta',
        description:
          'Para quien tiene el token de seguimiento del pedido, solo mientras está Enviado en un ' +
          'viaje en camino (404 en otro caso).',
        params: TrackingTokenParamsSchema,
        response: { 200: RiderTrackingSchema },
      },
      config: { public: true },
    },
    async (request) =>
      deliveries.tracking(await app.services.orders.idByToken(request.params.token)),
  );

  app.get(
    '/api/despacho/',
    {
      schema: {
        ...dispatch,
        summary: 'Domicilios por despachar y domiciliarios en turno de una sede',
        querystring: DispatchQuerySchema,
        response: { 200: DispatchSchema },
      },
      config: { permission: DISPATCH },
    },
    (request) => deliveries.dispatch(requireAuth(request), request.query.sede),
  );

  app.post(
    '/api/despacho/asignaciones/',
    {
      schema: {
        ...dispatch,
        summary: 'Pone un domicilio en el viaje que se carga de un domiciliario',
        description:
          'Abre el viaje si no hay uno; las paradas se ordenan por distancia desde la sede hasta ' +
          'que se ordenen a mano. 409 si otro despachador ya lo asignó (dice a quién), si el ' +
          'domiciliario no está en turno o si el pedido no se puede despachar.',
        body: AssignSchema,
        response: { 200: DispatchSchema },
      },
      config: { permission: DISPATCH },
    },
    (request) =>
      deliveries.assign(requireAuth(request), request.body.pedido, request.body.repartidor),
  );

  app.put(
    '/api/despacho/asignaciones/:pedido/',
    {
      schema: {
        ...dispatch,
        summary: "'Pasar a…': el pedido pasa del viaje por salir de un domiciliario al de otro",
        description: '409 si el viaje ya salió o el otro domiciliario no está en turno.',
        params: StopParamsSchema,
        body: MoveSchema,
        response: { 200: DispatchSchema },
      },
      config: { permission: DISPATCH },
    },
    (request) =>
      deliveries.assign(requireAuth(request), request.params.pedido, request.body.repartidor, {
        move: true,
      }),
  );

  app.delete(
    '/api/despacho/asignaciones/:pedido/',
    {
      schema: {
        ...dispatch,
        summary: 'Saca un pedido de un viaje que no ha salido',
        params: StopParamsSchema,
        response: { 200: DispatchSchema },
      },
      config: { permission: DISPATCH },
    },
    (request) => deliveries.unassign(requireAuth(request), request.params.pedido),
  );

  app.put(
    '/api/despacho/viajes/:id/orden/',
    {
      schema: {
        ...dispatch,
        summary: 'El orden en que el domiciliario entrega las paradas de un viaje por salir',
        params: IdParamsSchema,
        body: TripOrderSchema,
        response: { 200: DispatchSchema },
      },
      config: { permission: DISPATCH },
    },
    (request) => deliveries.reorder(requireAuth(request), request.params.id, request.body.pedidos),
  );

  app.post(
    '/api/despacho/viajes/:id/salio/',
    {
      schema: {
        ...dispatch,
        summary: "'Salió': el viaje sale y sus pedidos pasan a Enviado",
        description: '409 si algún pedido aún no está Preparado o el viaje está vacío.',
        params: IdParamsSchema,
        response: { 200: DispatchSchema },
      },
      config: { permission: DISPATCH },
    },
    (request) => deliveries.leave(requireAuth(request), request.params.id),
  );

  app.get(
    '/api/despacho/turnos/',
    {
      schema: {
        ...dispatch,
        summary: 'Turnos de los domiciliarios de una sede (últimos 7 días) y si se liquidaron',
        querystring: DispatchQuerySchema,
        response: { 200: z.array(ShiftSummarySchema) },
      },
      config: { permission: DISPATCH },
    },
    (request) => deliveries.shifts(requireAuth(request), request.query.sede),
  );

  app.get(
    '/api/despacho/turnos/:id/liquidacion/',
    {
      schema: {
        ...dispatch,
        summary: 'La liquidación de un turno: lo cobrado por pedido y el efectivo a entregar',
        params: IdParamsSchema,
        response: { 200: SettlementSchema },
      },
      config: { permission: DISPATCH },
    },
    (request) => deliveries.settlement(requireAuth(request), request.params.id),
  );

  app.post(
    '/api/despacho/turnos/:id/liquidacion/',
    {
      schema: {
        ...dispatch,
        summary: 'Cierra la liquidación de un turno con el efectivo recibido',
        description:
          'Una diferencia con lo que debía entregar pide una nota. Un turno abierto termina con ' +
          'su liquidación. 409 si tiene pedidos por entregar o ya se liquidó.',
        params: IdParamsSchema,
        body: CloseSettlementSchema,
        response: { 200: SettlementSchema },
      },
      config: { permission: DISPATCH },
    },
    (request) => deliveries.closeSettlement(requireAuth(request), request.params.id, request.body),
  );
};
