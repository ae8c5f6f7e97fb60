// What the public socket `/ws/menu/` tells open menus (decision 017): which of their reads went
// stale on some instance. No payload beyond that; the page reads the fresh answer itself.
import { isId, socketObject } from './socket-frames';

/**
 * `sedes`: a branch's data, hours, pause or busy minutes (its status and the branch list);
 * `catalogo`: the catalog or a branch's products (every menu); `agotados`: one branch's sold-out
 * list.
 */
export type MenuEvent =
  { type: 'sedes' } | { type: 'catalogo' } | { type: 'agotados'; sede: number };

/** A menu socket frame read defensively; null for anything else. */
export function parseMenuEvent(raw: unknown): MenuEvent | null {
  const data = socketObject(raw);
  if (!data) return null;
  if (data.type === 'sedes' || data.type === 'catalogo') return { type: data.type };
  if (data.type === 'agotados' && isId(data.sede)) return { type: 'agotados', sede: data.sede };
  return null;
}
