// What every answer must be: below 500, and when it is an error, the API's one error shape
// `{error, detail?, fields?}` in Spanish, with no framework text and no stack trace.

/** Messages of Fastify, Node, zod and JSON.parse in English: none may reach a client. */
const ENGLISH = [
  'Bad Request',
  'Internal Server Error',
  'Not Found',
  'Unauthorized',
  'Forbidden',
  'Method Not Allowed',
  'Unsupported Media Type',
  'Payload Too Large',
  'Too Many Requests',
  'Unprocessable Entity',
  'Body cannot be empty',
  'Unexpected token',
  'Unexpected end of JSON',
  'is not valid JSON',
  'Invalid input',
  'Expected ',
  'Required',
  'must be',
  'must have',
  'Route ',
  'querystring/',
  'params/',
  'body/',
];

const STACK_TRACE = /\n\s+at .+:\d+:\d+/;

export interface Answer {
  status: number;
  contentType: string | undefined;
  body: string;
}

/** Why the answer breaks the contract, or undefined when it keeps it. */
export function contractViolation(method: string, answer: Answer): string | undefined {
  if (answer.status >= 500) return `status ${answer.status}`;
  if (answer.status < 400 || method === 'HEAD') return undefined;
  if (!answer.contentType?.startsWith('application/json')) {
    return `error answered as ${answer.contentType ?? 'no content type'}`;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return 'error body is not JSON';
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return 'error body is not an object';
  }
  const body = parsed as Record<string, unknown>;
  const stray = Object.keys(body).filter((k) => !['error', 'detail', 'fields'].includes(k));
  if (stray.length > 0) return `error body has other keys: ${stray.join(', ')}`;
  if (typeof body.error !== 'string' || body.error.trim() === '') {
    return '`error` is not a non-empty string';
  }
  const messages = [body.error];
  if (body.fields !== undefined) {
    const fields = body.fields;
    if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) {
      return '`fields` is not an object';
    }
    for (const [name, list] of Object.entries(fields)) {
      if (!Array.isArray(list) || !list.every((m) => typeof m === 'string')) {
        return `\`fields.${name}\` is not an array of strings`;
      }
      messages.push(...list);
    }
  }
  if (typeof body.detail === 'string') messages.push(body.detail);
  const english = ENGLISH.find((phrase) => messages.some((m) => m.includes(phrase)));
  if (english) return `English framework text in the error: "${english}"`;
  if (STACK_TRACE.test(answer.body)) return 'stack trace in the error body';
  return undefined;
}
