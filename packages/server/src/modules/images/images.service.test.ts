// The upload pipeline on a real database: what is accepted is stored at every width, what is
// refused leaves no row behind, whether handed to the service or posted as a form.
import { IMAGE_MESSAGES } from '@horno/domain/images';
import { count } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine, type TestDatabase } from '../../../test/helper';
import { refusedFiles, sampleImages, type SampleImages } from '../../../test/images';
import { formOf, multipartBody } from '../../../test/multipart';
import { imagenes } from '../../db/schema';
import { installErrorHandler } from '../../lib/error-handler';
import { AppError } from '../../lib/errors';
import { installMultipart, readMultipartForm } from '../../lib/multipart';
import { imageHash } from './image-processing';
import { PostgresImageStore } from './image-store';
import { ImageService } from './images.service';

describe(`ImageService and PostgresImageStore (${testEngine})`, () => {
  let testDb: TestDatabase;
  let store: PostgresImageStore;
  let images: ImageService;
  let samples: SampleImages;
  let refused: Awaited<ReturnType<typeof refusedFiles>>;
  let app: FastifyInstance;

  const rows = async () => {
    const [row] = await testDb.database.db.select({ n: count() }).from(imagenes);
    return row!.n;
  };
  const refusal = async (bytes: Buffer) => {
    const error = await images.save(bytes).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return { status: (error as AppError).statusCode, message: (error as AppError).message };
  };
  /** Posts a file as the back office's form does, named and typed as a JPEG whatever it is. */
  const upload = async (bytes: Buffer, name = 'foto.jpg', type = 'image/jpeg') => {
    const body = await multipartBody(formOf({ nombre: 'Pizza' }, { name, type, bytes }));
    return app.inject({ method: 'POST', url: '/subir', ...body });
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await testDb.database.migrate();
    store = new PostgresImageStore(testDb.database.db);
    images = new ImageService(store);
    samples = await sampleImages();
    refused = await refusedFiles(samples.jpeg);
    // The shape of an upload route: the form, then the picture through the service.
    app = Fastify();
    installErrorHandler(app);
    await installMultipart(app);
    app.post('/subir', async (request, reply) => {
      const { file } = await readMultipartForm(request);
      if (!file) return reply.status(400).send({ error: 'Falta la imagen' });
      return reply.status(201).send({ imagen: await images.save(file.buffer) });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  it.each(['jpeg', 'png', 'webp', 'avif'] as const)(
    'stores a %s at every width and answers the URL of its 640 px variant',
    async (format) => {
      const before = await rows();
      const url = await images.save(samples[format]);
      const hash = imageHash(samples[format]);
      expect(url).toBe(`/imagenes/${hash}/640.webp`);
      expect(await rows()).toBe(before + 3);
      expect(await store.has(hash)).toBe(true);
      for (const width of [320, 640, 1024] as const) {
        const stored = await images.get(hash, width);
        expect(stored?.type).toBe('image/webp');
        expect(stored?.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
      expect(await images.get(hash, 800 as never)).toBeUndefined();
    },
  );

  it('stores the same picture once, however often it is uploaded', async () => {
    const first = await images.save(samples.small);
    const before = await rows();
    expect(await images.save(samples.small)).toBe(first);
    const hash = imageHash(samples.small);
    await store.put(hash, [{ width: 640, type: 'image/webp', bytes: Buffer.from('other') }]);
    expect(await rows()).toBe(before);
    expect((await images.get(hash, 640))?.bytes.toString()).not.toBe('other');
  });

  it('knows nothing of a hash never stored', async () => {
    expect(await store.has('0'.repeat(64))).toBe(false);
    expect(await images.get('0'.repeat(64), 640)).toBeUndefined();
  });

  it('refuses every bad file with its Spanish 4xx and stores nothing', async () => {
    const before = await rows();
    const notAnImage = { status: 415, message: IMAGE_MESSAGES.notAnImage };
    const damaged = { status: 422, message: IMAGE_MESSAGES.damaged };
    expect(await refusal(refused.shellScript)).toEqual(notAnImage);
    expect(await refusal(refused.elfExecutable)).toEqual(notAnImage);
    expect(await refusal(refused.svg)).toEqual(notAnImage);
    expect(await refusal(refused.truncatedJpeg)).toEqual(damaged);
    expect(await refusal(refused.bomb)).toEqual({
      status: 422,
      message: IMAGE_MESSAGES.tooManyPixels,
    });
    expect(await refusal(Buffer.alloc(50 * 1024 * 1024, 0xff))).toEqual({
      status: 413,
      message: IMAGE_MESSAGES.tooLarge,
    });
    expect(await rows()).toBe(before);
  });

  it('takes a real picture posted as a form', async () => {
    const res = await upload(samples.webp, 'foto.webp', 'image/webp');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ imagen: `/imagenes/${imageHash(samples.webp)}/640.webp` });
  });

  it.each([
    ['a renamed executable', 'elfExecutable', 415, IMAGE_MESSAGES.notAnImage],
    ['a shell script named .jpg', 'shellScript', 415, IMAGE_MESSAGES.notAnImage],
    ['an SVG', 'svg', 415, IMAGE_MESSAGES.notAnImage],
    ['a truncated JPEG', 'truncatedJpeg', 422, IMAGE_MESSAGES.damaged],
    ['a decompression bomb', 'bomb', 422, IMAGE_MESSAGES.tooManyPixels],
  ] as const)('refuses %s posted as a form, storing nothing', async (_what, key, status, error) => {
    const before = await rows();
    const res = await upload(refused[key]);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error });
    expect(await rows()).toBe(before);
  });

  it('refuses a 50 MB file posted as a form with a 413, storing nothing', async () => {
    const before = await rows();
    const huge = Buffer.concat([
      samples.jpeg,
      Buffer.alloc(50 * 1024 * 1024 - samples.jpeg.length),
    ]);
    const res = await upload(huge);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: IMAGE_MESSAGES.tooLarge });
    expect(await rows()).toBe(before);
  });

  it('encodes one picture at a time; one more than the line holds is a 503', async () => {
    const busy = new ImageService(store, { concurrency: 1, maxWaiting: 1 });
    const encodes = [samples.jpeg, samples.png, samples.webp].map((bytes) =>
      busy.process(bytes).then(
        () => 'encoded',
        (e: unknown) => (e instanceof AppError ? e.statusCode : e),
      ),
    );
    expect(await Promise.all(encodes)).toEqual(['encoded', 'encoded', 503]);
  });
});
