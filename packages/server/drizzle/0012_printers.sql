CREATE TYPE "public"."estado_trabajo_impresion" AS ENUM('PENDIENTE', 'ENVIADO', 'IMPRESO', 'FALLIDO');--> statement-breakpoint
CREATE TABLE "agentes_impresion" (
	"id" serial PRIMARY KEY NOT NULL,
	"sede_id" integer NOT NULL,
	"nombre" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"revocado_en" timestamp with time zone,
	"visto_en" timestamp with time zone,
	"desconectado_en" timestamp with time zone,
	CONSTRAINT "agentes_impresion_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "codigos_impresion" (
	"codigo_hash" text PRIMARY KEY NOT NULL,
	"sede_id" integer NOT NULL,
	"vence_en" timestamp with time zone NOT NULL,
	"usado_en" timestamp with time zone,
	"usuario_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impresoras" (
	"id" serial PRIMARY KEY NOT NULL,
	"sede_id" integer NOT NULL,
	"estacion_id" integer,
	"host" text NOT NULL,
	"puerto" integer DEFAULT 9100 NOT NULL,
	"ancho" integer DEFAULT 80 NOT NULL,
	CONSTRAINT "impresoras_ancho_ck" CHECK ("impresoras"."ancho" in (58, 80))
);
--> statement-breakpoint
CREATE TABLE "trabajos_impresion" (
	"id" serial PRIMARY KEY NOT NULL,
	"sede_id" integer NOT NULL,
	"pedido_id" integer NOT NULL,
	"estacion_id" integer,
	"tipo" text NOT NULL,
	"host" text NOT NULL,
	"puerto" integer NOT NULL,
	"ancho" integer NOT NULL,
	"contenido" "bytea" NOT NULL,
	"estado" "estado_trabajo_impresion" DEFAULT 'PENDIENTE' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"ultimo_error" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_en" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agentes_impresion" ADD CONSTRAINT "agentes_impresion_sede_id_sedes_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sedes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigos_impresion" ADD CONSTRAINT "codigos_impresion_sede_id_sedes_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sedes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigos_impresion" ADD CONSTRAINT "codigos_impresion_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impresoras" ADD CONSTRAINT "impresoras_sede_id_sedes_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sedes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impresoras" ADD CONSTRAINT "impresoras_estacion_id_estaciones_id_fk" FOREIGN KEY ("estacion_id") REFERENCES "public"."estaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trabajos_impresion" ADD CONSTRAINT "trabajos_impresion_sede_id_sedes_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sedes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trabajos_impresion" ADD CONSTRAINT "trabajos_impresion_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trabajos_impresion" ADD CONSTRAINT "trabajos_impresion_estacion_id_estaciones_id_fk" FOREIGN KEY ("estacion_id") REFERENCES "public"."estaciones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "impresoras_estacion_uq" ON "impresoras" USING btree ("estacion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "impresoras_mostrador_uq" ON "impresoras" USING btree ("sede_id") WHERE "impresoras"."estacion_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "trabajos_cocina_uq" ON "trabajos_impresion" USING btree ("pedido_id","estacion_id") WHERE "trabajos_impresion"."tipo" = 'COCINA';--> statement-breakpoint
CREATE INDEX "trabajos_sede_estado_idx" ON "trabajos_impresion" USING btree ("sede_id","estado","id");