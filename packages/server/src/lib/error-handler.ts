import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DATABASE_UNAVAILABLE,
  inputErrorOf,
  isDatabaseUnavailable,
  rootMessage,
} from './db-errors';
import { AppError } from './errors';

export interface ErrorBody {
  error: string;
  detail?: unknown;
  fields?: Record<string, string[]>;
}

// Fastify's own client errors, in Spanish.
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es un JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La solicitud es demasiado grande.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no soportado.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud del contenido no es válida.',
  FST_ERR_BAD_URL: 'La dirección solicitada no es válida.',
  FST_ERR_MAX_PARAM_LENGTH: 'La dirección solicitada es demasiado larga.',
  FST_ERR_ASYNC_CONSTRAINT: 'La solicitud no es válida.',
};

const STATUS_MESSAGES: Record<number, string> = {
  400: 'La solicitud no es válida.',
  401: 'Debes iniciar sesión para continuar.',
  403: 'No tienes permiso para realizar esta acción.',
  404: 'Recurso no encontrado.',
  405: 'Método no permitido.',
  409: 'La solicitud entra en conflicto con el estado actual.',
  413: 'La solicitud es demasiado grande.',
  415: 'Tipo de contenido no soportado.',
  422: 'La solicitud no cumple las reglas del negocio.',
  429: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
};

/** Turns validation issues into `{campo: [mensajes]}`, keyed by the failing field's path. */
function fieldsOf(error: FastifyError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const key = path || (issue.params?.['missingProperty'] as string | undefined) || '_';
    (fields[key] ??= []).push(issue.message ?? 'Valor inválido');
  }
  return fields;
}

/**
 * Errors Fastify answers before routing (a bad escape or an over-long segment in the URL), which
 * never reach the error handler: the same Spanish shape.
 */
export function frameworkErrorReply(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send({
    error: FRAMEWORK_MESSAGES[error.code] ?? STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400],
  });
}

/** The single error handler: every failure leaves as `{error, detail?, fields?}` in Spanish. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { error: error.message };
      if (error.fields) body.fields = error.fields;
      if (error.detail !== undefined) body.detail = error.detail;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply
        .status(400)
        .send({ error: 'Los datos enviados no son válidos.', fields: fieldsOf(error) });
    }
    const fromDatabase = inputErrorOf(error);
    if (fromDatabase) {
      // Validation should have caught it: log it (with the request id) so the gap gets closed.
      request.log.warn({ err: error }, 'database refused the input');
      return reply.status(fromDatabase.status).send({ error: fromDatabase.error });
    }
    if (isDatabaseUnavailable(error)) {
      // The caller may try again in a moment (an order's Idempotency-Key makes its retry safe).
      // A warning, with the driver's words only (not the query's values): the pool comes back
      // by itself.
      request.log.warn({ err: rootMessage(error) }, 'database unavailable');
      return reply
        .status(DATABASE_UNAVAILABLE.status)
        .header('retry-after', '5')
        .send({ error: DATABASE_UNAVAILABLE.error });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const message =
        FRAMEWORK_MESSAGES[error.code] ?? STATUS_MESSAGES[status] ?? 'La solicitud no es válida.';
      return reply.status(status).send({ error: message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Ocurrió un error inesperado. Inténtalo de nuevo.' });
  });
}
