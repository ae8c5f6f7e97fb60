CREATE TABLE "tokens_configuracion_inicial" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The lists an empty install needs (ARCHITECTURE decision 15): every permission key, the sizes,
-- and the three default roles with the role self sign-ups get. Only what is missing is added.
INSERT INTO "permisos" ("clave", "nombre") VALUES
	('gestionar_pedidos', 'Gestionar pedidos'),
	('consultar_productos', 'Consultar productos'),
	('gestionar_productos', 'Gestionar productos'),
	('consultar_categoria_producto', 'Consultar categorías de productos'),
	('gestionar_categoria_producto', 'Gestionar categorías de productos'),
	('gestionar_categoria_ingrediente', 'Gestionar categorías de ingredientes'),
	('consultar_ingredientes', 'Consultar ingredientes'),
	('gestionar_ingredientes', 'Gestionar ingredientes'),
	('consultar_publicidad', 'Consultar publicidad'),
	('gestionar_publicidad', 'Gestionar publicidad'),
	('gestionar_usuarios', 'Gestionar usuarios'),
	('gestionar_permisos', 'Gestionar permisos'),
	('gestionar_roles', 'Gestionar roles'),
	('consultar_sedes', 'Consultar sedes'),
	('gestionar_sedes', 'Gestionar sedes'),
	('gestionar_mesas', 'Gestionar mesas'),
	('gestionar_configuracion', 'Gestionar la configuración del negocio')
ON CONFLICT ("clave") DO NOTHING;--> statement-breakpoint
INSERT INTO "medidas" ("value", "label", "orden") VALUES
	('PERSONAL', 'Personal', 1),
	('PEQUENA', 'Pequeña', 2),
	('MEDIANA', 'Mediana', 3),
	('GRANDE', 'Grande', 4),
	('FAMILIAR', 'Familiar', 5)
ON CONFLICT ("value") DO NOTHING;--> statement-breakpoint
-- The default roles, on an install that has none yet (an existing one keeps its own).
INSERT INTO "roles" ("rol")
SELECT r.rol FROM (VALUES ('Administrador'), ('Cajero'), ('Cliente')) AS r(rol)
WHERE NOT EXISTS (SELECT 1 FROM "roles");--> statement-breakpoint
-- Administrador: every key (on an existing install, the new key too).
INSERT INTO "rol_permisos" ("rol_id", "permiso_id")
SELECT r.id, p.id FROM "roles" r CROSS JOIN "permisos" p
WHERE r.rol = 'Administrador'
	AND (p.clave = 'gestionar_configuracion' OR NOT EXISTS (SELECT 1 FROM "rol_permisos" x WHERE x.rol_id = r.id))
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Cajero: the board, tables and what it needs to read; only on a role that holds nothing yet.
INSERT INTO "rol_permisos" ("rol_id", "permiso_id")
SELECT r.id, p.id FROM "roles" r JOIN "permisos" p ON p.clave IN (
	'gestionar_pedidos', 'consultar_productos', 'consultar_categoria_producto', 'consultar_sedes',
	'gestionar_mesas', 'consultar_publicidad', 'consultar_ingredientes')
WHERE r.rol = 'Cajero' AND NOT EXISTS (SELECT 1 FROM "rol_permisos" x WHERE x.rol_id = r.id)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "configuraciones" ("clave", "valor")
SELECT 'rol_registro', to_jsonb(r.id) FROM "roles" r WHERE r.rol = 'Cliente'
ON CONFLICT ("clave") DO NOTHING;
