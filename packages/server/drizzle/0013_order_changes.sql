CREATE TABLE "cambios_pedido" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"usuario_id" integer,
	"total_anterior" integer NOT NULL,
	"total_nuevo" integer NOT NULL,
	"detalle" jsonb NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "saldo_pendiente" integer;--> statement-breakpoint
ALTER TABLE "cambios_pedido" ADD CONSTRAINT "cambios_pedido_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cambios_pedido" ADD CONSTRAINT "cambios_pedido_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cambios_pedido_pedido_idx" ON "cambios_pedido" USING btree ("pedido_id","creado_en");