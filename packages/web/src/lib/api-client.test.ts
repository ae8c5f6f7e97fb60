import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, earlyInitialData, requestEarly, setAuthTokenGetter } from './api-client';

/** `fetch` answering every call with `answer()`, counting the calls by address. */
function serve(answer: () => Promise<Response>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url);
    return answer();
  });
  return calls;
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

/** Lets the early answer's reading (a few promise steps) finish. */
const arrived = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthTokenGetter(() => null);
});

describe('earlyInitialData', () => {
  it('gives a query the early answer once it has arrived, once: the next call asks again', async () => {
    const calls = serve(() => json([{ id: 1, nombre: 'Chapinero' }]));
    requestEarly('/api/one/', { sede: 1 });
    await arrived();

    const early = earlyInitialData<{ id: number }[]>('/api/one/', { sede: 1 });
    const before = Date.now();
    expect(early.initialData()).toEqual([{ id: 1, nombre: 'Chapinero' }]);
    expect(early.initialDataUpdatedAt()).toBeLessThanOrEqual(before);
    expect(earlyInitialData('/api/one/', { sede: 1 }).initialData()).toBeUndefined();

    await api.get('/api/one/', { params: { sede: 1 } });
    expect(calls).toEqual(['/api/one/?sede=1', '/api/one/?sede=1']);
  });

  it('leaves an answer still on its way to the query’s own call, which takes it', async () => {
    let answer!: (response: Response) => void;
    const calls = serve(() => new Promise((resolve) => (answer = resolve)));
    requestEarly('/api/two/');

    expect(earlyInitialData('/api/two/').initialData()).toBeUndefined();
    const read = api.get('/api/two/');
    answer(new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }));
    expect(await read).toEqual({ ok: true });
    expect(calls).toEqual(['/api/two/']);
  });

  it('never starts a page from a failed answer: the query gets the error', async () => {
    const calls = serve(() => json({ error: 'Pedido no encontrado' }, 404));
    requestEarly('/api/three/');
    await arrived();

    expect(earlyInitialData('/api/three/').initialData()).toBeUndefined();
    await expect(api.get('/api/three/')).rejects.toEqual(new ApiError(404, 'Pedido no encontrado'));
    expect(calls).toEqual(['/api/three/']);
  });

  it('does not give one session’s answer to another', async () => {
    serve(() => json({ secreto: true }));
    requestEarly('/api/four/');
    await arrived();
    setAuthTokenGetter(() => 'otra-sesion');

    expect(earlyInitialData('/api/four/').initialData()).toBeUndefined();
    // A public read, asked for without the session, is the same for everyone.
    requestEarly('/api/five/', undefined, { anonymous: true });
    await arrived();
    expect(earlyInitialData('/api/five/', undefined, { anonymous: true }).initialData()).toEqual({
      secreto: true,
    });
  });
});

describe("the answers a page's HTML carries", () => {
  it('serve the first public read of each address, once, without a call', async () => {
    vi.resetModules();
    const block = JSON.stringify({ '/api/sedes/': [{ id: 1 }], '/api/productos/?sede=1': [] });
    vi.stubGlobal('document', {
      getElementById: (id: string) => (id === 'horno-respuestas' ? { textContent: block } : null),
    });
    const calls = serve(() => json([{ id: 2 }]));
    const client = await import('./api-client');

    const response = client.requestEarly('/api/sedes/', undefined, { anonymous: true });
    expect(await (await response!).clone().json()).toEqual([{ id: 1 }]);
    // The app's query takes it; its next read asks the server.
    expect(await client.api.get('/api/sedes/', { anonymous: true })).toEqual([{ id: 1 }]);
    expect(calls).toEqual([]);
    expect(await client.api.get('/api/sedes/', { anonymous: true })).toEqual([{ id: 2 }]);
    expect(calls).toEqual(['/api/sedes/']);
    // With the session's token a read is not a public one: asked for.
    client.setAuthTokenGetter(() => 'sesion');
    client.requestEarly('/api/productos/', { sede: 1 });
    expect(calls).toEqual(['/api/sedes/', '/api/productos/?sede=1']);
  });
});
