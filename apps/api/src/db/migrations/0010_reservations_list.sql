CREATE TABLE "reservation_terms" (
	"term" text NOT NULL,
	"user_id" integer NOT NULL,
	"id_entidad" integer,
	"module" varchar(30) NOT NULL,
	"checkin" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reservation_id" bigint NOT NULL,
	CONSTRAINT "reservation_terms_term_user_id_created_at_reservation_id_pk" PRIMARY KEY("term","user_id","created_at","reservation_id") INCLUDE ("module","checkin","id_entidad")
);
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_status_check";--> statement-breakpoint
DROP INDEX "reservations_user_idx";--> statement-breakpoint
DROP INDEX "reservations_entity_idx";--> statement-breakpoint
DROP INDEX "reservations_search_idx";--> statement-breakpoint
DROP INDEX "reservations_unsettled_idx";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "non_refundable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_terms" ADD CONSTRAINT "reservation_terms_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_terms_entity_idx" ON "reservation_terms" USING btree ("term","id_entidad","created_at","reservation_id") INCLUDE ("module","checkin","user_id");--> statement-breakpoint
CREATE INDEX "reservation_terms_reservation_idx" ON "reservation_terms" USING btree ("reservation_id");--> statement-breakpoint
-- Mis reservas walks these without visiting the bookings: the filters' columns ride along
CREATE INDEX "reservations_user_list_idx" ON "reservations" USING btree ("user_id","created_at","id") INCLUDE ("module","status","checkin","id_entidad");--> statement-breakpoint
CREATE INDEX "reservations_entity_list_idx" ON "reservations" USING btree ("id_entidad","created_at","id") INCLUDE ("module","status","checkin","user_id");--> statement-breakpoint
DROP INDEX "reservations_user_checkin_idx";--> statement-breakpoint
CREATE INDEX "reservations_user_checkin_idx" ON "reservations" USING btree ("user_id","checkin") INCLUDE ("created_at","id","module","status","id_entidad");--> statement-breakpoint
CREATE INDEX "reservations_unsettled_idx" ON "reservations" USING btree ("status","updated_at") WHERE "reservations"."status" in ('pending', 'unknown', 'cancelling');--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('pending', 'confirmed', 'pre_booked', 'failed', 'unknown', 'cancelling', 'cancelled'));--> statement-breakpoint
-- the rates booked before this migration: every hotel module recorded the flag in its request
UPDATE "reservations" SET "non_refundable" = true WHERE jsonb_path_exists("request", 'lax $.**.nonRefundable ? (@ == true)');--> statement-breakpoint
-- One row per word of a booking's passengers, kept by the database itself, so no insert path can forget it.
CREATE FUNCTION "reservation_terms_fn"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "reservation_terms" WHERE "reservation_id" = NEW."id";
  END IF;
  INSERT INTO "reservation_terms" ("term", "user_id", "id_entidad", "module", "checkin", "created_at", "reservation_id")
    SELECT DISTINCT w, NEW."user_id", NEW."id_entidad", NEW."module", NEW."checkin", NEW."created_at", NEW."id"
    FROM unnest(NEW."search_terms") AS w;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reservation_terms" AFTER INSERT OR UPDATE OF "search_terms" ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION "reservation_terms_fn"();--> statement-breakpoint
INSERT INTO "reservation_terms" ("term", "user_id", "id_entidad", "module", "checkin", "created_at", "reservation_id")
  SELECT DISTINCT w, r."user_id", r."id_entidad", r."module", r."checkin", r."created_at", r."id"
  FROM "reservations" r, unnest(r."search_terms") AS w;
