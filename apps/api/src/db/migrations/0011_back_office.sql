CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"actor_name" varchar(200) NOT NULL,
	"action" varchar(60) NOT NULL,
	"target" varchar(40) NOT NULL,
	"target_id" varchar(60),
	"summary" varchar(300) NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" varchar(40) NOT NULL,
	"variant" varchar(10) NOT NULL,
	"mime" varchar(30) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_id_variant_pk" PRIMARY KEY("id","variant")
);
--> statement-breakpoint
CREATE TABLE "tarifario_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"actor_name" varchar(200) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"file_bytes" integer NOT NULL,
	"ok" boolean NOT NULL,
	"summary" jsonb,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "flight_routes" ADD COLUMN "release_days" integer;--> statement-breakpoint
ALTER TABLE "flight_routes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_segments" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flight_segments" ADD COLUMN "released_seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "condicion_iva" varchar(40);--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "email" varchar(200);--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "telefono" varchar(40);--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "direccion" varchar(300);--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifario_imports" ADD CONSTRAINT "tarifario_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target","target_id","at");--> statement-breakpoint
CREATE INDEX "tarifario_imports_at_idx" ON "tarifario_imports" USING btree ("at");--> statement-breakpoint
-- The audit log is append-only: the database itself refuses to change or remove an entry.
CREATE FUNCTION "audit_log_append_only_fn"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only_fn"();
