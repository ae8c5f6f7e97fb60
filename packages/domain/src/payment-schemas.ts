// The API shapes of 'Pago en línea' (issue 14). Apart from payments.ts, which the menu's first
// load and the receipt import without zod.
import { z } from 'zod';
import { textSchema } from './api-params';
import { METODOS_PAGO } from './payments';

/** GET /api/pagos/metodos/: what the checkout offers (online only where Wompi is configured). */
export const PaymentMethodsSchema = z.object({
  metodos: z.array(z.enum(METODOS_PAGO)),
  /** Wompi's environment; null without online payment. */
  ambiente: z.enum(['sandbox', 'production']).nullable(),
});
export type PaymentMethods = z.infer<typeof PaymentMethodsSchema>;

/** POST /api/pedidos/token/{token}/pago/: one attempt, and where to pay it. */
export const StartedPaymentSchema = z.object({
  referencia: z.string(),
  monto_en_centavos: z.number().int(),
  moneda: z.string(),
  vence_en: z.string(),
  /** Wompi's Web Checkout for this attempt. */
  url: z.string(),
});
export type StartedPayment = z.infer<typeof StartedPaymentSchema>;

/** POST /api/pedidos/token/{token}/pago/confirmar/: the transaction Wompi sent the customer back with. */
export const ConfirmPaymentInputSchema = z.object({
  id: textSchema({ max: 100 }),
});

/** Wompi's event, checked by its checksum rather than by shape (a bad one answers 401). */
export const WompiEventBodySchema = z.record(z.string(), z.unknown());
