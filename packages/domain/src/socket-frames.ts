// Socket frames read defensively, with no schema library: the customer's first load stays small.

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A positive safe integer, as ids are. */
export const isId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && Number(value) > 0;

/** A socket frame as an object: parsed when it is text, null when it is not an object. */
export function socketObject(raw: unknown): Record<string, unknown> | null {
  let data: unknown = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  return isObject(data) ? data : null;
}
