import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { MessageSender, OutgoingMessage } from './message-sender';

/**
 * The offline default: the message is written to the outbox table and the server log, where
 * an operator (or a test) can read it. Nothing leaves the machine.
 */
export class OutboxSender implements MessageSender {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db.insert(t.mensajesSalientes).values({
      destino: message.to,
      plantilla: message.template,
      parametros: message.params,
      cuerpo: message.body,
      estado: 'ENVIADO',
      enviadoEn: new Date(),
    });
    this.log.info(
      { to: message.to, template: message.template, body: message.body },
      'mensaje (outbox)',
    );
  }

  async retryFailed(): Promise<number> {
    return 0;
  }
}
