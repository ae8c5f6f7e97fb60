CREATE TABLE "franjas_ocupadas" (
	"sede_id" integer NOT NULL,
	"tipo_pedido" "tipo_pedido" NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"ocupados" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "franjas_ocupadas_sede_id_tipo_pedido_inicio_pk" PRIMARY KEY("sede_id","tipo_pedido","inicio")
);
--> statement-breakpoint
CREATE TABLE "programacion_sedes" (
	"sede_id" integer PRIMARY KEY NOT NULL,
	"minutos_preparacion_recoger" integer DEFAULT 20 NOT NULL,
	"minutos_preparacion_domicilio" integer DEFAULT 35 NOT NULL,
	"dias_programacion" integer DEFAULT 7 NOT NULL,
	"minutos_franja" integer DEFAULT 15 NOT NULL,
	"capacidad_domicilio" integer,
	"capacidad_recoger" integer
);
--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "programado_para" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "entrega_estimada" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "franja" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "franjas_ocupadas" ADD CONSTRAINT "franjas_ocupadas_sede_id_sedes_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sedes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programacion_sedes" ADD CONSTRAINT "programacion_sedes_sede_id_sedes_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sedes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Orders placed before slots were promised the delivery time they were quoted: as soon as possible.
UPDATE "pedidos" SET "entrega_estimada" = "fecha" + interval '35 minutes' WHERE "entrega_estimada" IS NULL;
