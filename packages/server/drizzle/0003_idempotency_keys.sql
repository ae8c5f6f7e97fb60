CREATE TABLE "claves_idempotencia" (
	"clave" text PRIMARY KEY NOT NULL,
	"huella" text NOT NULL,
	"pedido_id" integer,
	"token_sellado" text,
	"creada" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pedidos" DROP CONSTRAINT "pedidos_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "claves_idempotencia" ADD CONSTRAINT "claves_idempotencia_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claves_idempotencia_creada_idx" ON "claves_idempotencia" USING btree ("creada");--> statement-breakpoint
ALTER TABLE "pedidos" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "pedidos" DROP COLUMN "token_sellado";