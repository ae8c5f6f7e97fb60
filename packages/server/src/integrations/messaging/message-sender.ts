import type { Db } from '../../db/client';
import * as t from '../../db/schema';

/** A message to a customer: a WhatsApp template with its parameters and a readable body. */
export interface OutgoingMessage {
  /** Phone in international form without '+', e.g. '573001234567'. */
  to: string;
  template: string;
  params: string[];
  body: string;
  /**
   * At most one message per key ever ('pedido:12:pedido_enviado'): a second send with a key
   * already in the outbox sends nothing. Without it every send is a new message.
   */
  key?: string;
}

/** The one way the product sends messages to customers. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
  /** Retries messages that failed to leave; resolves to how many were sent. */
  retryFailed(): Promise<number>;
}

/**
 * Writes a message to the outbox; undefined when its key is there already (sent before, or
 * being retried), which means: send nothing.
 */
export async function writeToOutbox(
  db: Db,
  message: OutgoingMessage,
  state: { estado: 'PENDIENTE' } | { estado: 'ENVIADO'; enviadoEn: Date },
): Promise<number | undefined> {
  const [row] = await db
    .insert(t.mensajesSalientes)
    .values({
      destino: message.to,
      plantilla: message.template,
      parametros: message.params,
      cuerpo: message.body,
      clave: message.key ?? null,
      ...state,
    })
    .onConflictDoNothing({ target: t.mensajesSalientes.clave })
    .returning({ id: t.mensajesSalientes.id });
  return row?.id;
}

/** '3001234567' → '573001234567' (Colombian mobiles). */
export function toInternational(numero: string): string {
  return numero.startsWith('57') && numero.length === 12 ? numero : `57${numero}`;
}
