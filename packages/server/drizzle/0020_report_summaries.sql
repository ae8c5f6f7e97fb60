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
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "resumenes_pendientes" ("sede_id", "dia")
		SELECT DISTINCT o.sede_id, (o.fecha AT TIME ZONE 'America/Bogota')::date FROM viejos o
		ON CONFLICT DO NOTHING;
	ELSE
		-- Only the columns the summaries read: where, when, whether it is a sale, whose, how much.
		INSERT INTO "resumenes_pendientes" ("sede_id", "dia")
		SELECT DISTINCT d.sede_id, (d.fecha AT TIME ZONE 'America/Bogota')::date
		FROM viejos o JOIN nuevos n ON n.id = o.id
		CROSS JOIN LATERAL (VALUES (o.sede_id, o.fecha), (n.sede_id, n.fecha)) AS d (sede_id, fecha)
		WHERE (o.sede_id, o.fecha, o.estado, o.estado_pago, o.metodo_pago, o.pagado_en, o.usuario_id,
				o.invitado_id, o.total_pedido)
			IS DISTINCT FROM (n.sede_id, n.fecha, n.estado, n.estado_pago, n.metodo_pago, n.pagado_en,
				n.usuario_id, n.invitado_id, n.total_pedido)
		ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "pedidos_resumenes_ins" AFTER INSERT ON "pedidos" REFERENCING NEW TABLE AS nuevos
FOR EACH STATEMENT EXECUTE FUNCTION "resumenes_marcar_pedidos"();--> statement-breakpoint
CREATE TRIGGER "pedidos_resumenes_upd" AFTER UPDATE ON "pedidos"
REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos
FOR EACH STATEMENT EXECUTE FUNCTION "resumenes_marcar_pedidos"();--> statement-breakpoint
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
CREATE TRIGGER "pedido_productos_resumenes_ins" AFTER INSERT ON "pedido_productos"
REFERENCING NEW TABLE AS nuevos
FOR EACH STATEMENT EXECUTE FUNCTION "resumenes_marcar_por_pedido"();--> statement-breakpoint
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
CREATE TRIGGER "pedido_producto_adiciones_resumenes_ins" AFTER INSERT ON "pedido_producto_adiciones"
REFERENCING NEW TABLE AS nuevos
FOR EACH STATEMENT EXECUTE FUNCTION "resumenes_marcar_adiciones"();--> statement-breakpoint
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
REFERENCING NEW TABLE AS nuevos
FOR EACH STATEMENT EXECUTE FUNCTION "resumenes_marcar_por_pedido"();--> statement-breakpoint
CREATE TRIGGER "historial_estados_pedido_resumenes_upd" AFTER UPDATE ON "historial_estados_pedido"
REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos
FOR EACH STATEMENT EXECUTE FUNCTION "resumenes_marcar_por_pedido"();--> statement-breakpoint
CREATE TRIGGER "historial_estados_pedido_resumenes_del" AFTER DELETE ON "historial_estados_pedido"
REFERENCING OLD TABLE AS viejos
FOR EACH STATEMENT EXECUTE FUNCTION "resumenes_marcar_por_pedido"();--> statement-breakpoint
-- An existing database: every day with orders, rebuilt by the first report that covers it.
INSERT INTO "resumenes_pendientes" ("sede_id", "dia")
SELECT DISTINCT p.sede_id, (p.fecha AT TIME ZONE 'America/Bogota')::date FROM "pedidos" p;
