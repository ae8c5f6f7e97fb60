CREATE TABLE "limites_intentos" (
	"clave" text PRIMARY KEY NOT NULL,
	"intentos" integer NOT NULL,
	"reinicia_en" timestamp with time zone NOT NULL
);
