import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type MessageSender, type OutgoingMessage, writeToOutbox } from './message-sender';

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
    const id = await writeToOutbox(this.db, message, { estado: 'ENVIADO', enviadoEn: new Date() });
    // Its key was sent before.
    if (id === undefined) return;
    this.log.info(
      { to: message.to, template: message.template, body: message.body },
      'mensaje (outbox)',
    );
  }

  async retryFailed(): Promise<number> {
    return 0;
  }
}
