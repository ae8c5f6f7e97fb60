CREATE TABLE "zonas_entrega" (
	"id" serial PRIMARY KEY NOT NULL,
	"sede_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"poligono" jsonb NOT NULL,
	"tarifa_tipo" text DEFAULT 'CALCULADA' NOT NULL,
	"tarifa_fija" integer,
	"pedido_minimo" integer DEFAULT 0 NOT NULL,
	"activa" boolean DEFAULT true NOT NULL,
	"orden" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sedes" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "sedes" ADD COLUMN "pausada" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sedes" ADD COLUMN "pausa_motivo" text;--> statement-breakpoint
ALTER TABLE "sedes" ADD COLUMN "pausa_hasta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sedes" ADD COLUMN "minutos_extra" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "zonas_entrega" ADD CONSTRAINT "zonas_entrega_sede_id_sedes_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sedes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "zonas_entrega_sede_idx" ON "zonas_entrega" USING btree ("sede_id");