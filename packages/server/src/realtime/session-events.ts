import type { Database } from '../db/client';
import { ORDER_CHANNEL } from './order-events';

/**
 * A user's sessions ended (their account was deactivated): every instance closes that user's
 * sockets at once. It travels on the live events' channel, which every instance already
 * listens to, and carries only the user's id.
 */
export interface SessionsEndedEvent {
  type: 'sesiones_cerradas';
  usuario: number;
}

/** The user whose sessions an event on the channel ends, or null for any other event. */
export function sessionsEndedUser(event: unknown): number | null {
  if (typeof event !== 'object' || event === null) return null;
  const { type, usuario } = event as { type?: unknown; usuario?: unknown };
  return type === 'sesiones_cerradas' && typeof usuario === 'number' ? usuario : null;
}

/** Tells every instance (this one too, by the NOTIFY's echo) that a user's sessions ended. */
export function publishSessionsEnded(database: Database, userId: number): Promise<void> {
  const event: SessionsEndedEvent = { type: 'sesiones_cerradas', usuario: userId };
  return database.notify(ORDER_CHANNEL, JSON.stringify(event));
}
