import { SendCodeSchema, VerifyCodeSchema } from '@horno/domain/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['Cuentas'];

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const verification = app.services.verification;

  app.post(
    '/api/users/send-verification-code',
    {
      schema: {
        tags,
        summary: 'Envía por WhatsApp un código de 6 dígitos al celular del usuario',
        body: SendCodeSchema,
        response: {
          200: z.object({ message: z.string(), reenviar_en_segundos: z.number().int() }),
        },
      },
      config: { public: true },
    },
    (request) => verification.send(request.body.email, request.ip),
  );

  app.post(
    '/api/users/verify-phone-code',
    {
      schema: {
        tags,
        summary:
          'Verifica el código; la primera verificación de un número activa el cupón de bienvenida',
        body: VerifyCodeSchema,
        response: {
          200: z.object({
            message: z.string(),
            cupon: z
              .object({
                codigo: z.string(),
                porcentaje_descuento: z.number().int(),
                fecha_fin: z.string(),
              })
              .nullable(),
          }),
        },
      },
      config: { public: true },
    },
    (request) => verification.verify(request.body.email, request.body.codigo, request.ip),
  );
};
