import { and, asc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { type MessageSender, type OutgoingMessage, writeToOutbox } from './message-sender';

export interface WhatsAppConfig {
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  language: string;
}

const MAX_TRIES = 5;

/**
 * WhatsApp Cloud API: each message is first written to the outbox (PENDIENTE), then sent as a
 * template message; a failure is recorded (FALLIDO, with the error) and retried later.
 */
export class WhatsAppSender implements MessageSender {
  constructor(
    private readonly db: Db,
    private readonly config: WhatsAppConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const id = await writeToOutbox(this.db, message, { estado: 'PENDIENTE' });
    // Its key was sent (or is being retried) already.
    if (id === undefined) return;
    await this.deliver(id, message.to, message.template, message.params, 0);
  }

  async retryFailed(): Promise<number> {
    const failed = await this.db
      .select()
      .from(t.mensajesSalientes)
      .where(
        and(eq(t.mensajesSalientes.estado, 'FALLIDO'), lt(t.mensajesSalientes.intentos, MAX_TRIES)),
      )
      .orderBy(asc(t.mensajesSalientes.id))
      .limit(50);
    let sent = 0;
    for (const m of failed) {
      const ok = await this.deliver(
        m.id,
        m.destino,
        m.plantilla,
        m.parametros as string[],
        m.intentos,
      );
      if (ok) sent += 1;
    }
    return sent;
  }

  private async deliver(
    id: number,
    to: string,
    template: string,
    params: string[],
    triesSoFar: number,
  ): Promise<boolean> {
    const url = `${this.config.apiUrl.replace(/\/$/, '')}/${this.config.phoneNumberId}/messages`;
    const payload = {
      messaging_product: 'whatsapp',
      to,
      type: 'template',
      template: {
        name: template,
        language: { code: this.config.language },
        components: [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text })) }],
      },
    };
    let error: string | null = null;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.config.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) error = `HTTP ${res.status}: ${(await res.text()).slice(0, 500)}`;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    await this.db
      .update(t.mensajesSalientes)
      .set(
        error
          ? { estado: 'FALLIDO', error, intentos: triesSoFar + 1 }
          : { estado: 'ENVIADO', error: null, intentos: triesSoFar + 1, enviadoEn: new Date() },
      )
      .where(eq(t.mensajesSalientes.id, id));
    if (error) this.log.warn({ id, to, error }, 'WhatsApp message failed; will retry');
    return error === null;
  }
}
