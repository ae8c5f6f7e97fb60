CREATE TABLE "clientes_dia" (
	"sede_id" integer NOT NULL,
	"dia" date NOT NULL,
	"clave" text,
	"pedidos" integer NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clientes_primera_venta" (
	"clave" text NOT NULL,
	"sede_id" integer NOT NULL,
	"primera" date NOT NULL,
	CONSTRAINT "clientes_primera_venta_clave_sede_id_pk" PRIMARY KEY("clave","sede_id")
);
--> statement-breakpoint
CREATE TABLE "resumenes_pendientes" (
	"sede_id" integer NOT NULL,
	"dia" date NOT NULL,
	CONSTRAINT "resumenes_pendientes_sede_id_dia_pk" PRIMARY KEY("sede_id","dia")
);
--> statement-breakpoint
CREATE TABLE "tiempos_pedido" (
	"pedido_id" integer PRIMARY KEY NOT NULL,
	"sede_id" integer NOT NULL,
	"dia" date NOT NULL,
	"tipo_pedido" "tipo_pedido" NOT NULL,
	"aceptado_preparado" double precision,
	"preparado_enviado" double precision,
	"enviado_entregado" double precision,
	"aceptado_entregado" double precision
);
--> statement-breakpoint
CREATE TABLE "ventas_producto_dia" (
	"sede_id" integer NOT NULL,
	"dia" date NOT NULL,
	"tipo" text NOT NULL,
	"item_id" integer,
	"nombre" text,
	"cantidad" bigint NOT NULL,
	"ventas" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "clientes_dia_sede_dia_idx" ON "clientes_dia" USING btree ("sede_id","dia","clave","pedidos","total");--> statement-breakpoint
CREATE INDEX "clientes_dia_clave_idx" ON "clientes_dia" USING btree ("clave","sede_id","dia");--> statement-breakpoint
CREATE INDEX "clientes_primera_venta_dia_idx" ON "clientes_primera_venta" USING btree ("sede_id","primera");--> statement-breakpoint
CREATE INDEX "tiempos_pedido_sede_dia_idx" ON "tiempos_pedido" USING btree ("sede_id","dia");--> statement-breakpoint
CREATE INDEX "ventas_producto_dia_idx" ON "ventas_producto_dia" USING btree ("sede_id","dia");--> statement-breakpoint
-- The reports' summaries (decision 038). A change to an order, its lines, their additions or its
-- state history marks the order's (branch, Bogotá day) stale in the same transaction; the next
-- report that covers that day rebuilds it from the orders (reports-summaries.ts) before reading.
CREATE FUNCTION "resumenes_marcar_pedidos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "resumenes_pendientes" ("sede_id", "dia")
		SELECT DISTINCT n.sede_id, (n.fecha AT TIME ZONE 'America/Bogota')::date FROM nuevos n
		ON CONFLICT DO NOTHING;
	ELSE
		INSERT INTO "resumenes_pendientes" ("sede_id", "dia")
		SELECT DISTINCT o.sede_id, (o.fecha AT TIME ZONE 'America/Bogota')::date FROM viejos o
		ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "pedidos_resumenes_ins" AFTER INSERT ON "pedidos" REFERENCING NEW TABLE AS nuevos
FOR EACH STATEMENT EXECUTE FUNCTION "resumenes_marcar_pedidos"();--> statement-breakpoint
-- An order changed: a row trigger whose condition PostgreSQL checks without calling anything, on
-- only the columns the summaries read (where, when, whether it is a sale, whose, how much).
CREATE FUNCTION "resumenes_marcar_pedido_cambiado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "resumenes_pendientes" ("sede_id", "dia") VALUES
		(OLD.sede_id, (OLD.fecha AT TIME ZONE 'America/Bogota')::date),
		(NEW.sede_id, (NEW.fecha AT TIME ZONE 'America/Bogota')::date)
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "pedidos_resumenes_upd" AFTER UPDATE ON "pedidos" FOR EACH ROW
WHEN ((OLD.sede_id, OLD.fecha, OLD.estado, OLD.estado_pago, OLD.metodo_pago, OLD.pagado_en,
		OLD.usuario_id, OLD.invitado_id, OLD.total_pedido)
	IS DISTINCT FROM (NEW.sede_id, NEW.fecha, NEW.estado, NEW.estado_pago, NEW.metodo_pago,
		NEW.pagado_en, NEW.usuario_id, NEW.invitado_id, NEW.total_pedido))
EXECUTE FUNCTION "resumenes_marcar_pedido_cambiado"();--> statement-breakpoint
CREATE TRIGGER "pedidos_resumenes_del" AFTER DELETE ON "pedidos" REFERENCING OLD TABLE AS viejos
FOR EACH STATEMENT EXECUTE FUNCTION "resumenes_marcar_pedidos"();--> statement-breakpoint
-- A line, an addition, a state history row or a guest's phone marks the days of its orders (an
-- order deleted with its lines marked its day already).
CREATE FUNCTION "resumenes_marcar"(pedido_ids integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "resumenes_pendientes" ("sede_id", "dia")
	SELECT DISTINCT p.sede_id, (p.fecha AT TIME ZONE 'America/Bogota')::date
	FROM "pedidos" p WHERE p.id = ANY (pedido_ids)
	ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
CREATE FUNCTION "resumenes_marcar_por_pedido"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'DELETE' THEN
		PERFORM "resumenes_marcar"(array(SELECT DISTINCT l.pedido_id FROM nuevos l));
	END IF;
	IF TG_OP <> 'INSERT' THEN
		PERFORM "resumenes_marcar"(array(SELECT DISTINCT l.pedido_id FROM viejos l));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- A new line or state: a row trigger (cheaper per order than a statement's transition table).
CREATE FUNCTION "resumenes_marcar_fila"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "resumenes_pendientes" ("sede_id", "dia")
	SELECT p.sede_id, (p.fecha AT TIME ZONE 'America/Bogota')::date
	FROM "pedidos" p WHERE p.id = NEW.pedido_id
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "pedido_productos_resumenes_ins" AFTER INSERT ON "pedido_productos"
FOR EACH ROW EXECUTE FUNCTION "resumenes_marcar_fila"();--> statement-breakpoint
CREATE TRIGGER "pedido_productos_resumenes_upd" AFTER UPDATE ON "pedido_productos"
REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos
FOR EACH STATEMENT EXECUTE FUNCTION "resumenes_marcar_por_pedido"();--> statement-breakpoint
CREATE TRIGGER "pedido_productos_resumenes_del" AFTER DELETE ON "pedido_productos"
REFERENCING OLD TABLE AS viejos
FOR EACH STATEMENT EXECUTE FUNCTION "resumenes_marcar_por_pedido"();--> statement-breakpoint
CREATE FUNCTION "resumenes_marcar_adiciones"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'DELETE' THEN
		PERFORM "resumenes_marcar"(array(SELECT DISTINCT l.pedido_id
			FROM nuevos a JOIN "pedido_productos" l ON l.id = a.pedido_producto_id));
	END IF;
	IF TG_OP <> 'INSERT' THEN
		PERFORM "resumenes_marcar"(array(SELECT DISTINCT l.pedido_id
			FROM viejos a JOIN "pedido_productos" l ON l.id = a.pedido_producto_id));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "resumenes_marcar_fila_adicion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "resumenes_pendientes" ("sede_id", "dia")
	SELECT p.sede_id, (p.fecha AT TIME ZONE 'America/Bogota')::date
	FROM "pedido_productos" l JOIN "pedidos" p ON p.id = l.pedido_id
	WHERE l.id = NEW.pedido_producto_id
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "pedido_producto_adiciones_resumenes_ins" AFTER INSERT ON "pedido_producto_adiciones"
FOR EACH ROW EXECUTE FUNCTION "resumenes_marcar_fila_adicion"();--> statement-breakpoint
CREATE TRIGGER "pedido_producto_adiciones_resumenes_upd" AFTER UPDATE ON "pedido_producto_adiciones"
REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos
FOR EACH STATEMENT EXECUTE FUNCTION "resumenes_marcar_adiciones"();--> statement-breakpoint
CREATE TRIGGER "pedido_producto_adiciones_resumenes_del" AFTER DELETE ON "pedido_producto_adiciones"
REFERENCING OLD TABLE AS viejos
FOR EACH STATEMENT EXECUTE FUNCTION "resumenes_marcar_adiciones"();--> statement-breakpoint
-- A guest's phone is their customer key: changing it changes their orders' days.
CREATE FUNCTION "resumenes_marcar_invitados"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "resumenes_marcar"(array(SELECT p.id FROM viejos o JOIN nuevos n ON n.id = o.id
		JOIN "pedidos" p ON p.invitado_id = n.id WHERE o.numero IS DISTINCT FROM n.numero));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "invitados_resumenes_upd" AFTER UPDATE ON "invitados"
REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos
FOR EACH STATEMENT EXECUTE FUNCTION "resumenes_marcar_invitados"();--> statement-breakpoint
-- A new state (the times), or a history row changed or removed.
CREATE TRIGGER "historial_estados_pedido_resumenes_ins" AFTER INSERT ON "historial_estados_pedido"
FOR EACH ROW EXECUTE FUNCTION "resumenes_marcar_fila"();--> statement-breakpoint
CREATE TRIGGER "historial_estados_pedido_resumenes_upd" AFTER UPDATE ON "historial_estados_pedido"
REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos
FOR EACH STATEMENT EXECUTE FUNCTION "resumenes_marcar_por_pedido"();--> statement-breakpoint
CREATE TRIGGER "historial_estados_pedido_resumenes_del" AFTER DELETE ON "historial_estados_pedido"
REFERENCING OLD TABLE AS viejos
FOR EACH STATEMENT EXECUTE FUNCTION "resumenes_marcar_por_pedido"();--> statement-breakpoint
-- An existing database: every day with orders, rebuilt by the first report that covers it.
INSERT INTO "resumenes_pendientes" ("sede_id", "dia")
SELECT DISTINCT p.sede_id, (p.fecha AT TIME ZONE 'America/Bogota')::date FROM "pedidos" p;
