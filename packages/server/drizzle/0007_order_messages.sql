ALTER TABLE "mensajes_salientes" ADD COLUMN "clave" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "token_enlace" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "sin_mensajes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mensajes_salientes" ADD CONSTRAINT "mensajes_salientes_clave_unique" UNIQUE("clave");