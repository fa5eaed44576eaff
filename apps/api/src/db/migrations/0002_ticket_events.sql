CREATE TABLE "ticket_event_places" (
	"supplier" varchar(20) NOT NULL,
	"program_id" varchar(40) NOT NULL,
	"event_date_time" varchar(19) NOT NULL,
	"initial" integer NOT NULL,
	"remaining" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_event_places_supplier_program_id_event_date_time_pk" PRIMARY KEY("supplier","program_id","event_date_time"),
	CONSTRAINT "ticket_event_places_remaining_check" CHECK ("ticket_event_places"."remaining" >= 0 and "ticket_event_places"."remaining" <= "ticket_event_places"."initial")
);
