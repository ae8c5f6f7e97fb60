/** A message to a customer: a WhatsApp template with its parameters and a readable body. */
export interface OutgoingMessage {
  /** Phone in international form without '+', e.g. '573001234567'. */
  to: string;
  template: string;
  params: string[];
  body: string;
}

/** The one way the product sends messages to customers. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
  /** Retries messages that failed to leave; resolves to how many were sent. */
  retryFailed(): Promise<number>;
}

/** '3001234567' → '573001234567' (Colombian mobiles). */
export function toInternational(numero: string): string {
  return numero.startsWith('57') && numero.length === 12 ? numero : `57${numero}`;
}
