ALTER TABLE "pedidos" ADD COLUMN "cocina_desde" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "cocina_avisada" boolean DEFAULT false NOT NULL;