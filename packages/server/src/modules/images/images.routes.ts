import { IMAGE_MESSAGES, IMAGE_WIDTHS, type ImageWidth } from '@horno/domain/images';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';

const FILE = new RegExp(`^(${IMAGE_WIDTHS.join('|')})\\.webp$`);

const ImageParamsSchema = z.object({
  hash: z.string().regex(/^[0-9a-f]{64}$/, 'Debe ser un SHA-256 en hexadecimal (64 caracteres)'),
  archivo: z
    .string()
    .regex(FILE, `Debe ser {ancho}.webp, con ancho ${IMAGE_WIDTHS.join(', ')}`)
    .transform((file) => Number(file.slice(0, file.indexOf('.'))) as ImageWidth),
});

/** True when an If-None-Match header lists this ETag (weakly compared, as RFC 9110 says). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag);
}

export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/imagenes/:hash/:archivo',
    {
      schema: {
        tags: ['Imágenes'],
        summary: 'Una imagen subida, en WebP, al ancho pedido (320, 640 o 1024 px)',
        description:
          'La dirección nombra el contenido (SHA-256 del archivo subido): nunca cambia, se ' +
          'guarda en caché un año y se revalida con su ETag.',
        params: ImageParamsSchema,
      },
      config: { public: true },
    },
    async (request, reply) => {
      const { hash, archivo: width } = request.params;
      // A hash names one content: a client holding this ETag holds these very bytes.
      const etag = `"${hash}-${width}"`;
      reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
      if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      const image = await app.services.images.get(hash, width);
      if (!image) {
        reply.removeHeader('etag').removeHeader('cache-control');
        throw notFound(IMAGE_MESSAGES.notFound);
      }
      return reply.type(image.type).send(image.bytes);
    },
  );
};
