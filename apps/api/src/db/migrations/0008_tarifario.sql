CREATE TABLE "tarifario_countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(80) NOT NULL,
	CONSTRAINT "tarifario_countries_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "tarifario_excursions" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"descripcion" text,
	"rates" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarifario_hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"categoria" integer NOT NULL,
	"moneda" varchar(3) NOT NULL,
	"imagen" varchar(300),
	"url" varchar(300),
	"direccion" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "tarifario_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"desde" date NOT NULL,
	"hasta" date NOT NULL,
	"observacion" text,
	"rates" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarifario_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"regimen" varchar(120) NOT NULL,
	"descripcion" text
);
--> statement-breakpoint
CREATE TABLE "tarifario_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"tipo" varchar(40) NOT NULL,
	"direccion" varchar(10) NOT NULL,
	"moneda" varchar(3) NOT NULL,
	"rates" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarifario_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"nombre" varchar(80) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tarifario_excursions" ADD CONSTRAINT "tarifario_excursions_zone_id_tarifario_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."tarifario_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifario_hotels" ADD CONSTRAINT "tarifario_hotels_zone_id_tarifario_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."tarifario_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifario_periods" ADD CONSTRAINT "tarifario_periods_room_id_tarifario_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."tarifario_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifario_rooms" ADD CONSTRAINT "tarifario_rooms_hotel_id_tarifario_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."tarifario_hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifario_transfers" ADD CONSTRAINT "tarifario_transfers_zone_id_tarifario_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."tarifario_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifario_zones" ADD CONSTRAINT "tarifario_zones_country_id_tarifario_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."tarifario_countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tarifario_excursions_zone_idx" ON "tarifario_excursions" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tarifario_hotels_name_idx" ON "tarifario_hotels" USING btree ("zone_id","nombre");--> statement-breakpoint
CREATE INDEX "tarifario_periods_room_idx" ON "tarifario_periods" USING btree ("room_id","desde","hasta");--> statement-breakpoint
CREATE UNIQUE INDEX "tarifario_rooms_code_idx" ON "tarifario_rooms" USING btree ("hotel_id","code");--> statement-breakpoint
CREATE INDEX "tarifario_transfers_zone_idx" ON "tarifario_transfers" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tarifario_zones_name_idx" ON "tarifario_zones" USING btree ("country_id","nombre");