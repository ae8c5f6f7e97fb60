import { IdParamsSchema } from '@horno/domain/api-params';
import { PAIRING_PATH, PRINT_SOCKET_PATH } from '@horno/domain/print-protocol';
import {
  CodigoEmparejamientoSchema,
  EmparejadoSchema,
  EmparejarInputSchema,
  ImpresionEstacionSchema,
  ImpresionSedeSchema,
  ImpresoraInputSchema,
  ImpresoraSchema,
  PAIRING_CODE_MINUTES,
  TrabajoSchema,
} from '@horno/domain/printing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/auth.guard';

const tags = ['Impresión'];
const MANAGE = 'gestionar_sedes' as const;

/**
 * Printed tickets (issue 31, docs/decisions/028): a branch's printers and print agents (managed
 * with the branch), the agents' pairing and socket, a receipt printed on demand, and what each
 * job came to, for the back office and the kitchen display.
 */
export const printingRoutes: FastifyPluginAsyncZod = async (app) => {
  const printing = app.services.printing;

  app.post(
    '/api/locations/sedes/:id/impresion/codigo/',
    {
      schema: {
        tags,
        summary: 'Código para emparejar el agente de impresión de una sede',
        description: `Un código 'XXXX-XXXX' que sirve una vez durante ${PAIRING_CODE_MINUTES} minutos: el agente lo cambia por su token (\`npm run impresora -- --servidor <url> --codigo XXXX-XXXX\`).`,
        params: IdParamsSchema,
        response: { 201: CodigoEmparejamientoSchema },
      },
      config: { permission: MANAGE },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await printing.createPairingCode(requireAuth(request), request.params.id)),
  );

  app.post(
    PAIRING_PATH,
    {
      schema: {
        tags,
        summary: 'El agente de impresión cambia su código de emparejamiento por su token',
        description:
          'Público: la prueba es el código, que sirve una vez. `nombre`: el computador donde corre el agente.',
        body: EmparejarInputSchema,
        response: { 200: EmparejadoSchema },
      },
      config: { public: true },
    },
    (request) => printing.pair(request.body, request.ip),
  );

  app.get(
    '/api/locations/sedes/:id/impresion/',
    {
      schema: {
        tags,
        summary: 'La impresión de una sede: sus agentes, sus impresoras y los últimos trabajos',
        params: IdParamsSchema,
        response: { 200: ImpresionSedeSchema },
      },
      config: { permission: ['consultar_sedes', MANAGE] },
    },
    (request) => printing.status(requireAuth(request), request.params.id),
  );

  app.put(
    '/api/locations/sedes/:id/impresion/mostrador/',
    {
      schema: {
        tags,
        summary: 'La impresora del mostrador de una sede (recibos)',
        params: IdParamsSchema,
        body: ImpresoraInputSchema,
        response: { 200: ImpresoraSchema },
      },
      config: { permission: MANAGE },
    },
    (request) => printing.setCounterPrinter(requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/api/locations/sedes/:id/impresion/mostrador/',
    {
      schema: { tags, summary: 'Quita la impresora del mostrador', params: IdParamsSchema },
      config: { permission: MANAGE },
    },
    async (request, reply) => {
      await printing.removeCounterPrinter(requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/cocina/estaciones/:id/impresora/',
    {
      schema: {
        tags,
        summary: 'La impresora de una estación de cocina (sus tickets, sin precios)',
        params: IdParamsSchema,
        body: ImpresoraInputSchema,
        response: { 200: ImpresoraSchema },
      },
      config: { permission: MANAGE },
    },
    (request) => printing.setStationPrinter(requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/api/cocina/estaciones/:id/impresora/',
    {
      schema: {
        tags,
        summary: 'Quita la impresora de una estación: sus tickets solo se muestran',
        params: IdParamsSchema,
      },
      config: { permission: MANAGE },
    },
    async (request, reply) => {
      await printing.removeStationPrinter(requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/cocina/estaciones/:id/impresion/',
    {
      schema: {
        tags,
        summary: 'La impresión de una estación, para su pantalla',
        description:
          "Su impresora y los trabajos de los pedidos que siguen en la cocina: un ticket cuyo trabajo está FALLIDO muestra 'No se imprimió'.",
        params: IdParamsSchema,
        response: { 200: ImpresionEstacionSchema },
      },
      config: { permission: ['ver_cocina', MANAGE] },
    },
    (request) => printing.stationPrinting(requireAuth(request), request.params.id),
  );

  app.post(
    '/api/impresion/trabajos/:id/reintentar/',
    {
      schema: {
        tags,
        summary: 'Vuelve a imprimir un trabajo que no se imprimió',
        params: IdParamsSchema,
        response: { 200: TrabajoSchema },
      },
      config: { permission: ['ver_cocina', 'gestionar_pedidos', MANAGE] },
    },
    (request) => printing.retry(requireAuth(request), request.params.id),
  );

  app.delete(
    '/api/impresion/agentes/:id/',
    {
      schema: {
        tags,
        summary: 'Revoca un agente de impresión: su token deja de servir',
        params: IdParamsSchema,
      },
      config: { permission: MANAGE },
    },
    async (request, reply) => {
      await printing.revokeAgent(requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/pedidos/:id/imprimir_recibo/',
    {
      schema: {
        tags,
        summary: 'Imprime el recibo del pedido en la impresora del mostrador de su sede',
        description:
          'Queda en cola para el agente de la sede (202). 422 si la sede no tiene impresora de mostrador.',
        params: IdParamsSchema,
        response: { 202: TrabajoSchema },
      },
      config: { permission: 'gestionar_pedidos' },
    },
    async (request, reply) => {
      const order = await app.services.orders.readable(request.params.id, requireAuth(request));
      const job = await printing.printReceipt(order, await app.services.business.get());
      return reply.status(202).send(job);
    },
  );

  // The agents' socket opens without a token: it authenticates with its first message, as
  // `/ws/pedidos/` does, so that tokens never travel in the URL.
  app.get(PRINT_SOCKET_PATH, { websocket: true, config: { public: true } }, (socket) =>
    printing.acceptAgent(socket),
  );

  await printing.start();
  // Before the server closes: agents told it is going away (they reconnect), timers cleared.
  app.addHook('preClose', () => printing.stop());
  // Before the database closes (onClose hooks run last-registered first).
  app.addHook('onClose', () => printing.settled());
};
