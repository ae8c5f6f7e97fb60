CREATE TABLE "pedido_promociones" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"promocion_id" integer NOT NULL,
	"cupon_id" integer,
	"nombre" text NOT NULL,
	"tipo" text NOT NULL,
	"codigo" text,
	"descuento" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promocion_usos_cliente" (
	"promocion_id" integer NOT NULL,
	"cliente" text NOT NULL,
	"usos" integer NOT NULL,
	CONSTRAINT "promocion_usos_cliente_promocion_id_cliente_pk" PRIMARY KEY("promocion_id","cliente")
);
--> statement-breakpoint
CREATE TABLE "promociones" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"tipo" text NOT NULL,
	"regla" jsonb NOT NULL,
	"condiciones" jsonb NOT NULL,
	"aplicacion" text NOT NULL,
	"combinable" boolean DEFAULT false NOT NULL,
	"activa" boolean DEFAULT true NOT NULL,
	"usos_maximos" integer,
	"usos_por_cliente" integer,
	"usos" integer DEFAULT 0 NOT NULL,
	"origen" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cupones" ALTER COLUMN "usuario_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cupones" ALTER COLUMN "porcentaje_descuento" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cupones" ALTER COLUMN "fecha_inicio" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "cupones" ALTER COLUMN "fecha_inicio" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cupones" ALTER COLUMN "fecha_fin" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cupones" ADD COLUMN "promocion_id" integer;--> statement-breakpoint
ALTER TABLE "cupones" ADD COLUMN "un_solo_uso" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cupones" ADD COLUMN "usos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido_promociones" ADD CONSTRAINT "pedido_promociones_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_promociones" ADD CONSTRAINT "pedido_promociones_promocion_id_promociones_id_fk" FOREIGN KEY ("promocion_id") REFERENCES "public"."promociones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_promociones" ADD CONSTRAINT "pedido_promociones_cupon_id_cupones_id_fk" FOREIGN KEY ("cupon_id") REFERENCES "public"."cupones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promocion_usos_cliente" ADD CONSTRAINT "promocion_usos_cliente_promocion_id_promociones_id_fk" FOREIGN KEY ("promocion_id") REFERENCES "public"."promociones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pedido_promociones_pedido_idx" ON "pedido_promociones" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "pedido_promociones_promocion_idx" ON "pedido_promociones" USING btree ("promocion_id");--> statement-breakpoint
ALTER TABLE "cupones" ADD CONSTRAINT "cupones_promocion_id_promociones_id_fk" FOREIGN KEY ("promocion_id") REFERENCES "public"."promociones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cupones_promocion_idx" ON "cupones" USING btree ("promocion_id");--> statement-breakpoint
-- The welcome coupon becomes a promotion: a percentage of products and delivery, by code, on the
-- web, each code single-use and its customer's; every existing coupon is one of its codes and
-- keeps the percentage it was granted with. Coupons of any other origin get a promotion each.
INSERT INTO "promociones" ("nombre", "descripcion", "tipo", "regla", "condiciones", "aplicacion", "origen")
SELECT
	CASE WHEN o.origen = 'BIENVENIDA' THEN 'Cupón de bienvenida' ELSE 'Cupones ' || o.origen END,
	CASE WHEN o.origen = 'BIENVENIDA' THEN 'Lo recibe quien verifica su celular, una vez por número.' ELSE '' END,
	'PORCENTAJE',
	jsonb_build_object('tipo', 'PORCENTAJE', 'porcentaje', o.porcentaje,
		'alcance', '{"productos":[],"productos_especiales":[],"categorias":[]}'::jsonb,
		'incluye_domicilio', true),
	'{"sedes":[],"tipos_pedido":[],"canales":["WEB"],"fecha_inicio":null,"fecha_fin":null,"dias":[],"hora_inicio":null,"hora_fin":null,"festivos":"INCLUIR","pedido_minimo":0,"solo_clientes_nuevos":false}'::jsonb,
	'CODIGO',
	o.origen
FROM (
	SELECT 'BIENVENIDA' AS origen, coalesce((
		SELECT least(100, greatest(1, (valor->>'discountPercentage')::int)) FROM "configuraciones"
		WHERE clave = 'bono_bienvenida' AND valor->>'discountPercentage' ~ '^[0-9]{1,3}$'), 15) AS porcentaje
	UNION ALL
	SELECT origen, max(porcentaje_descuento) FROM "cupones" WHERE origen <> 'BIENVENIDA' GROUP BY origen
) o
ORDER BY o.origen <> 'BIENVENIDA', o.origen;--> statement-breakpoint
UPDATE "cupones" c SET "promocion_id" = p.id, "un_solo_uso" = true, "usos" = CASE WHEN c.usado THEN 1 ELSE 0 END
FROM "promociones" p WHERE p.origen = c.origen;--> statement-breakpoint
ALTER TABLE "cupones" ALTER COLUMN "promocion_id" SET NOT NULL;--> statement-breakpoint
UPDATE "promociones" p SET "usos" = (SELECT count(*) FROM "cupones" c WHERE c.promocion_id = p.id AND c.usado);--> statement-breakpoint
-- Orders placed with a coupon show it as their promotion, with the discount they got.
INSERT INTO "pedido_promociones" ("pedido_id", "promocion_id", "cupon_id", "nombre", "tipo", "codigo", "descuento", "creado_en")
SELECT ped.id, c.promocion_id, c.id, p.nombre, 'PORCENTAJE', c.codigo, ped.descuento_cupon, ped.fecha
FROM "pedidos" ped JOIN "cupones" c ON c.id = ped.cupon_id JOIN "promociones" p ON p.id = c.promocion_id
WHERE ped.descuento_cupon > 0;--> statement-breakpoint
INSERT INTO "permisos" ("clave", "nombre") VALUES ('gestionar_promociones', 'Gestionar promociones')
ON CONFLICT ("clave") DO NOTHING;--> statement-breakpoint
INSERT INTO "rol_permisos" ("rol_id", "permiso_id")
SELECT r.id, p.id FROM "roles" r CROSS JOIN "permisos" p
WHERE r.rol = 'Administrador' AND p.clave = 'gestionar_promociones'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The order's statement calls this when one of its promotions ran out of uses meanwhile (another
-- order took the last): raising undoes the whole statement, the slot and the code it took too.
CREATE OR REPLACE FUNCTION "horno_promocion_agotada"() RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	RAISE EXCEPTION 'promocion agotada' USING ERRCODE = 'HP001';
END
$$;
