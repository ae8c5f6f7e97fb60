// Promotions (issue 37): what a promotion is, as the back office writes it and the API answers
// it. How one prices a cart is promotion-pricing.ts; its Spanish reasons are promotion-messages.ts.
import { z } from 'zod';
import { IdSchema, textSchema } from './api-params';
import { parseClock } from './bogota-time';
import { TIPOS_PEDIDO } from './order-states';

/** The kinds of promotion. */
export const TIPOS_PROMOCION = [
  'PORCENTAJE',
  'VALOR_FIJO',
  'DOMICILIO',
  'LLEVA_PAGA',
  'COMBO',
] as const;
export type TipoPromocion = (typeof TIPOS_PROMOCION)[number];

export const TIPO_PROMOCION_LABELS: Record<TipoPromocion, string> = {
  PORCENTAJE: 'Porcentaje de descuento',
  VALOR_FIJO: 'Valor fijo de descuento',
  DOMICILIO: 'Domicilio gratis o con descuento',
  LLEVA_PAGA: 'Lleva N, paga M',
  COMBO: 'Combo a precio fijo',
};

/** Where an order is placed: the customers' web, or staff (staff mode, a phone order). */
export const CANALES = ['WEB', 'PERSONAL'] as const;
export type Canal = (typeof CANALES)[number];

/** Applied on its own when its conditions hold, or only with one of its codes. */
export const APLICACIONES = ['AUTOMATICA', 'CODIGO'] as const;
export type Aplicacion = (typeof APLICACIONES)[number];

/** Holidays: as any other day, never, or only on them. */
export const FESTIVOS = ['INCLUIR', 'EXCLUIR', 'SOLO'] as const;

export const MODOS_DOMICILIO = ['GRATIS', 'VALOR', 'PORCENTAJE'] as const;

/** Most a promotion's amounts may be, in pesos. */
export const MAX_PROMO_PESOS = 10_000_000;

const int = (min: number, max: number, what: string) =>
  z
    .number({ error: `${what}: escribe un número` })
    .int({ error: `${what}: escribe un número entero` })
    .min(min, { error: `${what}: mínimo ${min}` })
    .max(max, { error: `${what}: máximo ${max}` });

const ids = (what: string) =>
  z
    .array(IdSchema, { error: `Elige ${what} de la lista` })
    .max(200, { error: `Máximo 200 ${what}` })
    .default([]);

/** Which lines a rule counts: none listed means every product of the order. */
export const AlcanceSchema = z.object({
  productos: ids('productos'),
  productos_especiales: ids('productos especiales'),
  categorias: ids('categorías'),
});
export type Alcance = z.output<typeof AlcanceSchema>;

const alcance = AlcanceSchema.default({ productos: [], productos_especiales: [], categorias: [] });

export const ReglaSchema = z.discriminatedUnion(
  'tipo',
  [
    z.object({
      tipo: z.literal('PORCENTAJE'),
      porcentaje: int(1, 100, 'El porcentaje'),
      alcance,
      /** The percentage also takes the delivery fee (the welcome coupon's rule). */
      incluye_domicilio: z.boolean().default(false),
    }),
    z.object({
      tipo: z.literal('VALOR_FIJO'),
      valor: int(1, MAX_PROMO_PESOS, 'El valor'),
      alcance,
    }),
    z.object({
      tipo: z.literal('DOMICILIO'),
      modo: z.enum(MODOS_DOMICILIO, { error: 'Elige gratis, un valor o un porcentaje' }),
      /** Pesos off the fee (VALOR) or its share (PORCENTAJE); unused for GRATIS. */
      valor: int(0, MAX_PROMO_PESOS, 'El valor').default(0),
    }),
    z.object({
      tipo: z.literal('LLEVA_PAGA'),
      lleva: int(2, 20, 'Lleva'),
      paga: int(1, 19, 'Paga'),
      alcance,
    }),
    z.object({
      tipo: z.literal('COMBO'),
      precio: int(0, MAX_PROMO_PESOS, 'El precio del combo'),
      items: z
        .array(
          z.object({
            ...AlcanceSchema.shape,
            /** The size the unit must be in; null: any. */
            medida: IdSchema.nullable().default(null),
            cantidad: int(1, 20, 'La cantidad'),
          }),
          { error: 'Elige los productos del combo' },
        )
        .min(1, { error: 'Elige los productos del combo' })
        .max(10, { error: 'Máximo 10 grupos en un combo' }),
    }),
  ],
  { error: 'Elige el tipo de promoción' },
);
export type Regla = z.output<typeof ReglaSchema>;

const clock = z
  .string({ error: 'Escribe la hora como HH:MM' })
  .refine((v) => parseClock(v) !== null && parseClock(v)! < 24 * 60, {
    error: 'Escribe la hora como HH:MM (00:00 a 23:59)',
  })
  .nullable()
  .default(null);

const instant = z.iso
  .datetime({ offset: true, error: 'Escribe una fecha y hora ISO con su zona' })
  .nullable()
  .default(null);

export const CondicionesSchema = z.object({
  /** Branches where it holds; none: all. */
  sedes: ids('sedes'),
  tipos_pedido: z
    .array(z.enum(TIPOS_PEDIDO, { error: 'Tipo de pedido inválido' }))
    .max(3)
    .default([]),
  canales: z
    .array(z.enum(CANALES, { error: 'Canal inválido' }))
    .max(2)
    .default([]),
  fecha_inicio: instant,
  fecha_fin: instant,
  /** ISO weekdays (1 Monday … 7 Sunday) in Bogotá; none: every day. */
  dias: z
    .array(int(1, 7, 'El día'))
    .max(7)
    .default([]),
  /** Bogotá wall-clock window; a start after its end crosses midnight (22:00 → 02:00). */
  hora_inicio: clock,
  hora_fin: clock,
  festivos: z.enum(FESTIVOS, { error: 'Elige cómo aplica en festivos' }).default('INCLUIR'),
  /** Products' value (before discounts) the order must reach; 0: none. */
  pedido_minimo: int(0, MAX_PROMO_PESOS, 'El pedido mínimo').default(0),
  solo_clientes_nuevos: z.boolean().default(false),
  usos_maximos: int(1, 10_000_000, 'Los usos totales').nullable().default(null),
  usos_por_cliente: int(1, 1000, 'Los usos por cliente').nullable().default(null),
});
export type Condiciones = z.output<typeof CondicionesSchema>;

export const PromocionInputSchema = z
  .object({
    nombre: textSchema({ max: 80, required: 'El nombre es requerido' }),
    descripcion: textSchema({ max: 300, min: 0 }).default(''),
    activa: z.boolean().default(true),
    aplicacion: z.enum(APLICACIONES, { error: 'Elige automática o con código' }),
    /** Adds to the others that combine; when false it applies alone (the best single one). */
    combinable: z.boolean().default(false),
    regla: ReglaSchema,
    condiciones: CondicionesSchema.default(CondicionesSchema.parse({})),
  })
  .superRefine((p, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const { regla, condiciones: c } = p;
    if (regla.tipo === 'LLEVA_PAGA' && regla.paga >= regla.lleva)
      issue(['regla', 'paga'], 'Paga debe ser menor que lleva');
    if (regla.tipo === 'DOMICILIO' && regla.modo === 'PORCENTAJE' && regla.valor > 100)
      issue(['regla', 'valor'], 'El porcentaje: máximo 100');
    if (regla.tipo === 'DOMICILIO' && regla.modo !== 'GRATIS' && regla.valor < 1)
      issue(['regla', 'valor'], 'Indica cuánto se descuenta del domicilio');
    if (regla.tipo === 'DOMICILIO' && c.tipos_pedido.some((t) => t !== 'DOMICILIO'))
      issue(
        ['condiciones', 'tipos_pedido'],
        'Una promoción del domicilio solo aplica a domicilios',
      );
    if ((c.hora_inicio === null) !== (c.hora_fin === null))
      issue(['condiciones', 'hora_fin'], 'Indica la hora de inicio y la de fin');
    if (c.hora_inicio !== null && c.hora_inicio === c.hora_fin)
      issue(['condiciones', 'hora_fin'], 'La hora de fin debe ser distinta de la de inicio');
    if (c.fecha_inicio && c.fecha_fin && Date.parse(c.fecha_fin) <= Date.parse(c.fecha_inicio))
      issue(['condiciones', 'fecha_fin'], 'La fecha de fin debe ser posterior a la de inicio');
    if (new Set(c.dias).size !== c.dias.length)
      issue(['condiciones', 'dias'], 'Cada día una sola vez');
  });
export type PromocionInput = z.output<typeof PromocionInputSchema>;

/** A promotion as the back office reads it, with what it has given so far. */
export const PromocionSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  activa: z.boolean(),
  aplicacion: z.enum(APLICACIONES),
  combinable: z.boolean(),
  regla: ReglaSchema,
  condiciones: CondicionesSchema,
  /** 'BIENVENIDA' for the welcome coupon's promotion; null for those staff make. */
  origen: z.string().nullable(),
  usos: z.number().int(),
  /** Pesos it has taken off orders so far. */
  descuento_total: z.number().int(),
  codigos: z.number().int(),
  creado_en: z.string(),
});
export type Promocion = z.infer<typeof PromocionSchema>;

/** One of a promotion's codes. */
export const CodigoPromocionSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  un_solo_uso: z.boolean(),
  usos: z.number().int(),
  usado: z.boolean(),
  /** A code that belongs to one customer (a welcome coupon); null: anyone's. */
  usuario: z.number().int().nullable(),
  fecha_inicio: z.string().nullable(),
  fecha_fin: z.string().nullable(),
});
export type CodigoPromocion = z.infer<typeof CodigoPromocionSchema>;

/** Codes are letters and digits, written in capitals. */
export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,39}$/;

/** 'Generar códigos': how many, their prefix, single-use or not. */
export const GenerarCodigosSchema = z.object({
  cantidad: int(1, 1000, 'La cantidad'),
  prefijo: z
    .string({ error: 'Escribe el prefijo' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{0,12}$/, { error: 'El prefijo: hasta 12 letras o números, sin espacios' })
    .default(''),
  un_solo_uso: z.boolean().default(true),
});

/** One code written by hand ('MUNDIAL2026'). */
export const CodigoInputSchema = z.object({
  codigo: z
    .string({ error: 'Escribe el código' })
    .trim()
    .toUpperCase()
    .regex(CODE_PATTERN, { error: 'El código: de 3 a 40 letras, números o guiones' }),
  un_solo_uso: z.boolean().default(false),
});

/** A promotion applied to an order, as the order stores and shows it. */
export const PromocionAplicadaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  tipo: z.enum(TIPOS_PROMOCION),
  codigo: z.string().nullable(),
  descuento: z.number().int(),
});
export type PromocionAplicada = z.infer<typeof PromocionAplicadaSchema>;

/** An automatic promotion that holds now at a branch: what the menu and the cart show. */
export const PromocionVigenteSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  combinable: z.boolean(),
  regla: ReglaSchema,
  condiciones: CondicionesSchema,
});
export type PromocionVigente = z.infer<typeof PromocionVigenteSchema>;

/** The answer of 'Aplicar código' at checkout: whether it applies, why not, and the totals. */
export const ValidacionCodigoSchema = z.object({
  codigo: z.string(),
  aplica: z.boolean(),
  /** Why it does not apply, in Spanish; null when it applies. */
  motivo: z.string().nullable(),
  promociones: z.array(PromocionAplicadaSchema),
  subtotal_productos: z.number().int(),
  costo_domicilio: z.number().int(),
  descuento: z.number().int(),
  total: z.number().int(),
});
export type ValidacionCodigo = z.infer<typeof ValidacionCodigoSchema>;
