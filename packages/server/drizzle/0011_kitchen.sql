CREATE TABLE "estacion_categorias" (
	"estacion_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	CONSTRAINT "estacion_categorias_estacion_id_categoria_id_pk" PRIMARY KEY("estacion_id","categoria_id")
);
--> statement-breakpoint
CREATE TABLE "estaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"sede_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"orden" integer DEFAULT 1 NOT NULL,
	"expedidor" boolean DEFAULT false NOT NULL,
	"minutos_ambar" integer DEFAULT 8 NOT NULL,
	"minutos_rojo" integer DEFAULT 12 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eventos_cocina" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"estacion_id" integer,
	"estacion_nombre" text NOT NULL,
	"tipo" text NOT NULL,
	"segundos" integer NOT NULL,
	"usuario_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lineas_hechas" (
	"pedido_producto_id" integer NOT NULL,
	"estacion_id" integer NOT NULL,
	"hecha_en" timestamp with time zone NOT NULL,
	CONSTRAINT "lineas_hechas_pedido_producto_id_estacion_id_pk" PRIMARY KEY("pedido_producto_id","estacion_id")
);
--> statement-breakpoint
CREATE TABLE "tickets_listos" (
	"pedido_id" integer NOT NULL,
	"estacion_id" integer NOT NULL,
	"listo_en" timestamp with time zone NOT NULL,
	"usuario_id" integer,
	CONSTRAINT "tickets_listos_pedido_id_estacion_id_pk" PRIMARY KEY("pedido_id","estacion_id")
);
--> statement-breakpoint
ALTER TABLE "estacion_categorias" ADD CONSTRAINT "estacion_categorias_estacion_id_estaciones_id_fk" FOREIGN KEY ("estacion_id") REFERENCES "public"."estaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estacion_categorias" ADD CONSTRAINT "estacion_categorias_categoria_id_categoria_productos_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria_productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estaciones" ADD CONSTRAINT "estaciones_sede_id_sedes_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sedes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eventos_cocina" ADD CONSTRAINT "eventos_cocina_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eventos_cocina" ADD CONSTRAINT "eventos_cocina_estacion_id_estaciones_id_fk" FOREIGN KEY ("estacion_id") REFERENCES "public"."estaciones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eventos_cocina" ADD CONSTRAINT "eventos_cocina_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineas_hechas" ADD CONSTRAINT "lineas_hechas_pedido_producto_id_pedido_productos_id_fk" FOREIGN KEY ("pedido_producto_id") REFERENCES "public"."pedido_productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineas_hechas" ADD CONSTRAINT "lineas_hechas_estacion_id_estaciones_id_fk" FOREIGN KEY ("estacion_id") REFERENCES "public"."estaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets_listos" ADD CONSTRAINT "tickets_listos_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets_listos" ADD CONSTRAINT "tickets_listos_estacion_id_estaciones_id_fk" FOREIGN KEY ("estacion_id") REFERENCES "public"."estaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets_listos" ADD CONSTRAINT "tickets_listos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "estaciones_sede_nombre_uq" ON "estaciones" USING btree ("sede_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "eventos_cocina_pedido_idx" ON "eventos_cocina" USING btree ("pedido_id","creado_en");--> statement-breakpoint
-- The kitchen display's key (issue 31), given to Administrador, who holds every key.
INSERT INTO "permisos" ("clave", "nombre") VALUES ('ver_cocina', 'Ver la cocina')
ON CONFLICT ("clave") DO NOTHING;--> statement-breakpoint
INSERT INTO "rol_permisos" ("rol_id", "permiso_id")
SELECT r.id, p.id FROM "roles" r CROSS JOIN "permisos" p
WHERE r.rol = 'Administrador' AND p.clave = 'ver_cocina'
ON CONFLICT DO NOTHING;
