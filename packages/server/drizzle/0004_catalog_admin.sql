CREATE TABLE "agotados" (
	"id" serial PRIMARY KEY NOT NULL,
	"sede_id" integer NOT NULL,
	"producto_id" integer,
	"producto_especial_id" integer,
	"ingrediente_id" integer,
	"hasta" timestamp with time zone NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agotados_una_referencia" CHECK (num_nonnulls("agotados"."producto_id", "agotados"."producto_especial_id", "agotados"."ingrediente_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "imagenes" (
	"hash" text NOT NULL,
	"ancho" integer NOT NULL,
	"tipo" text NOT NULL,
	"contenido" "bytea" NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imagenes_hash_ancho_pk" PRIMARY KEY("hash","ancho")
);
--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "modificado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "modificado_por_id" integer;--> statement-breakpoint
ALTER TABLE "productos_especiales" ADD COLUMN "modificado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "productos_especiales" ADD COLUMN "modificado_por_id" integer;--> statement-breakpoint
ALTER TABLE "agotados" ADD CONSTRAINT "agotados_sede_id_sedes_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sedes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agotados" ADD CONSTRAINT "agotados_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agotados" ADD CONSTRAINT "agotados_producto_especial_id_productos_especiales_id_fk" FOREIGN KEY ("producto_especial_id") REFERENCES "public"."productos_especiales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agotados" ADD CONSTRAINT "agotados_ingrediente_id_ingredientes_id_fk" FOREIGN KEY ("ingrediente_id") REFERENCES "public"."ingredientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agotados_producto_uq" ON "agotados" USING btree ("sede_id","producto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agotados_especial_uq" ON "agotados" USING btree ("sede_id","producto_especial_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agotados_ingrediente_uq" ON "agotados" USING btree ("sede_id","ingrediente_id");--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_modificado_por_id_usuarios_id_fk" FOREIGN KEY ("modificado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_especiales" ADD CONSTRAINT "productos_especiales_modificado_por_id_usuarios_id_fk" FOREIGN KEY ("modificado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ingredientes_categoria_nombre_uq" ON "ingredientes" USING btree ("categoria_id",lower("nombre"));