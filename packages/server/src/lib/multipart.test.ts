import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '@horno/domain/images';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, multipartBody } from '../../test/multipart';
import { installErrorHandler } from './error-handler';
import { AppError } from './errors';
import { fieldsToObject, installMultipart, readMultipartForm } from './multipart';

/** The 400 fieldsToObject throws, as its message. */
function refusal(fields: Record<string, string>): string {
  try {
    fieldsToObject(fields);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    return (error as AppError).message;
  }
  throw new Error(`accepted ${JSON.stringify(fields)}`);
}

describe('fieldsToObject', () => {
  it('leaves plain names alone', () => {
    expect(fieldsToObject({ nombre: 'Pizza', precio: '21000', 'a.b': 'x', ']': 'y' })).toEqual({
      nombre: 'Pizza',
      precio: '21000',
      'a.b': 'x',
      ']': 'y',
    });
  });

  it('reads lists of objects, in either bracket style', () => {
    const expected = {
      posibles_adiciones: [
        { id: '3', precio_adicion: '3000' },
        { id: '5', precio_adicion: '2500' },
      ],
    };
    expect(
      fieldsToObject({
        'posibles_adiciones[0]id': '3',
        'posibles_adiciones[0]precio_adicion': '3000',
        'posibles_adiciones[1]id': '5',
        'posibles_adiciones[1]precio_adicion': '2500',
      }),
    ).toEqual(expected);
    expect(
      fieldsToObject({
        'posibles_adiciones[0][id]': '3',
        'posibles_adiciones[0][precio_adicion]': '3000',
        'posibles_adiciones[1][id]': '5',
        'posibles_adiciones[1][precio_adicion]': '2500',
      }),
    ).toEqual(expected);
  });

  it('reads lists of values, indexed or appended, and nested objects', () => {
    expect(fieldsToObject({ 'sedes[0]': '1', 'sedes[1]': '3' })).toEqual({ sedes: ['1', '3'] });
    expect(fieldsToObject({ 'sedes[]': '2' })).toEqual({ sedes: ['2'] });
    expect(fieldsToObject({ 'a[b][c]': 'x', 'a[b][d]': 'y', 'a[e]': 'z' })).toEqual({
      a: { b: { c: 'x', d: 'y' }, e: 'z' },
    });
    expect(fieldsToObject({ 'm[0][1]': 'x' })).toEqual({ m: [[undefined, 'x']] });
  });

  it('keeps the holes of a list where the form skipped an index', () => {
    const { sedes } = fieldsToObject({ 'sedes[0]': '1', 'sedes[2]': '3' }) as { sedes: string[] };
    expect(sedes).toHaveLength(3);
    expect(1 in sedes).toBe(false);
    expect(sedes.filter((s) => s !== undefined)).toEqual(['1', '3']);
  });

  it('refuses positions above 1000', () => {
    expect(fieldsToObject({ 'sedes[1000]': '1' }).sedes).toHaveLength(1001);
    expect(refusal({ 'sedes[1001]': '1' })).toMatch(/posición mayor que 1000/);
    expect(refusal({ 'sedes[99999999999]': '1' })).toMatch(/posición mayor que 1000/);
    expect(refusal({ 'a[0][5000]id': '1' })).toMatch(/posición mayor que 1000/);
  });

  it('refuses prototype keys anywhere in a name', () => {
    for (const name of [
      '__proto__',
      'constructor',
      'prototype',
      '__proto__[polluted]',
      'a[__proto__][polluted]',
      'a[0]__proto__',
      'a[constructor][prototype]',
    ]) {
      expect(refusal({ [name]: 'yes' }), name).toMatch(/no está permitido/);
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('refuses malformed names and names that clash', () => {
    expect(refusal({ 'a[b': '1' })).toMatch(/no es válido/);
    expect(refusal({ 'a[0]1': '1' })).toMatch(/no es válido/);
    expect(refusal({ 'a[[0]]': '1' })).toMatch(/no es válido/);
    expect(refusal({ a: '1', 'a[0]': '2' })).toMatch(/choca/);
    expect(refusal({ 'a[0]': '1', a: '2' })).toMatch(/choca/);
    expect(refusal({ 'a[0]': '1', 'a[x]': '2' })).toMatch(/choca/);
    expect(refusal({ 'a[x]': '1', 'a[0]': '2' })).toMatch(/choca/);
    expect(refusal({ 'a[0]': '1', 'a[0]id': '2' })).toMatch(/choca/);
    expect(refusal({ 'a[0]id': '1', 'a[0]': '2' })).toMatch(/choca/);
  });
});

describe('readMultipartForm', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    installErrorHandler(app);
    await installMultipart(app);
    app.post('/form', async (request) => {
      const { fields, file } = await readMultipartForm(request);
      return {
        fields,
        file: file && { ...file, buffer: undefined, size: file.buffer.length },
      };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = async (form: FormData) => {
    const body = await multipartBody(form);
    return app.inject({ method: 'POST', url: '/form', ...body });
  };

  it('reads the fields and the one file', async () => {
    const res = await post(
      formOf(
        { nombre: 'Pizza Hawaiana', 'posibles_adiciones[0]id': '3' },
        { name: 'foto.jpg', type: 'image/jpeg', bytes: Buffer.from('not checked here') },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      fields: { nombre: 'Pizza Hawaiana', 'posibles_adiciones[0]id': '3' },
      file: { filename: 'foto.jpg', mimetype: 'image/jpeg', field: 'imagen', size: 16 },
    });
  });

  it('keeps the last of a repeated name, and appends `name[]` values', async () => {
    const form = new FormData();
    form.append('nombre', 'primero');
    form.append('nombre', 'último');
    form.append('sedes[]', '1');
    form.append('sedes[]', '3');
    const res = await post(form);
    expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({
      nombre: 'último',
      'sedes[0]': '1',
      'sedes[1]': '3',
    });
  });

  it('has no file when the file input was left empty', async () => {
    const form = formOf({ nombre: 'x' });
    form.append('imagen', new Blob([], { type: 'application/octet-stream' }), '');
    const res = await post(form);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ file?: unknown }>().file).toBeUndefined();
  });

  it('refuses a file over 8 MB with a 413, in Spanish', async () => {
    const exactly = await post(
      formOf({}, { name: 'a.png', type: 'image/png', bytes: Buffer.alloc(MAX_IMAGE_BYTES) }),
    );
    expect(exactly.statusCode, exactly.body).toBe(200);
    for (const size of [MAX_IMAGE_BYTES + 1, 50 * 1024 * 1024]) {
      const res = await post(
        formOf({}, { name: 'big.jpg', type: 'image/jpeg', bytes: Buffer.alloc(size, 1) }),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: IMAGE_MESSAGES.tooLarge });
    }
  });

  it('refuses a second file', async () => {
    const form = formOf({}, { name: 'a.png', type: 'image/png', bytes: Buffer.from('a') });
    form.append('otra', new Blob([Buffer.from('b')]), 'b.png');
    const res = await post(form);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'El formulario admite una sola imagen' });
  });

  it('refuses too many fields, and a field too long', async () => {
    const many = formOf(Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`f${i}`, 'x'])));
    const crowded = await post(many);
    expect(crowded.statusCode).toBe(413);
    expect(crowded.json()).toEqual({ error: 'El formulario tiene demasiados campos' });
    const long = await post(formOf({ descripcion: 'x'.repeat(20_000) }));
    expect(long.statusCode).toBe(413);
    expect(long.json()).toEqual({ error: 'El campo «descripcion» es demasiado largo' });
  });

  it('refuses a prototype field name', async () => {
    const res = await post(formOf({ constructor: 'x' }));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/nombre no permitido/);
  });

  it('refuses a body that is not multipart, and a cut-off one', async () => {
    const json = await app.inject({ method: 'POST', url: '/form', payload: { nombre: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ error: 'El formulario debe enviarse como multipart/form-data' });
    const body = await multipartBody(formOf({ nombre: 'Pizza' }));
    const cut = await app.inject({
      method: 'POST',
      url: '/form',
      headers: body.headers,
      payload: body.payload.subarray(0, body.payload.length - 20),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json<{ error: string }>().error).toMatch(/formulario/);
  });
});
