CREATE TABLE "reservation_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reservation_id" bigint NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"cause" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_status_check";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "status_cause" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reconcile_lease" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation_status_history" ADD CONSTRAINT "reservation_status_history_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_status_history_idx" ON "reservation_status_history" USING btree ("reservation_id","id");--> statement-breakpoint
CREATE INDEX "reservations_unsettled_idx" ON "reservations" USING btree ("status","updated_at") WHERE "reservations"."status" in ('pending', 'unknown');--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('pending', 'confirmed', 'pre_booked', 'failed', 'unknown', 'cancelled'));--> statement-breakpoint
-- Every status a reservation takes is kept by the database itself, so no code path can forget it.
CREATE FUNCTION "reservations_status_history_fn"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."status" IS DISTINCT FROM OLD."status" THEN
    INSERT INTO "reservation_status_history" ("reservation_id", "from_status", "to_status", "cause")
    VALUES (NEW."id", CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD."status" END, NEW."status", NEW."status_cause");
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reservations_status_history" AFTER INSERT OR UPDATE OF "status" ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION "reservations_status_history_fn"();--> statement-breakpoint
INSERT INTO "reservation_status_history" ("reservation_id", "from_status", "to_status", "cause", "at")
  SELECT "id", NULL, "status", 'estado al crear el historial', "updated_at" FROM "reservations";
