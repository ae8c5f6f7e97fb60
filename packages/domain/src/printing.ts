import { z } from 'zod';
import { textSchema } from './api-params';
import { ANCHOS_PAPEL, DEFAULT_PRINTER_PORT } from './print-protocol';

/**
 * Printed tickets (issue 31, docs/decisions/028): each station may have a network thermal printer
 * (kitchen tickets, no prices) and each branch one at the counter (receipts). A print agent on a
 * computer of the branch, paired with a one-time code, receives the jobs over a socket.
 */
export const PRINTING_MESSAGES = {
  hostInvalid: 'Escribe la IP o el nombre de la impresora en la red de la sede (192.168.1.50)',
  portInvalid: 'El puerto es un número entre 1 y 65535 (casi siempre 9100)',
  widthInvalid: 'El ancho del papel es 58 u 80 mm',
  codeInvalid: 'El código no es válido, ya se usó o venció. Genera uno nuevo en la sede.',
  noCounterPrinter: 'Esta sede no tiene impresora de mostrador: configúrala en la sede.',
  jobNotFound: 'Trabajo de impresión no encontrado',
  jobNotFailed: 'Ese trabajo no falló: no hay nada que reintentar.',
  agentNotFound: 'Agente de impresión no encontrado',
  /** The kitchen display's mark on a ticket whose printing failed. */
  notPrinted: 'No se imprimió',
} as const;

/** How long a pairing code can be used, once. */
export const PAIRING_CODE_MINUTES = 10;

export const ESTADOS_TRABAJO = ['PENDIENTE', 'ENVIADO', 'IMPRESO', 'FALLIDO'] as const;
export type EstadoTrabajo = (typeof ESTADOS_TRABAJO)[number];
export const ESTADO_TRABAJO_LABELS: Record<EstadoTrabajo, string> = {
  PENDIENTE: 'Pendiente',
  ENVIADO: 'Enviado',
  IMPRESO: 'Impreso',
  FALLIDO: PRINTING_MESSAGES.notPrinted,
};
/** A kitchen ticket (a station's, no prices) or a receipt (the counter's). */
export const TIPOS_TRABAJO = ['COCINA', 'RECIBO'] as const;

// An IPv4 address or a host name of the branch's network ('impresora-cocina.local'); its
// length is the text schema's (no lookahead: the API fuzzer generates from the pattern).
const HOST =
  /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

export const ImpresoraInputSchema = z.object({
  host: textSchema({ max: 253, required: PRINTING_MESSAGES.hostInvalid }).regex(HOST, {
    error: PRINTING_MESSAGES.hostInvalid,
  }),
  puerto: z
    .number({ error: PRINTING_MESSAGES.portInvalid })
    .int({ error: PRINTING_MESSAGES.portInvalid })
    .min(1, { error: PRINTING_MESSAGES.portInvalid })
    .max(65535, { error: PRINTING_MESSAGES.portInvalid })
    .default(DEFAULT_PRINTER_PORT),
  ancho: z
    .union([z.literal(ANCHOS_PAPEL[0]), z.literal(ANCHOS_PAPEL[1])], {
      error: PRINTING_MESSAGES.widthInvalid,
    })
    .default(80),
});
export type ImpresoraInput = z.input<typeof ImpresoraInputSchema>;

export const ImpresoraSchema = z.object({
  host: z.string(),
  puerto: z.number().int(),
  ancho: z.union([z.literal(ANCHOS_PAPEL[0]), z.literal(ANCHOS_PAPEL[1])]),
});
export type Impresora = z.infer<typeof ImpresoraSchema>;

/** A new one-time code to pair a branch's print agent: 'ABCD-EFGH', valid until `vence_en`. */
export const CodigoEmparejamientoSchema = z.object({ codigo: z.string(), vence_en: z.string() });

export const EmparejarInputSchema = z.object({
  codigo: textSchema({ max: 20, required: PRINTING_MESSAGES.codeInvalid }),
  /** The computer the agent runs on, so the branch can tell its agents apart. */
  nombre: textSchema({ max: 60, min: 0 }).default(''),
});

export const EmparejadoSchema = z.object({
  /** The agent's own token: kept by the agent, stored hashed, revocable. */
  token: z.string(),
  agente: z.number().int(),
  sede: z.object({ id: z.number().int(), nombre: z.string() }),
});

export const TrabajoSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_TRABAJO),
  pedido: z.number().int(),
  estacion: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  impresora: ImpresoraSchema,
  estado: z.enum(ESTADOS_TRABAJO),
  intentos: z.number().int(),
  ultimo_error: z.string().nullable(),
  creado_en: z.string(),
  actualizado_en: z.string(),
});
export type Trabajo = z.infer<typeof TrabajoSchema>;

export const AgenteSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  creado_en: z.string(),
  /** Its socket is open (seen within the last heartbeats). */
  conectado: z.boolean(),
  visto_en: z.string().nullable(),
});

/** A branch's printing: its agents, its printers and its latest jobs. */
export const ImpresionSedeSchema = z.object({
  /** Some agent of the branch is connected. */
  conectado: z.boolean(),
  agentes: z.array(AgenteSchema),
  mostrador: ImpresoraSchema.nullable(),
  estaciones: z.array(
    z.object({
      id: z.number().int(),
      nombre: z.string(),
      impresora: ImpresoraSchema.nullable(),
    }),
  ),
  /** The latest jobs, newest first. */
  trabajos: z.array(TrabajoSchema),
});
export type ImpresionSede = z.infer<typeof ImpresionSedeSchema>;

/**
 * A station's printing for its display: its printer, and the jobs of the orders still in the
 * kitchen; a ticket whose job is FALLIDO shows 'No se imprimió'.
 */
export const ImpresionEstacionSchema = z.object({
  impresora: ImpresoraSchema.nullable(),
  trabajos: z.array(
    TrabajoSchema.pick({
      id: true,
      pedido: true,
      estado: true,
      intentos: true,
      ultimo_error: true,
      actualizado_en: true,
    }),
  ),
});
export type ImpresionEstacion = z.infer<typeof ImpresionEstacionSchema>;
