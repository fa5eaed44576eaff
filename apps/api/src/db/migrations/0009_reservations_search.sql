ALTER TABLE "reservations" ADD COLUMN "search_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancel_penalty" numeric(12, 2);--> statement-breakpoint
-- the bookings written before this migration: their passengers' words (accents folded as the API does)
UPDATE "reservations" SET "search_terms" = coalesce((
  SELECT array_agg(DISTINCT w) FROM jsonb_array_elements("passengers") AS p,
    regexp_split_to_table(translate(lower(coalesce(p->>'nombres', '') || ' ' || coalesce(p->>'apellidos', '') || ' ' || coalesce(p->>'dni', '')), 'áéíóúüñàèìòù', 'aeiouunaeiou'), '[^a-z0-9]+') AS w
  WHERE w <> ''), '{}');--> statement-breakpoint
CREATE INDEX "reservations_entity_idx" ON "reservations" USING btree ("id_entidad","created_at");--> statement-breakpoint
CREATE INDEX "reservations_user_checkin_idx" ON "reservations" USING btree ("user_id","checkin");--> statement-breakpoint
CREATE INDEX "reservations_search_idx" ON "reservations" USING gin ("search_terms");--> statement-breakpoint
CREATE INDEX "reservations_supplier_ref_idx" ON "reservations" USING btree (lower("supplier_ref"));