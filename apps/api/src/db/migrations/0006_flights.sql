CREATE TABLE "flight_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline" varchar(60) NOT NULL,
	"origin" varchar(3) NOT NULL,
	"destination" varchar(3) NOT NULL,
	"destination_name" varchar(80) NOT NULL,
	"flight_out" varchar(10) NOT NULL,
	"flight_back" varchar(10) NOT NULL,
	"travel_class" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"route_id" integer NOT NULL,
	"comparador" varchar(30) NOT NULL,
	"direction" varchar(6) NOT NULL,
	"flight_number" varchar(10) NOT NULL,
	"origin" varchar(3) NOT NULL,
	"destination" varchar(3) NOT NULL,
	"departure_date" date NOT NULL,
	"departure_time" integer NOT NULL,
	"arrival_date" date NOT NULL,
	"arrival_time" integer NOT NULL,
	"seats" integer NOT NULL,
	"seats_left" integer NOT NULL,
	"venta" numeric(12, 2) NOT NULL,
	"iva" numeric(12, 2) NOT NULL,
	"alicuota" numeric(5, 2) NOT NULL,
	"tasa" numeric(12, 2) NOT NULL,
	"costo" numeric(12, 2) NOT NULL,
	"afip" numeric(12, 2) NOT NULL,
	"afip2" numeric(12, 2) NOT NULL,
	"tipo_cambio" numeric(12, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_segments_seats_check" CHECK ("flight_segments"."seats_left" >= 0 and "flight_segments"."seats_left" <= "flight_segments"."seats")
);
--> statement-breakpoint
ALTER TABLE "flight_segments" ADD CONSTRAINT "flight_segments_route_id_flight_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."flight_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_segments_route_day_dir_idx" ON "flight_segments" USING btree ("route_id","departure_date","direction");--> statement-breakpoint
CREATE INDEX "flight_segments_dest_day_idx" ON "flight_segments" USING btree ("destination","departure_date");--> statement-breakpoint
CREATE INDEX "flight_segments_comparador_idx" ON "flight_segments" USING btree ("comparador");