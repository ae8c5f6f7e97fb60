import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

export type Headers = Record<string, string>;
export type Method = NonNullable<InjectOptions['method']>;

/**
 * JSON calls to the app for API tests: `call` answers the response, `ok` expects `status` and
 * answers the body, `login` answers the header that carries an account's token.
 */
export function jsonClient(app: () => FastifyInstance) {
  const call = (method: Method, url: string, headers: Headers = {}, payload?: object) =>
    app().inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const ok = async <T>(
    method: Method,
    url: string,
    headers: Headers,
    payload?: object,
    status = 200,
  ): Promise<T> => {
    const res = await call(method, url, headers, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json<T>();
  };
  const login = async (email: string, password: string): Promise<Headers> => {
    const body = await ok<{ token: string }>('POST', '/api/users/login/', {}, { email, password });
    return { authorization: `Token ${body.token}` };
  };
  return { call, ok, login };
}
