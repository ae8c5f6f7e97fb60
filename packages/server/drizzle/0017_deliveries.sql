CREATE TABLE "entregas" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"viaje_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"estado" text DEFAULT 'PENDIENTE' NOT NULL,
	"motivo" text,
	"nota" text DEFAULT '' NOT NULL,
	"asignado_en" timestamp with time zone NOT NULL,
	"asignado_por" integer,
	"cerrado_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "liquidaciones" (
	"turno_id" integer PRIMARY KEY NOT NULL,
	"efectivo_esperado" integer NOT NULL,
	"efectivo_recibido" integer NOT NULL,
	"diferencia" integer NOT NULL,
	"nota" text DEFAULT '' NOT NULL,
	"cerrado_por" integer,
	"cerrado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posiciones_repartidor" (
	"id" serial PRIMARY KEY NOT NULL,
	"viaje_id" integer NOT NULL,
	"repartidor_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"registrada_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnos_repartidor" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"sede_id" integer NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fin" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "viajes" (
	"id" serial PRIMARY KEY NOT NULL,
	"sede_id" integer NOT NULL,
	"turno_id" integer NOT NULL,
	"repartidor_id" integer NOT NULL,
	"estado" text DEFAULT 'ASIGNADO' NOT NULL,
	"orden_manual" boolean DEFAULT false NOT NULL,
	"creado_en" timestamp with time zone NOT NULL,
	"salio_en" timestamp with time zone,
	"terminado_en" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "entregas" ADD CONSTRAINT "entregas_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas" ADD CONSTRAINT "entregas_viaje_id_viajes_id_fk" FOREIGN KEY ("viaje_id") REFERENCES "public"."viajes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas" ADD CONSTRAINT "entregas_asignado_por_usuarios_id_fk" FOREIGN KEY ("asignado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liquidaciones" ADD CONSTRAINT "liquidaciones_turno_id_turnos_repartidor_id_fk" FOREIGN KEY ("turno_id") REFERENCES "public"."turnos_repartidor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liquidaciones" ADD CONSTRAINT "liquidaciones_cerrado_por_usuarios_id_fk" FOREIGN KEY ("cerrado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posiciones_repartidor" ADD CONSTRAINT "posiciones_repartidor_viaje_id_viajes_id_fk" FOREIGN KEY ("viaje_id") REFERENCES "public"."viajes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posiciones_repartidor" ADD CONSTRAINT "posiciones_repartidor_repartidor_id_usuarios_id_fk" FOREIGN KEY ("repartidor_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnos_repartidor" ADD CONSTRAINT "turnos_repartidor_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnos_repartidor" ADD CONSTRAINT "turnos_repartidor_sede_id_sedes_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sedes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viajes" ADD CONSTRAINT "viajes_sede_id_sedes_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sedes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viajes" ADD CONSTRAINT "viajes_turno_id_turnos_repartidor_id_fk" FOREIGN KEY ("turno_id") REFERENCES "public"."turnos_repartidor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viajes" ADD CONSTRAINT "viajes_repartidor_id_usuarios_id_fk" FOREIGN KEY ("repartidor_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entregas_pendiente_uq" ON "entregas" USING btree ("pedido_id") WHERE "entregas"."estado" = 'PENDIENTE';--> statement-breakpoint
CREATE INDEX "entregas_viaje_idx" ON "entregas" USING btree ("viaje_id","orden");--> statement-breakpoint
CREATE INDEX "posiciones_viaje_idx" ON "posiciones_repartidor" USING btree ("viaje_id","registrada_en");--> statement-breakpoint
CREATE INDEX "posiciones_registrada_idx" ON "posiciones_repartidor" USING btree ("registrada_en");--> statement-breakpoint
CREATE UNIQUE INDEX "turnos_repartidor_abierto_uq" ON "turnos_repartidor" USING btree ("usuario_id") WHERE "turnos_repartidor"."fin" IS NULL;--> statement-breakpoint
CREATE INDEX "turnos_repartidor_sede_idx" ON "turnos_repartidor" USING btree ("sede_id","inicio");--> statement-breakpoint
CREATE UNIQUE INDEX "viajes_cargando_uq" ON "viajes" USING btree ("repartidor_id") WHERE "viajes"."estado" = 'ASIGNADO';--> statement-breakpoint
CREATE INDEX "viajes_sede_estado_idx" ON "viajes" USING btree ("sede_id","estado");--> statement-breakpoint
INSERT INTO "permisos" ("clave", "nombre") VALUES ('repartir', 'Repartir domicilios')
ON CONFLICT ("clave") DO NOTHING;--> statement-breakpoint
INSERT INTO "rol_permisos" ("rol_id", "permiso_id")
SELECT r.id, p.id FROM "roles" r CROSS JOIN "permisos" p
WHERE r.rol = 'Administrador' AND p.clave = 'repartir'
ON CONFLICT DO NOTHING;
