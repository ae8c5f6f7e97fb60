CREATE TYPE "public"."estado_mensaje" AS ENUM('PENDIENTE', 'ENVIADO', 'FALLIDO');--> statement-breakpoint
CREATE TYPE "public"."estado_mesa" AS ENUM('LIBRE', 'ESPERANDO', 'OCUPADA');--> statement-breakpoint
CREATE TYPE "public"."estado_pedido" AS ENUM('PENDIENTE', 'ACEPTADO', 'EN_PROCESO', 'PREPARADO', 'ENVIADO', 'ENTREGADO', 'CANCELADO');--> statement-breakpoint
CREATE TYPE "public"."grupo_sabor" AS ENUM('TRADICIONALES', 'ESPECIALES', 'SUPER_ESPECIALES');--> statement-breakpoint
CREATE TYPE "public"."medida" AS ENUM('PERSONAL', 'PEQUENA', 'MEDIANA', 'GRANDE', 'FAMILIAR');--> statement-breakpoint
CREATE TYPE "public"."tipo_pedido" AS ENUM('DOMICILIO', 'RECOGER', 'MESA');--> statement-breakpoint
CREATE TABLE "categoria_ingredientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"tiene_medidas" boolean DEFAULT false NOT NULL,
	CONSTRAINT "categoria_ingredientes_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "categoria_productos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"slug" text NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"tiene_medidas" boolean DEFAULT false NOT NULL,
	CONSTRAINT "categoria_productos_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "codigos_verificacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"numero" text NOT NULL,
	"codigo_hash" text NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"usado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configuraciones" (
	"clave" text PRIMARY KEY NOT NULL,
	"valor" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cupones" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"porcentaje_descuento" integer NOT NULL,
	"fecha_inicio" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_fin" timestamp with time zone NOT NULL,
	"usado" boolean DEFAULT false NOT NULL,
	"usado_en" timestamp with time zone,
	"origen" text DEFAULT 'BIENVENIDA' NOT NULL,
	"telefono" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cupones_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "direcciones_pedido" (
	"pedido_id" integer PRIMARY KEY NOT NULL,
	"direccion_entrega" text NOT NULL,
	"instrucciones" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"distancia_km" double precision,
	"duracion_min" integer
);
--> statement-breakpoint
CREATE TABLE "historial_estados_pedido" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"estado_anterior" "estado_pedido",
	"estado_nuevo" "estado_pedido" NOT NULL,
	"activo_anterior" boolean,
	"activo_nuevo" boolean NOT NULL,
	"usuario_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "horarios_sede" (
	"id" serial PRIMARY KEY NOT NULL,
	"sede_id" integer NOT NULL,
	"dia_semana" integer NOT NULL,
	"hora_inicio" time,
	"hora_fin" time,
	"cerrado" boolean DEFAULT false NOT NULL,
	"es_festivo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingredientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"categoria_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitados" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"numero" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medidas" (
	"id" serial PRIMARY KEY NOT NULL,
	"value" "medida" NOT NULL,
	"label" text NOT NULL,
	"orden" integer NOT NULL,
	CONSTRAINT "medidas_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "mensajes_salientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"canal" text DEFAULT 'whatsapp' NOT NULL,
	"destino" text NOT NULL,
	"plantilla" text NOT NULL,
	"parametros" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cuerpo" text NOT NULL,
	"estado" "estado_mensaje" DEFAULT 'PENDIENTE' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"error" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mesas" (
	"id" serial PRIMARY KEY NOT NULL,
	"sede_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"estado" "estado_mesa" DEFAULT 'LIBRE' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"seccion_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"precio_extra" integer DEFAULT 0 NOT NULL,
	"orden" integer DEFAULT 1 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"producto_relacionado_id" integer
);
--> statement-breakpoint
CREATE TABLE "pedido_producto_adiciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_producto_id" integer NOT NULL,
	"ingrediente_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"precio_adicion" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_producto_selecciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_producto_id" integer NOT NULL,
	"seccion_id" integer NOT NULL,
	"opcion_id" integer NOT NULL,
	"seccion_nombre" text NOT NULL,
	"opcion_nombre" text NOT NULL,
	"precio_extra" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_productos" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"producto_id" integer,
	"producto_mitad_id" integer,
	"producto_especial_id" integer,
	"nombre" text NOT NULL,
	"cantidad" integer NOT NULL,
	"observaciones" text DEFAULT '' NOT NULL,
	"medida_id" integer,
	"precio_unitario_aplicado" integer NOT NULL,
	"descuento_porcentaje" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedidos" (
	"id" serial PRIMARY KEY NOT NULL,
	"sede_id" integer NOT NULL,
	"usuario_id" integer,
	"invitado_id" integer,
	"tipo_pedido" "tipo_pedido" NOT NULL,
	"estado" "estado_pedido" DEFAULT 'PENDIENTE' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"subtotal_productos" integer NOT NULL,
	"costo_domicilio" integer DEFAULT 0 NOT NULL,
	"descuento_cupon" integer DEFAULT 0 NOT NULL,
	"total_pedido" integer NOT NULL,
	"cupon_id" integer,
	"mesa_id" integer,
	"creado_desde_admin" boolean DEFAULT false NOT NULL,
	"creado_por_id" integer,
	"token_hash" text NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "pedidos_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "pedidos_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "permisos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"clave" text NOT NULL,
	CONSTRAINT "permisos_clave_unique" UNIQUE("clave")
);
--> statement-breakpoint
CREATE TABLE "posibles_adiciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"producto_id" integer NOT NULL,
	"ingrediente_id" integer NOT NULL,
	"precio_adicion" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "precios_por_medida" (
	"id" serial PRIMARY KEY NOT NULL,
	"producto_id" integer NOT NULL,
	"medida_id" integer NOT NULL,
	"precio" integer NOT NULL,
	"admite_mitades" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "productos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"categoria_id" integer NOT NULL,
	"precio" integer,
	"descuento" integer DEFAULT 0 NOT NULL,
	"imagen" text,
	"activo" boolean DEFAULT true NOT NULL,
	"grupo_sabor" "grupo_sabor",
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "productos_especiales" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"precio_base" integer NOT NULL,
	"descuento" integer DEFAULT 0 NOT NULL,
	"categoria_id" integer NOT NULL,
	"imagen" text,
	"tipo" text DEFAULT 'CONFIGURABLE' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publicidades" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"imagen" text NOT NULL,
	"fecha_inicio" timestamp with time zone NOT NULL,
	"fecha_fin" timestamp with time zone NOT NULL,
	"activa" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rol_permisos" (
	"rol_id" integer NOT NULL,
	"permiso_id" integer NOT NULL,
	CONSTRAINT "rol_permisos_rol_id_permiso_id_pk" PRIMARY KEY("rol_id","permiso_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"rol" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "roles_rol_unique" UNIQUE("rol")
);
--> statement-breakpoint
CREATE TABLE "secciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"producto_especial_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"minimo" integer DEFAULT 0 NOT NULL,
	"maximo" integer DEFAULT 1 NOT NULL,
	"seleccionar_mayor_valor" boolean DEFAULT false NOT NULL,
	"orden" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sede_productos" (
	"sede_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	CONSTRAINT "sede_productos_sede_id_producto_id_pk" PRIMARY KEY("sede_id","producto_id")
);
--> statement-breakpoint
CREATE TABLE "sede_productos_especiales" (
	"sede_id" integer NOT NULL,
	"producto_especial_id" integer NOT NULL,
	CONSTRAINT "sede_productos_especiales_sede_id_producto_especial_id_pk" PRIMARY KEY("sede_id","producto_especial_id")
);
--> statement-breakpoint
CREATE TABLE "sedes" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"direccion" text NOT NULL,
	"telefono" text NOT NULL,
	"imagen" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"radio_cobertura_km" double precision DEFAULT 5 NOT NULL,
	"activa" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_uso" timestamp with time zone,
	"revocado_en" timestamp with time zone,
	CONSTRAINT "tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "usuario_roles" (
	"usuario_id" integer NOT NULL,
	"rol_id" integer NOT NULL,
	CONSTRAINT "usuario_roles_usuario_id_rol_id_pk" PRIMARY KEY("usuario_id","rol_id")
);
--> statement-breakpoint
CREATE TABLE "usuario_sedes" (
	"usuario_id" integer NOT NULL,
	"sede_id" integer NOT NULL,
	CONSTRAINT "usuario_sedes_usuario_id_sede_id_pk" PRIMARY KEY("usuario_id","sede_id")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"numero" text,
	"password_hash" text NOT NULL,
	"telefono_verificado" boolean DEFAULT false NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "codigos_verificacion" ADD CONSTRAINT "codigos_verificacion_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cupones" ADD CONSTRAINT "cupones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direcciones_pedido" ADD CONSTRAINT "direcciones_pedido_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historial_estados_pedido" ADD CONSTRAINT "historial_estados_pedido_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historial_estados_pedido" ADD CONSTRAINT "historial_estados_pedido_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horarios_sede" ADD CONSTRAINT "horarios_sede_sede_id_sedes_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sedes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredientes" ADD CONSTRAINT "ingredientes_categoria_id_categoria_ingredientes_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria_ingredientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mesas" ADD CONSTRAINT "mesas_sede_id_sedes_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sedes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opciones" ADD CONSTRAINT "opciones_seccion_id_secciones_id_fk" FOREIGN KEY ("seccion_id") REFERENCES "public"."secciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opciones" ADD CONSTRAINT "opciones_producto_relacionado_id_productos_id_fk" FOREIGN KEY ("producto_relacionado_id") REFERENCES "public"."productos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_producto_adiciones" ADD CONSTRAINT "pedido_producto_adiciones_pedido_producto_id_pedido_productos_id_fk" FOREIGN KEY ("pedido_producto_id") REFERENCES "public"."pedido_productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_producto_adiciones" ADD CONSTRAINT "pedido_producto_adiciones_ingrediente_id_ingredientes_id_fk" FOREIGN KEY ("ingrediente_id") REFERENCES "public"."ingredientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_producto_selecciones" ADD CONSTRAINT "pedido_producto_selecciones_pedido_producto_id_pedido_productos_id_fk" FOREIGN KEY ("pedido_producto_id") REFERENCES "public"."pedido_productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_productos" ADD CONSTRAINT "pedido_productos_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_productos" ADD CONSTRAINT "pedido_productos_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_productos" ADD CONSTRAINT "pedido_productos_producto_mitad_id_productos_id_fk" FOREIGN KEY ("producto_mitad_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_productos" ADD CONSTRAINT "pedido_productos_producto_especial_id_productos_especiales_id_fk" FOREIGN KEY ("producto_especial_id") REFERENCES "public"."productos_especiales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_productos" ADD CONSTRAINT "pedido_productos_medida_id_medidas_id_fk" FOREIGN KEY ("medida_id") REFERENCES "public"."medidas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_sede_id_sedes_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sedes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_invitado_id_invitados_id_fk" FOREIGN KEY ("invitado_id") REFERENCES "public"."invitados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_cupon_id_cupones_id_fk" FOREIGN KEY ("cupon_id") REFERENCES "public"."cupones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_mesa_id_mesas_id_fk" FOREIGN KEY ("mesa_id") REFERENCES "public"."mesas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_creado_por_id_usuarios_id_fk" FOREIGN KEY ("creado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posibles_adiciones" ADD CONSTRAINT "posibles_adiciones_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posibles_adiciones" ADD CONSTRAINT "posibles_adiciones_ingrediente_id_ingredientes_id_fk" FOREIGN KEY ("ingrediente_id") REFERENCES "public"."ingredientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precios_por_medida" ADD CONSTRAINT "precios_por_medida_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precios_por_medida" ADD CONSTRAINT "precios_por_medida_medida_id_medidas_id_fk" FOREIGN KEY ("medida_id") REFERENCES "public"."medidas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_categoria_id_categoria_productos_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria_productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_especiales" ADD CONSTRAINT "productos_especiales_categoria_id_categoria_productos_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria_productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rol_permisos" ADD CONSTRAINT "rol_permisos_rol_id_roles_id_fk" FOREIGN KEY ("rol_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rol_permisos" ADD CONSTRAINT "rol_permisos_permiso_id_permisos_id_fk" FOREIGN KEY ("permiso_id") REFERENCES "public"."permisos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secciones" ADD CONSTRAINT "secciones_producto_especial_id_productos_especiales_id_fk" FOREIGN KEY ("producto_especial_id") REFERENCES "public"."productos_especiales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sede_productos" ADD CONSTRAINT "sede_productos_sede_id_sedes_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sedes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sede_productos" ADD CONSTRAINT "sede_productos_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sede_productos_especiales" ADD CONSTRAINT "sede_productos_especiales_sede_id_sedes_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sedes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sede_productos_especiales" ADD CONSTRAINT "sede_productos_especiales_producto_especial_id_productos_especiales_id_fk" FOREIGN KEY ("producto_especial_id") REFERENCES "public"."productos_especiales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_roles" ADD CONSTRAINT "usuario_roles_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_roles" ADD CONSTRAINT "usuario_roles_rol_id_roles_id_fk" FOREIGN KEY ("rol_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_sedes" ADD CONSTRAINT "usuario_sedes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_sedes" ADD CONSTRAINT "usuario_sedes_sede_id_sedes_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sedes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codigos_usuario_idx" ON "codigos_verificacion" USING btree ("usuario_id","creado_en");--> statement-breakpoint
CREATE INDEX "cupones_usuario_idx" ON "cupones" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cupones_bienvenida_telefono_uq" ON "cupones" USING btree ("telefono") WHERE "cupones"."origen" = 'BIENVENIDA';--> statement-breakpoint
CREATE INDEX "historial_pedido_idx" ON "historial_estados_pedido" USING btree ("pedido_id","creado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "horarios_sede_dia_uq" ON "horarios_sede" USING btree ("sede_id","dia_semana","es_festivo");--> statement-breakpoint
CREATE INDEX "mensajes_estado_idx" ON "mensajes_salientes" USING btree ("estado","creado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "mesas_sede_nombre_uq" ON "mesas" USING btree ("sede_id","nombre");--> statement-breakpoint
CREATE INDEX "opciones_seccion_idx" ON "opciones" USING btree ("seccion_id");--> statement-breakpoint
CREATE INDEX "pedido_adiciones_linea_idx" ON "pedido_producto_adiciones" USING btree ("pedido_producto_id");--> statement-breakpoint
CREATE INDEX "pedido_selecciones_linea_idx" ON "pedido_producto_selecciones" USING btree ("pedido_producto_id");--> statement-breakpoint
CREATE INDEX "pedido_productos_pedido_idx" ON "pedido_productos" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "pedidos_sede_fecha_idx" ON "pedidos" USING btree ("sede_id","fecha");--> statement-breakpoint
CREATE INDEX "pedidos_sede_estado_idx" ON "pedidos" USING btree ("sede_id","estado");--> statement-breakpoint
CREATE INDEX "pedidos_usuario_idx" ON "pedidos" USING btree ("usuario_id","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "adiciones_producto_ingrediente_uq" ON "posibles_adiciones" USING btree ("producto_id","ingrediente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "precios_producto_medida_uq" ON "precios_por_medida" USING btree ("producto_id","medida_id");--> statement-breakpoint
CREATE INDEX "productos_categoria_idx" ON "productos" USING btree ("categoria_id");--> statement-breakpoint
CREATE INDEX "especiales_categoria_idx" ON "productos_especiales" USING btree ("categoria_id");--> statement-breakpoint
CREATE INDEX "secciones_especial_idx" ON "secciones" USING btree ("producto_especial_id");--> statement-breakpoint
CREATE INDEX "tokens_usuario_idx" ON "tokens" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_uq" ON "usuarios" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_numero_uq" ON "usuarios" USING btree ("numero");