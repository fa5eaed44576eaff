CREATE TABLE "hotel_allotments" (
	"supplier" varchar(20) NOT NULL,
	"hotel_id" varchar(80) NOT NULL,
	"room_code" varchar(10) NOT NULL,
	"night" date NOT NULL,
	"initial" integer NOT NULL,
	"remaining" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_allotments_supplier_hotel_id_room_code_night_pk" PRIMARY KEY("supplier","hotel_id","room_code","night"),
	CONSTRAINT "hotel_allotments_remaining_check" CHECK ("hotel_allotments"."remaining" >= 0)
);
--> statement-breakpoint
CREATE INDEX "hotel_allotments_hotel_night_idx" ON "hotel_allotments" USING btree ("hotel_id","night");