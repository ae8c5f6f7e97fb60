// Every operation to fuzz, read from the app itself: the OpenAPI document, plus any guarded
// route the document leaves out. A new route is fuzzed the day it is registered.
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './json-schema-arbitrary';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI template, e.g. `/api/productos/{id}/`. */
  path: string;
  parameters: Parameter[];
  body?: { schema: JsonSchema; required: boolean };
  documented: boolean;
}

interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The live socket and the docs' static files are no JSON API. */
const isSkipped = (path: string) => /^\/ws(\/|$)/.test(path) || /^\/api\/docs(\/|$)/.test(path);

const templateOf = (fastifyUrl: string) => fastifyUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const key = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\/+$/, '').toLowerCase()}`;

function fromDocument(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (isSkipped(path)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const parameters: Parameter[] = (op.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
        .map((p) => ({
          name: p.name,
          in: p.in as Parameter['in'],
          required: p.in === 'path' || p.required === true,
          schema: p.schema ?? {},
        }));
      // A templated segment the document forgot to declare is still a parameter.
      for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
        if (name && !parameters.some((p) => p.in === 'path' && p.name === name)) {
          parameters.push({ name, in: 'path', required: true, schema: {} });
        }
      }
      const content = op.requestBody?.content ?? {};
      const json = content['application/json'] ?? Object.values(content)[0];
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters,
        body: op.requestBody
          ? { schema: json?.schema ?? {}, required: op.requestBody.required === true }
          : undefined,
        documented: true,
      });
    }
  }
  return operations;
}

/** The routes the app registered under /api that the document does not describe. */
function undocumented(app: FastifyInstance, documented: Operation[]): Operation[] {
  const known = new Set(documented.map((op) => key(op.method, op.path)));
  const extra = new Map<string, Operation>();
  for (const route of app.routeTable) {
    const path = templateOf(route.url);
    if (isSkipped(path) || route.method === 'HEAD' || known.has(key(route.method, path))) continue;
    extra.set(key(route.method, path), {
      method: route.method,
      path,
      parameters: [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({
        name: name!,
        in: 'path' as const,
        required: true,
        schema: {},
      })),
      body: ['POST', 'PUT', 'PATCH'].includes(route.method)
        ? { schema: {}, required: false }
        : undefined,
      documented: false,
    });
  }
  return [...extra.values()];
}

/** Every operation of the document, then every undocumented API route, in a stable order. */
export function operationsOf(app: FastifyInstance, doc: OpenApiDocument): Operation[] {
  const documented = fromDocument(doc);
  return [...documented, ...undocumented(app, documented)];
}

/** The methods a path answers, to try the ones it does not. */
export function methodsByPath(operations: Operation[]): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const op of operations) {
    const set = map.get(op.path) ?? new Set<string>();
    set.add(op.method);
    map.set(op.path, set);
  }
  return map;
}

export const operationName = (op: Operation) => `${op.method} ${op.path}`;
