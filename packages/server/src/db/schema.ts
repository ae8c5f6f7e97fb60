// The whole data model of both spec documents (section 3 of each). Money is integer pesos.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ESTADOS_MESA, ESTADOS_PEDIDO, TIPOS_PEDIDO } from '@horno/domain/order-states';
import { MEDIDAS } from '@horno/domain/medidas';
import { ESTADOS_PAGO, METODOS_PAGO } from '@horno/domain/payments';
import { GRUPOS_SABOR } from '@horno/domain/catalog';
import { ESTADOS_TRABAJO } from '@horno/domain/printing';
import type { OrderChangeDetail } from '@horno/domain/order-changes';
import type { Aplicacion, Condiciones, Regla } from '@horno/domain/promotions';

/** Raw bytes (image variants). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('creado_en', { withTimezone: true }).notNull().defaultNow();

export const estadoPedidoEnum = pgEnum('estado_pedido', ESTADOS_PEDIDO);
export const tipoPedidoEnum = pgEnum('tipo_pedido', TIPOS_PEDIDO);
export const metodoPagoEnum = pgEnum('metodo_pago', METODOS_PAGO);
export const estadoPagoEnum = pgEnum('estado_pago', ESTADOS_PAGO);
export const estadoMesaEnum = pgEnum('estado_mesa', ESTADOS_MESA);
export const medidaEnum = pgEnum('medida', MEDIDAS);
export const grupoSaborEnum = pgEnum('grupo_sabor', GRUPOS_SABOR);
export const estadoMensajeEnum = pgEnum('estado_mensaje', ['PENDIENTE', 'ENVIADO', 'FALLIDO']);

// ── People, roles and access ────────────────────────────────────────────────

export const usuarios = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    numero: text('numero'),
    passwordHash: text('password_hash').notNull(),
    telefonoVerificado: boolean('telefono_verificado').notNull().default(false),
    activo: boolean('activo').notNull().default(true),
    creadoEn: createdAt(),
  },
  (t) => [
    uniqueIndex('usuarios_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('usuarios_numero_uq').on(t.numero),
  ],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  rol: text('rol').notNull().unique(),
  activo: boolean('activo').notNull().default(true),
});

export const permisos = pgTable('permisos', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  clave: text('clave').notNull().unique(),
});

export const rolPermisos = pgTable(
  'rol_permisos',
  {
    rolId: integer('rol_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permisoId: integer('permiso_id')
      .notNull()
      .references(() => permisos.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.rolId, t.permisoId] })],
);

export const usuarioRoles = pgTable(
  'usuario_roles',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    rolId: integer('rol_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.rolId] })],
);

export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    creadoEn: createdAt(),
    ultimoUso: timestamp('ultimo_uso', { withTimezone: true }),
    revocadoEn: timestamp('revocado_en', { withTimezone: true }),
  },
  (t) => [index('tokens_usuario_idx').on(t.usuarioId)],
);

export const codigosVerificacion = pgTable(
  'codigos_verificacion',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    numero: text('numero').notNull(),
    codigoHash: text('codigo_hash').notNull(),
    expiraEn: timestamp('expira_en', { withTimezone: true }).notNull(),
    intentos: integer('intentos').notNull().default(0),
    usadoEn: timestamp('usado_en', { withTimezone: true }),
    creadoEn: createdAt(),
  },
  (t) => [index('codigos_usuario_idx').on(t.usuarioId, t.creadoEn)],
);

// ── Branches and tables ─────────────────────────────────────────────────────

export const sedes = pgTable('sedes', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  direccion: text('direccion').notNull(),
  telefono: text('telefono').notNull(),
  imagen: text('imagen'),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  /** Radius of the delivery area around the branch, in kilometres (when it has no areas drawn). */
  radioCoberturaKm: doublePrecision('radio_cobertura_km').notNull().default(5),
  activa: boolean('activa').notNull().default(true),
  /** The branch's WhatsApp number (10 digits), when it has one apart from its phone. */
  whatsapp: text('whatsapp'),
  /** 'Pausar pedidos en línea': online orders refused while paused (until `pausaHasta`, if set). */
  pausada: boolean('pausada').notNull().default(false),
  pausaMotivo: text('pausa_motivo'),
  pausaHasta: timestamp('pausa_hasta', { withTimezone: true }),
  /** 'Modo ocupado': minutes added to the estimated time customers see. */
  minutosExtra: integer('minutos_extra').notNull().default(0),
});

/**
 * When a branch takes orders (issue 32): preparation minutes per order type, how many days ahead
 * customers may schedule (0: not at all), the slots' length and each type's capacity per slot
 * (null: no limit). A branch without a row has the defaults (DEFAULT_SLOT_SETTINGS).
 */
export const programacionSedes = pgTable('programacion_sedes', {
  sedeId: integer('sede_id')
    .primaryKey()
    .references(() => sedes.id, { onDelete: 'cascade' }),
  minutosPreparacionRecoger: integer('minutos_preparacion_recoger').notNull().default(20),
  minutosPreparacionDomicilio: integer('minutos_preparacion_domicilio').notNull().default(35),
  diasProgramacion: integer('dias_programacion').notNull().default(7),
  minutosFranja: integer('minutos_franja').notNull().default(15),
  capacidadDomicilio: integer('capacidad_domicilio'),
  capacidadRecoger: integer('capacidad_recoger'),
});

/**
 * How many orders hold each slot of a branch, per order type: claimed in the order's own
 * statement against the capacity (a row lock serializes two claims of the last place), given
 * back when the order is cancelled or its payment expires.
 */
export const franjasOcupadas = pgTable(
  'franjas_ocupadas',
  {
    sedeId: integer('sede_id')
      .notNull()
      .references(() => sedes.id, { onDelete: 'cascade' }),
    tipoPedido: tipoPedidoEnum('tipo_pedido').notNull(),
    inicio: timestamp('inicio', { withTimezone: true }).notNull(),
    ocupados: integer('ocupados').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sedeId, t.tipoPedido, t.inicio] })],
);

/**
 * A delivery area of a branch: a polygon (`poligono`: [[lat, lng], …], not closed) with its fee
 * rule ('CALCULADA': the ARCHITECTURE.md fee by travel time; 'FIJA': `tarifaFija`) and minimum
 * order. A branch with areas delivers only inside them.
 */
export const zonasEntrega = pgTable(
  'zonas_entrega',
  {
    id: serial('id').primaryKey(),
    sedeId: integer('sede_id')
      .notNull()
      .references(() => sedes.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    poligono: jsonb('poligono').$type<[number, number][]>().notNull(),
    tarifaTipo: text('tarifa_tipo').notNull().default('CALCULADA'),
    tarifaFija: integer('tarifa_fija'),
    pedidoMinimo: integer('pedido_minimo').notNull().default(0),
    activa: boolean('activa').notNull().default(true),
    orden: integer('orden').notNull().default(1),
  },
  (t) => [index('zonas_entrega_sede_idx').on(t.sedeId)],
);

export const usuarioSedes = pgTable(
  'usuario_sedes',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    sedeId: integer('sede_id')
      .notNull()
      .references(() => sedes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.sedeId] })],
);

export const horariosSede = pgTable(
  'horarios_sede',
  {
    id: serial('id').primaryKey(),
    sedeId: integer('sede_id')
      .notNull()
      .references(() => sedes.id, { onDelete: 'cascade' }),
    /** 1 = Monday … 7 = Sunday; the holiday row uses 1 with es_festivo. */
    diaSemana: integer('dia_semana').notNull(),
    horaInicio: time('hora_inicio'),
    horaFin: time('hora_fin'),
    cerrado: boolean('cerrado').notNull().default(false),
    esFestivo: boolean('es_festivo').notNull().default(false),
  },
  (t) => [uniqueIndex('horarios_sede_dia_uq').on(t.sedeId, t.diaSemana, t.esFestivo)],
);

export const mesas = pgTable(
  'mesas',
  {
    id: serial('id').primaryKey(),
    sedeId: integer('sede_id')
      .notNull()
      .references(() => sedes.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    estado: estadoMesaEnum('estado').notNull().default('LIBRE'),
  },
  (t) => [uniqueIndex('mesas_sede_nombre_uq').on(t.sedeId, t.nombre)],
);

// ── Catalog ─────────────────────────────────────────────────────────────────

export const categoriaIngredientes = pgTable('categoria_ingredientes', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull().unique(),
  tieneMedidas: boolean('tiene_medidas').notNull().default(false),
});

export const ingredientes = pgTable(
  'ingredientes',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categoriaIngredientes.id),
  },
  (t) => [
    uniqueIndex('ingredientes_categoria_nombre_uq').on(t.categoriaId, sql`lower(${t.nombre})`),
  ],
);

export const categoriaProductos = pgTable('categoria_productos', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  slug: text('slug').notNull().unique(),
  orden: integer('orden').notNull().default(0),
  tieneMedidas: boolean('tiene_medidas').notNull().default(false),
});

export const medidas = pgTable('medidas', {
  id: serial('id').primaryKey(),
  value: medidaEnum('value').notNull().unique(),
  label: text('label').notNull(),
  orden: integer('orden').notNull(),
});

export const productos = pgTable(
  'productos',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categoriaProductos.id),
    /** Base price; null when the product is priced per size. */
    precio: integer('precio'),
    descuento: integer('descuento').notNull().default(0),
    imagen: text('imagen'),
    activo: boolean('activo').notNull().default(true),
    /** Flavor group for 'Arma tu pizza'; null for products that are not pizza flavors. */
    grupoSabor: grupoSaborEnum('grupo_sabor'),
    creadoEn: createdAt(),
    modificadoEn: timestamp('modificado_en', { withTimezone: true }),
    modificadoPorId: integer('modificado_por_id').references(() => usuarios.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('productos_categoria_idx').on(t.categoriaId)],
);

export const preciosPorMedida = pgTable(
  'precios_por_medida',
  {
    id: serial('id').primaryKey(),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id, { onDelete: 'cascade' }),
    medidaId: integer('medida_id')
      .notNull()
      .references(() => medidas.id),
    precio: integer('precio').notNull(),
    admiteMitades: boolean('admite_mitades').notNull().default(false),
  },
  (t) => [uniqueIndex('precios_producto_medida_uq').on(t.productoId, t.medidaId)],
);

export const posiblesAdiciones = pgTable(
  'posibles_adiciones',
  {
    id: serial('id').primaryKey(),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id, { onDelete: 'cascade' }),
    ingredienteId: integer('ingrediente_id')
      .notNull()
      .references(() => ingredientes.id),
    precioAdicion: integer('precio_adicion').notNull(),
  },
  (t) => [uniqueIndex('adiciones_producto_ingrediente_uq').on(t.productoId, t.ingredienteId)],
);

export const productosEspeciales = pgTable(
  'productos_especiales',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    precioBase: integer('precio_base').notNull(),
    descuento: integer('descuento').notNull().default(0),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categoriaProductos.id),
    imagen: text('imagen'),
    tipo: text('tipo').notNull().default('CONFIGURABLE'),
    activo: boolean('activo').notNull().default(true),
    creadoEn: createdAt(),
    modificadoEn: timestamp('modificado_en', { withTimezone: true }),
    modificadoPorId: integer('modificado_por_id').references(() => usuarios.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('especiales_categoria_idx').on(t.categoriaId)],
);

export const secciones = pgTable(
  'secciones',
  {
    id: serial('id').primaryKey(),
    productoEspecialId: integer('producto_especial_id')
      .notNull()
      .references(() => productosEspeciales.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    minimo: integer('minimo').notNull().default(0),
    /** 0 = unlimited, 1 = single choice. */
    maximo: integer('maximo').notNull().default(1),
    seleccionarMayorValor: boolean('seleccionar_mayor_valor').notNull().default(false),
    orden: integer('orden').notNull().default(1),
  },
  (t) => [index('secciones_especial_idx').on(t.productoEspecialId)],
);

export const opciones = pgTable(
  'opciones',
  {
    id: serial('id').primaryKey(),
    seccionId: integer('seccion_id')
      .notNull()
      .references(() => secciones.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    precioExtra: integer('precio_extra').notNull().default(0),
    orden: integer('orden').notNull().default(1),
    activo: boolean('activo').notNull().default(true),
    productoRelacionadoId: integer('producto_relacionado_id').references(() => productos.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('opciones_seccion_idx').on(t.seccionId)],
);

export const sedeProductos = pgTable(
  'sede_productos',
  {
    sedeId: integer('sede_id')
      .notNull()
      .references(() => sedes.id, { onDelete: 'cascade' }),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sedeId, t.productoId] })],
);

export const sedeProductosEspeciales = pgTable(
  'sede_productos_especiales',
  {
    sedeId: integer('sede_id')
      .notNull()
      .references(() => sedes.id, { onDelete: 'cascade' }),
    productoEspecialId: integer('producto_especial_id')
      .notNull()
      .references(() => productosEspeciales.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sedeId, t.productoEspecialId] })],
);

/**
 * What a branch has run out of ('Agotado'), until `hasta`: the branch's next opening when it was
 * marked. Exactly one of the three references is set.
 */
export const agotados = pgTable(
  'agotados',
  {
    id: serial('id').primaryKey(),
    sedeId: integer('sede_id')
      .notNull()
      .references(() => sedes.id, { onDelete: 'cascade' }),
    productoId: integer('producto_id').references(() => productos.id, { onDelete: 'cascade' }),
    productoEspecialId: integer('producto_especial_id').references(() => productosEspeciales.id, {
      onDelete: 'cascade',
    }),
    ingredienteId: integer('ingrediente_id').references(() => ingredientes.id, {
      onDelete: 'cascade',
    }),
    hasta: timestamp('hasta', { withTimezone: true }).notNull(),
    creadoEn: createdAt(),
  },
  (t) => [
    uniqueIndex('agotados_producto_uq').on(t.sedeId, t.productoId),
    uniqueIndex('agotados_especial_uq').on(t.sedeId, t.productoEspecialId),
    uniqueIndex('agotados_ingrediente_uq').on(t.sedeId, t.ingredienteId),
    check(
      'agotados_una_referencia',
      sql`num_nonnulls(${t.productoId}, ${t.productoEspecialId}, ${t.ingredienteId}) = 1`,
    ),
  ],
);

// ── Images ──────────────────────────────────────────────────────────────────

/**
 * Image variants, content-addressed: `hash` is the SHA-256 (hex) of the uploaded source, one row
 * per width. Every instance serves every image from here (ARCHITECTURE.md).
 */
export const imagenes = pgTable(
  'imagenes',
  {
    hash: text('hash').notNull(),
    ancho: integer('ancho').notNull(),
    tipo: text('tipo').notNull(),
    contenido: bytea('contenido').notNull(),
    creadoEn: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.ancho] })],
);

// ── Promotions, their codes (coupons) and customers ─────────────────────────

/**
 * A promotion (issue 37): its rule and conditions as the domain's schemas write them
 * (`@horno/domain/promotions`); the limits the order's statement checks are columns.
 */
export const promociones = pgTable('promociones', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  descripcion: text('descripcion').notNull().default(''),
  tipo: text('tipo').notNull(),
  regla: jsonb('regla').$type<Regla>().notNull(),
  /** Every condition but the two use limits below. */
  condiciones: jsonb('condiciones')
    .$type<Omit<Condiciones, 'usos_maximos' | 'usos_por_cliente'>>()
    .notNull(),
  aplicacion: text('aplicacion').$type<Aplicacion>().notNull(),
  combinable: boolean('combinable').notNull().default(false),
  activa: boolean('activa').notNull().default(true),
  usosMaximos: integer('usos_maximos'),
  usosPorCliente: integer('usos_por_cliente'),
  /** Orders that used it, counted in each order's own statement. */
  usos: integer('usos').notNull().default(0),
  /** 'BIENVENIDA' for the welcome coupon's promotion; null for those staff make. */
  origen: text('origen'),
  creadoEn: createdAt(),
});

/** A customer's uses of a promotion ('u:<id>' registered, 't:<phone>' guest). */
export const promocionUsosCliente = pgTable(
  'promocion_usos_cliente',
  {
    promocionId: integer('promocion_id')
      .notNull()
      .references(() => promociones.id, { onDelete: 'cascade' }),
    cliente: text('cliente').notNull(),
    usos: integer('usos').notNull(),
  },
  (t) => [primaryKey({ columns: [t.promocionId, t.cliente] })],
);

/** A promotion's code: a coupon. A welcome coupon is a code of one customer. */
export const cupones = pgTable(
  'cupones',
  {
    id: serial('id').primaryKey(),
    codigo: text('codigo').notNull().unique(),
    promocionId: integer('promocion_id')
      .notNull()
      .references(() => promociones.id, { onDelete: 'cascade' }),
    /** The customer it belongs to; null: anyone may type it. */
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'cascade' }),
    /** The percentage a welcome coupon was granted with, over its promotion's. */
    porcentajeDescuento: integer('porcentaje_descuento'),
    fechaInicio: timestamp('fecha_inicio', { withTimezone: true }),
    fechaFin: timestamp('fecha_fin', { withTimezone: true }),
    unSoloUso: boolean('un_solo_uso').notNull().default(true),
    usos: integer('usos').notNull().default(0),
    /** A single-use code taken. */
    usado: boolean('usado').notNull().default(false),
    usadoEn: timestamp('usado_en', { withTimezone: true }),
    /** 'BIENVENIDA' for the welcome coupon; 'PROMOCION' for the codes of other promotions. */
    origen: text('origen').notNull().default('BIENVENIDA'),
    /** Phone that earned a welcome coupon: one welcome coupon per phone number, ever. */
    telefono: text('telefono'),
    creadoEn: createdAt(),
  },
  (t) => [
    index('cupones_usuario_idx').on(t.usuarioId),
    index('cupones_promocion_idx').on(t.promocionId),
    uniqueIndex('cupones_bienvenida_telefono_uq')
      .on(t.telefono)
      .where(sql`${t.origen} = 'BIENVENIDA'`),
  ],
);

export const invitados = pgTable(
  'invitados',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    numero: text('numero').notNull(),
  },
  // The reports tell a returning guest by phone (issue 36).
  (t) => [index('invitados_numero_idx').on(t.numero)],
);

// ── Orders ──────────────────────────────────────────────────────────────────

export const pedidos = pgTable(
  'pedidos',
  {
    id: serial('id').primaryKey(),
    sedeId: integer('sede_id')
      .notNull()
      .references(() => sedes.id),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    invitadoId: integer('invitado_id').references(() => invitados.id),
    tipoPedido: tipoPedidoEnum('tipo_pedido').notNull(),
    estado: estadoPedidoEnum('estado').notNull().default('PENDIENTE'),
    activo: boolean('activo').notNull().default(true),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    /** Products after line discounts, before delivery and coupon. */
    subtotalProductos: integer('subtotal_productos').notNull(),
    costoDomicilio: integer('costo_domicilio').notNull().default(0),
    descuentoCupon: integer('descuento_cupon').notNull().default(0),
    totalPedido: integer('total_pedido').notNull(),
    cuponId: integer('cupon_id').references(() => cupones.id),
    mesaId: integer('mesa_id').references(() => mesas.id),
    creadoDesdeAdmin: boolean('creado_desde_admin').notNull().default(false),
    creadoPorId: integer('creado_por_id').references(() => usuarios.id),
    metodoPago: metodoPagoEnum('metodo_pago').notNull().default('EFECTIVO'),
    /** Cash: what the customer pays with, at least the total; null for the exact total. */
    pagaCon: integer('paga_con'),
    /**
     * The tracking token sealed with ORDER_LINK_SECRET, for the link in WhatsApp messages
     * (decision 015); null without the secret.
     */
    tokenEnlace: text('token_enlace'),
    /** 'No quiero recibir mensajes': the customer opted out of this order's messages. */
    sinMensajes: boolean('sin_mensajes').notNull().default(false),
    /** 'Pago en línea': the payment's state (null for what is paid on delivery). */
    estadoPago: estadoPagoEnum('estado_pago'),
    /** 'Pago en línea': the end of the window to pay (PAYMENT_WINDOW_MS after the order). */
    pagoVenceEn: timestamp('pago_vence_en', { withTimezone: true }),
    /** 'Pago en línea': when it was paid, which places the order on the board (once). */
    pagadoEn: timestamp('pagado_en', { withTimezone: true }),
    /**
     * An order paid online then changed (issue 31): what is left to settle in cash, the new total
     * less what was paid; negative when the customer is owed the difference. Null otherwise.
     */
    saldoPendiente: integer('saldo_pendiente'),
    /** sha256 of the random tracking token; the token itself is only given to the customer. */
    tokenHash: text('token_hash').notNull().unique(),
    /** 'Programar' (issue 32): the start of the slot the customer chose; null: as soon as possible. */
    programadoPara: timestamp('programado_para', { withTimezone: true }),
    /** When the order was promised: the slot's start, or the honest ETA of 'Lo antes posible'. */
    entregaEstimada: timestamp('entrega_estimada', { withTimezone: true }),
    /** The slot the order holds against its capacity (its start); null when it holds none. */
    franja: timestamp('franja', { withTimezone: true }),
    /**
     * An order for later enters the kitchen (its display, its printers, the board's active flow)
     * at its slot less the preparation time; null: at once.
     */
    cocinaDesde: timestamp('cocina_desde', { withTimezone: true }),
    /** Its entry into the kitchen was announced (an order event), once, by one instance. */
    cocinaAvisada: boolean('cocina_avisada').notNull().default(false),
  },
  (t) => [
    index('pedidos_sede_fecha_idx').on(t.sedeId, t.fecha),
    index('pedidos_sede_estado_idx').on(t.sedeId, t.estado),
    index('pedidos_usuario_idx').on(t.usuarioId, t.fecha),
    // The reports tell a returning guest by the orders of their phone's guest rows (issue 36).
    index('pedidos_invitado_idx').on(t.invitadoId),
    // The expiry sweep's rows (payments.service.ts expireDue): unpaid and still open to pay.
    index('pedidos_pago_pendiente_idx')
      .on(t.pagoVenceEn)
      .where(
        sql`${t.estadoPago} in ('PENDIENTE_PAGO', 'RECHAZADO', 'ANULADO') and ${t.pagadoEn} is null`,
      ),
  ],
);

/**
 * One row per attempt to pay an order online (Wompi): its own reference, the amount the server
 * asked for, and what Wompi said about it. An event or a lookup changes a row at most once
 * per status, so a replayed event changes nothing.
 */
export const pagos = pgTable(
  'pagos',
  {
    id: serial('id').primaryKey(),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    referencia: text('referencia').notNull().unique(),
    montoCentavos: integer('monto_centavos').notNull(),
    moneda: text('moneda').notNull().default('COP'),
    /** Wompi's transaction id, once it is known (the return or the event). */
    transaccionId: text('transaccion_id').unique(),
    /** Wompi's last status for it (PENDING, APPROVED, DECLINED, VOIDED, ERROR). */
    estadoWompi: text('estado_wompi'),
    /** CARD, PSE, NEQUI, … */
    medio: text('medio'),
    estado: estadoPagoEnum('estado').notNull().default('PENDIENTE_PAGO'),
    /** Why a transaction was not accepted as paid (an amount that differs, …). */
    observacion: text('observacion'),
    creadoEn: createdAt(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pagos_pedido_idx').on(t.pedidoId)],
);

/**
 * Idempotency-Keys of order submits, kept 24 hours. A key is reserved before the order is made
 * (so a second submit while the first runs is told so) and bound to the body it came with.
 */
export const clavesIdempotencia = pgTable(
  'claves_idempotencia',
  {
    /** The client's key, hashed with the caller (keys of different callers never meet). */
    clave: text('clave').primaryKey(),
    /** sha256 of the validated request body. */
    huella: text('huella').notNull(),
    /** The order it made; null while the first request runs. */
    pedidoId: integer('pedido_id').references(() => pedidos.id, { onDelete: 'cascade' }),
    /** The tracking token sealed with a key derived from the Idempotency-Key, for replays. */
    tokenSellado: text('token_sellado'),
    creada: timestamp('creada', { withTimezone: true }).notNull(),
  },
  (t) => [index('claves_idempotencia_creada_idx').on(t.creada)],
);

export const direccionesPedido = pgTable('direcciones_pedido', {
  pedidoId: integer('pedido_id')
    .primaryKey()
    .references(() => pedidos.id, { onDelete: 'cascade' }),
  direccionEntrega: text('direccion_entrega').notNull(),
  instrucciones: text('instrucciones').notNull().default(''),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  distanciaKm: doublePrecision('distancia_km'),
  duracionMin: integer('duracion_min'),
});

/** Each promotion an order got and the pesos it took off (their sum is `descuento_cupon`). */
export const pedidoPromociones = pgTable(
  'pedido_promociones',
  {
    id: serial('id').primaryKey(),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    promocionId: integer('promocion_id')
      .notNull()
      .references(() => promociones.id),
    cuponId: integer('cupon_id').references(() => cupones.id, { onDelete: 'set null' }),
    /** As it was named and typed when the order was placed. */
    nombre: text('nombre').notNull(),
    tipo: text('tipo').notNull(),
    codigo: text('codigo'),
    descuento: integer('descuento').notNull(),
    creadoEn: createdAt(),
  },
  (t) => [
    index('pedido_promociones_pedido_idx').on(t.pedidoId),
    index('pedido_promociones_promocion_idx').on(t.promocionId),
  ],
);

export const pedidoProductos = pgTable(
  'pedido_productos',
  {
    id: serial('id').primaryKey(),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    productoId: integer('producto_id').references(() => productos.id),
    /** Second flavor of a half-and-half pizza. */
    productoMitadId: integer('producto_mitad_id').references(() => productos.id),
    productoEspecialId: integer('producto_especial_id').references(() => productosEspeciales.id),
    /** Name at the time of ordering, so the order reads the same after catalog edits. */
    nombre: text('nombre').notNull(),
    cantidad: integer('cantidad').notNull(),
    observaciones: text('observaciones').notNull().default(''),
    medidaId: integer('medida_id').references(() => medidas.id),
    precioUnitarioAplicado: integer('precio_unitario_aplicado').notNull(),
    descuentoPorcentaje: integer('descuento_porcentaje').notNull().default(0),
  },
  (t) => [index('pedido_productos_pedido_idx').on(t.pedidoId)],
);

export const pedidoProductoAdiciones = pgTable(
  'pedido_producto_adiciones',
  {
    id: serial('id').primaryKey(),
    pedidoProductoId: integer('pedido_producto_id')
      .notNull()
      .references(() => pedidoProductos.id, { onDelete: 'cascade' }),
    ingredienteId: integer('ingrediente_id')
      .notNull()
      .references(() => ingredientes.id),
    nombre: text('nombre').notNull(),
    precioAdicion: integer('precio_adicion').notNull(),
  },
  (t) => [index('pedido_adiciones_linea_idx').on(t.pedidoProductoId)],
);

export const pedidoProductoSelecciones = pgTable(
  'pedido_producto_selecciones',
  {
    id: serial('id').primaryKey(),
    pedidoProductoId: integer('pedido_producto_id')
      .notNull()
      .references(() => pedidoProductos.id, { onDelete: 'cascade' }),
    seccionId: integer('seccion_id').notNull(),
    opcionId: integer('opcion_id').notNull(),
    seccionNombre: text('seccion_nombre').notNull(),
    opcionNombre: text('opcion_nombre').notNull(),
    precioExtra: integer('precio_extra').notNull(),
  },
  (t) => [index('pedido_selecciones_linea_idx').on(t.pedidoProductoId)],
);

export const historialEstadosPedido = pgTable(
  'historial_estados_pedido',
  {
    id: serial('id').primaryKey(),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    estadoAnterior: estadoPedidoEnum('estado_anterior'),
    estadoNuevo: estadoPedidoEnum('estado_nuevo').notNull(),
    activoAnterior: boolean('activo_anterior'),
    activoNuevo: boolean('activo_nuevo').notNull(),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    creadoEn: createdAt(),
  },
  (t) => [
    index('historial_pedido_idx').on(t.pedidoId, t.creadoEn),
    // The reports' times read each order's first moment in each state from the index alone
    // (issue 36, decision 037).
    index('historial_pedido_estado_idx').on(t.pedidoId, t.estadoNuevo, t.creadoEn),
  ],
);

/**
 * A change staff made to a placed order (issue 31): who, when, the totals before and after, and
 * what changed, as the order's history shows it and as the kitchen marks its tickets.
 */
export const cambiosPedido = pgTable(
  'cambios_pedido',
  {
    id: serial('id').primaryKey(),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    totalAnterior: integer('total_anterior').notNull(),
    totalNuevo: integer('total_nuevo').notNull(),
    detalle: jsonb('detalle').$type<OrderChangeDetail>().notNull(),
    creadoEn: createdAt(),
  },
  (t) => [index('cambios_pedido_pedido_idx').on(t.pedidoId, t.creadoEn)],
);

// ── Kitchen ─────────────────────────────────────────────────────────────────

/**
 * A kitchen station of a branch ('Pizzas', 'Bebidas', 'Despacho'): it makes the lines of the
 * categories it takes; the expediter (`expedidor`) sees whole orders. Its tickets turn amber and
 * red after `minutosAmbar` and `minutosRojo` in the kitchen.
 */
export const estaciones = pgTable(
  'estaciones',
  {
    id: serial('id').primaryKey(),
    sedeId: integer('sede_id')
      .notNull()
      .references(() => sedes.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    orden: integer('orden').notNull().default(1),
    expedidor: boolean('expedidor').notNull().default(false),
    minutosAmbar: integer('minutos_ambar').notNull().default(8),
    minutosRojo: integer('minutos_rojo').notNull().default(12),
  },
  (t) => [uniqueIndex('estaciones_sede_nombre_uq').on(t.sedeId, sql`lower(${t.nombre})`)],
);

export const estacionCategorias = pgTable(
  'estacion_categorias',
  {
    estacionId: integer('estacion_id')
      .notNull()
      .references(() => estaciones.id, { onDelete: 'cascade' }),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categoriaProductos.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.estacionId, t.categoriaId] })],
);

/**
 * An order's ticket at a station once the station bumped it ('Listo'): when and by whom. 'Recuperar'
 * deletes it; each bump and recovery is also kept in `eventos_cocina` (preparation times).
 */
export const ticketsListos = pgTable(
  'tickets_listos',
  {
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    estacionId: integer('estacion_id')
      .notNull()
      .references(() => estaciones.id, { onDelete: 'cascade' }),
    listoEn: timestamp('listo_en', { withTimezone: true }).notNull(),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.pedidoId, t.estacionId] })],
);

/** A line a station marked made (one tap), until the ticket is bumped or the mark undone. */
export const lineasHechas = pgTable(
  'lineas_hechas',
  {
    pedidoProductoId: integer('pedido_producto_id')
      .notNull()
      .references(() => pedidoProductos.id, { onDelete: 'cascade' }),
    estacionId: integer('estacion_id')
      .notNull()
      .references(() => estaciones.id, { onDelete: 'cascade' }),
    hechaEn: timestamp('hecha_en', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.pedidoProductoId, t.estacionId] })],
);

/**
 * The kitchen's history, kept: each bump ('LISTO') and recovery ('RECUPERADO') of an order at a
 * station, with the time its ticket had been in the kitchen; the owner's reports read it.
 */
export const eventosCocina = pgTable(
  'eventos_cocina',
  {
    id: serial('id').primaryKey(),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    /** The station's name at the time: the history reads the same after a station is removed. */
    estacionId: integer('estacion_id').references(() => estaciones.id, { onDelete: 'set null' }),
    estacionNombre: text('estacion_nombre').notNull(),
    tipo: text('tipo').notNull(),
    /** Seconds from the order's entry into the kitchen to this event. */
    segundos: integer('segundos').notNull(),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    creadoEn: createdAt(),
  },
  (t) => [index('eventos_cocina_pedido_idx').on(t.pedidoId, t.creadoEn)],
);

// ── Ads, settings, messages ─────────────────────────────────────────────────

export const publicidades = pgTable('publicidades', {
  id: serial('id').primaryKey(),
  titulo: text('titulo').notNull(),
  imagen: text('imagen').notNull(),
  fechaInicio: timestamp('fecha_inicio', { withTimezone: true }).notNull(),
  fechaFin: timestamp('fecha_fin', { withTimezone: true }).notNull(),
  activa: boolean('activa').notNull().default(true),
  creadoEn: createdAt(),
});

export const configuraciones = pgTable('configuraciones', {
  clave: text('clave').primaryKey(),
  valor: jsonb('valor').notNull(),
});

/**
 * One-time links to the first-start setup (`/configuracion-inicial?token=…`): each start of a
 * server with no administrator adds one, stored as a SHA-256; the setup spends them all.
 */
export const tokensConfiguracionInicial = pgTable('tokens_configuracion_inicial', {
  tokenHash: text('token_hash').primaryKey(),
  expiraEn: timestamp('expira_en', { withTimezone: true }).notNull(),
  creadoEn: createdAt(),
});

/** Outbox of messages to customers (WhatsApp); the sender adapter drains it. */
export const mensajesSalientes = pgTable(
  'mensajes_salientes',
  {
    id: serial('id').primaryKey(),
    canal: text('canal').notNull().default('whatsapp'),
    destino: text('destino').notNull(),
    plantilla: text('plantilla').notNull(),
    parametros: jsonb('parametros').notNull().default({}),
    cuerpo: text('cuerpo').notNull(),
    estado: estadoMensajeEnum('estado').notNull().default('PENDIENTE'),
    intentos: integer('intentos').notNull().default(0),
    error: text('error'),
    /** One message per key ('pedido:12:pedido_enviado'): a repeated event sends nothing twice. */
    clave: text('clave').unique(),
    creadoEn: createdAt(),
    enviadoEn: timestamp('enviado_en', { withTimezone: true }),
  },
  (t) => [index('mensajes_estado_idx').on(t.estado, t.creadoEn)],
);

/**
 * Rate-limit windows shared by every instance on the database (decision 002): one row per
 * limited key, stored as a SHA-256 so no e-mail or address is kept in clear.
 */
export const limitesIntentos = pgTable('limites_intentos', {
  clave: text('clave').primaryKey(),
  intentos: integer('intentos').notNull(),
  reiniciaEn: timestamp('reinicia_en', { withTimezone: true }).notNull(),
});

// ── Printing ────────────────────────────────────────────────────────────────

export const estadoTrabajoImpresionEnum = pgEnum('estado_trabajo_impresion', ESTADOS_TRABAJO);

/**
 * A network thermal printer of a branch (ESC/POS over TCP): a station's, for its kitchen tickets,
 * or, with no station, the counter's, for receipts. At most one per station and one counter's.
 */
export const impresoras = pgTable(
  'impresoras',
  {
    id: serial('id').primaryKey(),
    sedeId: integer('sede_id')
      .notNull()
      .references(() => sedes.id, { onDelete: 'cascade' }),
    estacionId: integer('estacion_id').references(() => estaciones.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    puerto: integer('puerto').notNull().default(9100),
    /** Paper width in millimetres: 58 or 80. */
    ancho: integer('ancho').notNull().default(80),
  },
  (t) => [
    uniqueIndex('impresoras_estacion_uq').on(t.estacionId),
    uniqueIndex('impresoras_mostrador_uq')
      .on(t.sedeId)
      .where(sql`${t.estacionId} is null`),
    check('impresoras_ancho_ck', sql`${t.ancho} in (58, 80)`),
  ],
);

/** A branch's print agent: paired once with a code, then known by its token (hashed, revocable). */
export const agentesImpresion = pgTable('agentes_impresion', {
  id: serial('id').primaryKey(),
  sedeId: integer('sede_id')
    .notNull()
    .references(() => sedes.id, { onDelete: 'cascade' }),
  /** The computer it runs on, as the agent said when pairing. */
  nombre: text('nombre').notNull().default(''),
  tokenHash: text('token_hash').notNull().unique(),
  creadoEn: createdAt(),
  revocadoEn: timestamp('revocado_en', { withTimezone: true }),
  /** The database's time of its socket's last sign of life, and of its last close. */
  vistoEn: timestamp('visto_en', { withTimezone: true }),
  desconectadoEn: timestamp('desconectado_en', { withTimezone: true }),
});

/** One-time pairing codes of a branch's print agents ('ABCD-EFGH'), stored as a SHA-256. */
export const codigosImpresion = pgTable('codigos_impresion', {
  codigoHash: text('codigo_hash').primaryKey(),
  sedeId: integer('sede_id')
    .notNull()
    .references(() => sedes.id, { onDelete: 'cascade' }),
  venceEn: timestamp('vence_en', { withTimezone: true }).notNull(),
  usadoEn: timestamp('usado_en', { withTimezone: true }),
  usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
  creadoEn: createdAt(),
});

/**
 * A ticket to print, with its ESC/POS bytes and the printer it goes to as it was then: kept so
 * a reconnecting agent gets what is pending and the display can tell what did not print. A
 * kitchen ticket is made once per order and station.
 */
export const trabajosImpresion = pgTable(
  'trabajos_impresion',
  {
    id: serial('id').primaryKey(),
    sedeId: integer('sede_id')
      .notNull()
      .references(() => sedes.id, { onDelete: 'cascade' }),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    estacionId: integer('estacion_id').references(() => estaciones.id, { onDelete: 'set null' }),
    /** 'COCINA' (a station's ticket) or 'RECIBO' (the counter's receipt). */
    tipo: text('tipo').notNull(),
    /**
     * A station's ticket printed again for a change staff made to the order (issue 31): the
     * change; null for the ticket printed when the order entered the kitchen.
     */
    cambioId: integer('cambio_id').references(() => cambiosPedido.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    puerto: integer('puerto').notNull(),
    ancho: integer('ancho').notNull(),
    contenido: bytea('contenido').notNull(),
    estado: estadoTrabajoImpresionEnum('estado').notNull().default('PENDIENTE'),
    /** Times it was sent to an agent. */
    intentos: integer('intentos').notNull().default(0),
    ultimoError: text('ultimo_error'),
    creadoEn: createdAt(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
    /** The database's time of the last send: a send nobody settled (its instance stopped) is retried. */
    enviadoEn: timestamp('enviado_en', { withTimezone: true }),
  },
  (t) => [
    // One ticket per order and station when it enters the kitchen, and one per change after.
    uniqueIndex('trabajos_cocina_uq')
      .on(t.pedidoId, t.estacionId, sql`coalesce(${t.cambioId}, 0)`)
      .where(sql`${t.tipo} = 'COCINA'`),
    index('trabajos_sede_estado_idx').on(t.sedeId, t.estado, t.id),
  ],
);

/** A rider's shift at a branch (issue 33): open while `fin` is null, one open per rider. */
export const turnosRepartidor = pgTable(
  'turnos_repartidor',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    sedeId: integer('sede_id')
      .notNull()
      .references(() => sedes.id, { onDelete: 'cascade' }),
    inicio: timestamp('inicio', { withTimezone: true }).notNull(),
    fin: timestamp('fin', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('turnos_repartidor_abierto_uq')
      .on(t.usuarioId)
      .where(sql`${t.fin} IS NULL`),
    index('turnos_repartidor_sede_idx').on(t.sedeId, t.inicio),
  ],
);

/**
 * A rider's trip: 'ASIGNADO' while dispatch loads it (one per rider), 'EN_CAMINO' once it left
 * ('Salió'), 'TERMINADO' when every stop is closed.
 */
export const viajes = pgTable(
  'viajes',
  {
    id: serial('id').primaryKey(),
    sedeId: integer('sede_id')
      .notNull()
      .references(() => sedes.id, { onDelete: 'cascade' }),
    turnoId: integer('turno_id')
      .notNull()
      .references(() => turnosRepartidor.id, { onDelete: 'cascade' }),
    repartidorId: integer('repartidor_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    estado: text('estado').notNull().default('ASIGNADO'),
    /** Dispatch set the stops' order by hand: a new stop no longer re-sorts them by distance. */
    ordenManual: boolean('orden_manual').notNull().default(false),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull(),
    salioEn: timestamp('salio_en', { withTimezone: true }),
    terminadoEn: timestamp('terminado_en', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('viajes_cargando_uq')
      .on(t.repartidorId)
      .where(sql`${t.estado} = 'ASIGNADO'`),
    index('viajes_sede_estado_idx').on(t.sedeId, t.estado),
  ],
);

/**
 * An order in a trip (a stop): 'PENDIENTE' until the rider closes it 'ENTREGADO' or
 * 'NO_ENTREGADO' (with the reason). An order has at most one pending stop; a failed one may be
 * dispatched again in another trip.
 */
export const entregas = pgTable(
  'entregas',
  {
    id: serial('id').primaryKey(),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    viajeId: integer('viaje_id')
      .notNull()
      .references(() => viajes.id, { onDelete: 'cascade' }),
    orden: integer('orden').notNull(),
    estado: text('estado').notNull().default('PENDIENTE'),
    motivo: text('motivo'),
    nota: text('nota').notNull().default(''),
    asignadoEn: timestamp('asignado_en', { withTimezone: true }).notNull(),
    asignadoPor: integer('asignado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    cerradoEn: timestamp('cerrado_en', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('entregas_pendiente_uq')
      .on(t.pedidoId)
      .where(sql`${t.estado} = 'PENDIENTE'`),
    index('entregas_viaje_idx').on(t.viajeId, t.orden),
  ],
);

/** A rider's shift settled by staff: the cash expected and received, the difference and why. */
export const liquidaciones = pgTable('liquidaciones', {
  turnoId: integer('turno_id')
    .primaryKey()
    .references(() => turnosRepartidor.id, { onDelete: 'cascade' }),
  efectivoEsperado: integer('efectivo_esperado').notNull(),
  efectivoRecibido: integer('efectivo_recibido').notNull(),
  diferencia: integer('diferencia').notNull(),
  nota: text('nota').notNull().default(''),
  cerradoPor: integer('cerrado_por').references(() => usuarios.id, { onDelete: 'set null' }),
  cerradoEn: timestamp('cerrado_en', { withTimezone: true }).notNull(),
});

/**
 * Where a rider's phone was during a trip under way (issue 33): kept 24 hours, at most one per
 * rider every 5 seconds, shown only to the trip's customers (by their tracking token) and staff.
 */
export const posicionesRepartidor = pgTable(
  'posiciones_repartidor',
  {
    id: serial('id').primaryKey(),
    viajeId: integer('viaje_id')
      .notNull()
      .references(() => viajes.id, { onDelete: 'cascade' }),
    repartidorId: integer('repartidor_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    registradaEn: timestamp('registrada_en', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('posiciones_viaje_idx').on(t.viajeId, t.registradaEn),
    index('posiciones_registrada_idx').on(t.registradaEn),
  ],
);

// ── Cash closing (issue 36) ─────────────────────────────────────────────────

/**
 * A branch's cash shift: opened with the starting cash (`base`), closed with the counted cash.
 * At closing the system's sums are frozen in the row; a closed row never changes (a trigger
 * refuses it, migration 0018): corrections are lines of `correcciones_caja`.
 */
export const turnosCaja = pgTable(
  'turnos_caja',
  {
    id: serial('id').primaryKey(),
    sedeId: integer('sede_id')
      .notNull()
      .references(() => sedes.id, { onDelete: 'cascade' }),
    abiertoPor: integer('abierto_por').references(() => usuarios.id, { onDelete: 'set null' }),
    abiertoEn: timestamp('abierto_en', { withTimezone: true }).notNull(),
    base: integer('base').notNull(),
    cerradoPor: integer('cerrado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    cerradoEn: timestamp('cerrado_en', { withTimezone: true }),
    /** The system's sums at closing (CashTotals of the domain), frozen. */
    totales: jsonb('totales').$type<Record<string, number>>(),
    efectivoEsperado: integer('efectivo_esperado'),
    efectivoContado: integer('efectivo_contado'),
    diferencia: integer('diferencia'),
    nota: text('nota').notNull().default(''),
  },
  (t) => [
    uniqueIndex('turnos_caja_abierto_uq')
      .on(t.sedeId)
      .where(sql`${t.cerradoEn} IS NULL`),
    index('turnos_caja_sede_idx').on(t.sedeId, t.abiertoEn),
  ],
);

/** A correction to a closed cash shift: how much (signed pesos), why, who and when. */
export const correccionesCaja = pgTable(
  'correcciones_caja',
  {
    id: serial('id').primaryKey(),
    turnoId: integer('turno_id')
      .notNull()
      .references(() => turnosCaja.id, { onDelete: 'cascade' }),
    monto: integer('monto').notNull(),
    motivo: text('motivo').notNull(),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull(),
  },
  (t) => [index('correcciones_caja_turno_idx').on(t.turnoId)],
);

// ── Report summaries (issue 36, decision 038) ──────────────────────────────────
// Kept for the reports' speed, never a source of truth: rebuilt per (branch, Bogotá day) from the
// orders. Triggers on the orders, their lines, additions and state history mark the (branch, day)
// an order belongs to stale in the order's own transaction; a report rebuilds the stale days it
// covers before reading (reports-summaries.ts), so a summary is never wrong.

/** The (branch, Bogotá day) pairs whose summaries must be rebuilt before they are read. */
export const resumenesPendientes = pgTable(
  'resumenes_pendientes',
  {
    sedeId: integer('sede_id').notNull(),
    dia: date('dia').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sedeId, t.dia] })],
);

/**
 * What each branch sold each Bogotá day: products, specials, 'Arma tu pizza' halves per flavour
 * (MITAD) and additions (ADICION, by ingredient), as the product mix counts them.
 */
export const ventasProductoDia = pgTable(
  'ventas_producto_dia',
  {
    sedeId: integer('sede_id').notNull(),
    dia: date('dia').notNull(),
    tipo: text('tipo').notNull(),
    /** The product's, special's or ingredient's id (a half line's flavour may be null). */
    itemId: integer('item_id'),
    /** The greatest name the day's lines carried (the report prefers the catalog's). */
    nombre: text('nombre'),
    cantidad: bigint('cantidad', { mode: 'number' }).notNull(),
    ventas: bigint('ventas', { mode: 'number' }).notNull(),
  },
  (t) => [index('ventas_producto_dia_idx').on(t.sedeId, t.dia)],
);

/**
 * Each customer's sales per branch and Bogotá day: a registered account ('u' and its id) or a
 * guest by phone ('g' and the number); a null key counts the sales without a customer.
 */
export const clientesDia = pgTable(
  'clientes_dia',
  {
    sedeId: integer('sede_id').notNull(),
    dia: date('dia').notNull(),
    clave: text('clave'),
    pedidos: integer('pedidos').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('clientes_dia_sede_dia_idx').on(t.sedeId, t.dia, t.clave, t.pedidos, t.total),
    index('clientes_dia_clave_idx').on(t.clave, t.sedeId, t.dia),
  ],
);

/**
 * Each customer's first sale day at each branch: the earliest of their `clientes_dia` rows, kept
 * with them (a customer is returning when it is before the period).
 */
export const clientesPrimeraVenta = pgTable(
  'clientes_primera_venta',
  {
    clave: text('clave').notNull(),
    sedeId: integer('sede_id').notNull(),
    primera: date('primera').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clave, t.sedeId] }),
    index('clientes_primera_venta_dia_idx').on(t.sedeId, t.primera),
  ],
);

/**
 * Each sale's times in seconds, from the first moment its state history records each state
 * (null when a moment is missing), with its branch, Bogotá day and type: a period's times read
 * no other table and compute nothing per order.
 */
export const tiemposPedido = pgTable(
  'tiempos_pedido',
  {
    pedidoId: integer('pedido_id').primaryKey(),
    sedeId: integer('sede_id').notNull(),
    dia: date('dia').notNull(),
    tipoPedido: tipoPedidoEnum('tipo_pedido').notNull(),
    aceptadoPreparado: doublePrecision('aceptado_preparado'),
    preparadoEnviado: doublePrecision('preparado_enviado'),
    enviadoEntregado: doublePrecision('enviado_entregado'),
    aceptadoEntregado: doublePrecision('aceptado_entregado'),
  },
  (t) => [index('tiempos_pedido_sede_dia_idx').on(t.sedeId, t.dia)],
);
