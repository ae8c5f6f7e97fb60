CREATE TYPE "public"."estado_pago" AS ENUM('PENDIENTE_PAGO', 'PAGADO', 'RECHAZADO', 'ANULADO', 'EXPIRADO');--> statement-breakpoint
ALTER TYPE "public"."metodo_pago" ADD VALUE 'EN_LINEA' BEFORE 'EFECTIVO';--> statement-breakpoint
CREATE TABLE "pagos" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"referencia" text NOT NULL,
	"monto_centavos" integer NOT NULL,
	"moneda" text DEFAULT 'COP' NOT NULL,
	"transaccion_id" text,
	"estado_wompi" text,
	"medio" text,
	"estado" "estado_pago" DEFAULT 'PENDIENTE_PAGO' NOT NULL,
	"observacion" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagos_referencia_unique" UNIQUE("referencia"),
	CONSTRAINT "pagos_transaccion_id_unique" UNIQUE("transaccion_id")
);
--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "estado_pago" "estado_pago";--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "pago_vence_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "pagado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pagos" ADD CONSTRAINT "pagos_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pagos_pedido_idx" ON "pagos" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "pedidos_pago_pendiente_idx" ON "pedidos" USING btree ("pago_vence_en") WHERE "pedidos"."estado_pago" in ('PENDIENTE_PAGO', 'RECHAZADO');