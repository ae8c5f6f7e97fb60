import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { thisWorkerServer } from './browser';

interface OutboxLine {
  msg?: string;
  to?: string;
  body?: string;
}

/**
 * The WhatsApp messages the e2e server wrote to its outbox (and its log), oldest first; another
 * server's with its log's path (an extra server's `serverLog`).
 */
export function outboxMessages(
  serverLog = thisWorkerServer().serverLog,
): Array<{ to: string; body: string }> {
  const found: Array<{ to: string; body: string }> = [];
  for (const line of readFileSync(serverLog, 'utf8').split('\n')) {
    if (!line.includes('mensaje (outbox)')) continue;
    try {
      const entry = JSON.parse(line) as OutboxLine;
      if (entry.msg === 'mensaje (outbox)' && entry.to && entry.body) {
        found.push({ to: entry.to, body: entry.body });
      }
    } catch {
      // a line still being written
    }
  }
  return found;
}

/** The newest verification code sent to a 10-digit phone, waiting for it to be logged. */
export async function readLatestCode(phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const latest = outboxMessages()
          .filter((m) => m.to.replace(/\D/g, '').endsWith(phone))
          .at(-1);
        code = latest && /\b(\d{6})\b/.exec(latest.body)?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeDefined();
  if (!code) throw new Error(`no verification code for ${phone}`);
  return code;
}
