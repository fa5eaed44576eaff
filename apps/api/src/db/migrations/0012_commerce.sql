CREATE TABLE "credit_lines" (
	"id_entidad" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"credit_limit" numeric(14, 2) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_lines_id_entidad_currency_pk" PRIMARY KEY("id_entidad","currency"),
	CONSTRAINT "credit_lines_limit_check" CHECK ("credit_lines"."credit_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "entity_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_entidad" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"method" varchar(30) NOT NULL,
	"reference" varchar(100),
	"reverses_id" bigint,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entity_payments_reverses_id_unique" UNIQUE("reverses_id"),
	CONSTRAINT "entity_payments_amount_check" CHECK ("entity_payments"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "markups" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_line" varchar(30),
	"supplier" varchar(30),
	"id_entidad" integer,
	"destino" varchar(100),
	"travel_from" date,
	"travel_to" date,
	"kind" varchar(12) NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"currency" varchar(3),
	"priority" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markups_kind_check" CHECK ("markups"."kind" in ('porcentaje', 'monto')),
	CONSTRAINT "markups_value_check" CHECK ("markups"."value" >= 0),
	CONSTRAINT "markups_monto_currency_check" CHECK ("markups"."kind" = 'porcentaje' or "markups"."currency" is not null)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "net_total" numeric(12, 2);--> statement-breakpoint
-- bookings made before markups were sold at what they cost
UPDATE "reservations" SET "net_total" = "total";--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "net_total" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "markup_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "markup_rule_id" integer;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_id_entidad_entities_id_entidad_fk" FOREIGN KEY ("id_entidad") REFERENCES "public"."entities"("id_entidad") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_payments" ADD CONSTRAINT "entity_payments_id_entidad_entities_id_entidad_fk" FOREIGN KEY ("id_entidad") REFERENCES "public"."entities"("id_entidad") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_payments" ADD CONSTRAINT "entity_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markups" ADD CONSTRAINT "markups_id_entidad_entities_id_entidad_fk" FOREIGN KEY ("id_entidad") REFERENCES "public"."entities"("id_entidad") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markups" ADD CONSTRAINT "markups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entity_payments_entity_idx" ON "entity_payments" USING btree ("id_entidad","currency","paid_on");--> statement-breakpoint
CREATE INDEX "reservations_entity_credit_idx" ON "reservations" USING btree ("id_entidad","currency","status");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_sale_check" CHECK ("reservations"."total" = "reservations"."net_total" + "reservations"."markup_total");--> statement-breakpoint
ALTER TABLE "entity_payments" ADD CONSTRAINT "entity_payments_reverses_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."entity_payments"("id");--> statement-breakpoint
-- A payment is never edited nor removed, only reversed by another entry (issue 32, item 3).
CREATE FUNCTION "entity_payments_append_only_fn"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'entity_payments is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "entity_payments_append_only" BEFORE UPDATE OR DELETE ON "entity_payments"
  FOR EACH ROW EXECUTE FUNCTION "entity_payments_append_only_fn"();
