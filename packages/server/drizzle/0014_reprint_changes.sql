DROP INDEX "trabajos_cocina_uq";--> statement-breakpoint
ALTER TABLE "trabajos_impresion" ADD COLUMN "cambio_id" integer;--> statement-breakpoint
ALTER TABLE "trabajos_impresion" ADD CONSTRAINT "trabajos_impresion_cambio_id_cambios_pedido_id_fk" FOREIGN KEY ("cambio_id") REFERENCES "public"."cambios_pedido"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trabajos_cocina_uq" ON "trabajos_impresion" USING btree ("pedido_id","estacion_id",coalesce("cambio_id", 0)) WHERE "trabajos_impresion"."tipo" = 'COCINA';