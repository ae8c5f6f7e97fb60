CREATE TYPE "public"."metodo_pago" AS ENUM('EFECTIVO', 'DATAFONO');--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "metodo_pago" "metodo_pago" DEFAULT 'EFECTIVO' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "paga_con" integer;