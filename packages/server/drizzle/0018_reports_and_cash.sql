CREATE TABLE "correcciones_caja" (
	"id" serial PRIMARY KEY NOT NULL,
	"turno_id" integer NOT NULL,
	"monto" integer NOT NULL,
	"motivo" text NOT NULL,
	"usuario_id" integer,
	"creado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnos_caja" (
	"id" serial PRIMARY KEY NOT NULL,
	"sede_id" integer NOT NULL,
	"abierto_por" integer,
	"abierto_en" timestamp with time zone NOT NULL,
	"base" integer NOT NULL,
	"cerrado_por" integer,
	"cerrado_en" timestamp with time zone,
	"totales" jsonb,
	"efectivo_esperado" integer,
	"efectivo_contado" integer,
	"diferencia" integer,
	"nota" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "correcciones_caja" ADD CONSTRAINT "correcciones_caja_turno_id_turnos_caja_id_fk" FOREIGN KEY ("turno_id") REFERENCES "public"."turnos_caja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correcciones_caja" ADD CONSTRAINT "correcciones_caja_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnos_caja" ADD CONSTRAINT "turnos_caja_sede_id_sedes_id_fk" FOREIGN KEY ("sede_id") REFERENCES "public"."sedes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnos_caja" ADD CONSTRAINT "turnos_caja_abierto_por_usuarios_id_fk" FOREIGN KEY ("abierto_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnos_caja" ADD CONSTRAINT "turnos_caja_cerrado_por_usuarios_id_fk" FOREIGN KEY ("cerrado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "correcciones_caja_turno_idx" ON "correcciones_caja" USING btree ("turno_id");--> statement-breakpoint
CREATE UNIQUE INDEX "turnos_caja_abierto_uq" ON "turnos_caja" USING btree ("sede_id") WHERE "turnos_caja"."cerrado_en" IS NULL;--> statement-breakpoint
CREATE INDEX "turnos_caja_sede_idx" ON "turnos_caja" USING btree ("sede_id","abierto_en");--> statement-breakpoint
CREATE INDEX "invitados_numero_idx" ON "invitados" USING btree ("numero");--> statement-breakpoint
-- A closed cash shift never changes (issue 36): a correction is a line of correcciones_caja, and
-- a correction itself is never edited. Only who opened, closed or corrected may become null
-- (their account deleted).
CREATE FUNCTION "turnos_caja_cerrado_inmutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.cerrado_en IS NOT NULL AND (NEW.sede_id, NEW.abierto_en, NEW.base, NEW.cerrado_en,
		NEW.totales, NEW.efectivo_esperado, NEW.efectivo_contado, NEW.diferencia, NEW.nota)
		IS DISTINCT FROM (OLD.sede_id, OLD.abierto_en, OLD.base, OLD.cerrado_en, OLD.totales,
		OLD.efectivo_esperado, OLD.efectivo_contado, OLD.diferencia, OLD.nota) THEN
		RAISE EXCEPTION 'turno de caja cerrado: no se puede cambiar' USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "turnos_caja_cerrado_inmutable" BEFORE UPDATE ON "turnos_caja"
FOR EACH ROW EXECUTE FUNCTION "turnos_caja_cerrado_inmutable"();--> statement-breakpoint
CREATE FUNCTION "correcciones_caja_inmutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (NEW.turno_id, NEW.monto, NEW.motivo, NEW.creado_en)
		IS DISTINCT FROM (OLD.turno_id, OLD.monto, OLD.motivo, OLD.creado_en) THEN
		RAISE EXCEPTION 'corrección de caja: no se puede cambiar' USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "correcciones_caja_inmutable" BEFORE UPDATE ON "correcciones_caja"
FOR EACH ROW EXECUTE FUNCTION "correcciones_caja_inmutable"();--> statement-breakpoint
INSERT INTO "permisos" ("clave", "nombre") VALUES
	('consultar_reportes', 'Consultar reportes'),
	('gestionar_caja', 'Gestionar la caja')
ON CONFLICT ("clave") DO NOTHING;--> statement-breakpoint
INSERT INTO "rol_permisos" ("rol_id", "permiso_id")
SELECT r.id, p.id FROM "roles" r CROSS JOIN "permisos" p
WHERE r.rol = 'Administrador' AND p.clave IN ('consultar_reportes', 'gestionar_caja')
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The cashier closes their own shift.
INSERT INTO "rol_permisos" ("rol_id", "permiso_id")
SELECT r.id, p.id FROM "roles" r CROSS JOIN "permisos" p
WHERE r.rol = 'Cajero' AND p.clave = 'gestionar_caja'
ON CONFLICT DO NOTHING;
