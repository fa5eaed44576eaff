CREATE TABLE "entities" (
	"id_entidad" serial PRIMARY KEY NOT NULL,
	"razon_social" varchar(200) NOT NULL,
	"cuit" varchar(13),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entities_razon_social_unique" UNIQUE("razon_social")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" varchar(200) NOT NULL,
	"route" varchar(200) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" varchar(200) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" varchar(30) NOT NULL,
	"title" varchar(200) NOT NULL,
	"author" varchar(120) NOT NULL,
	"image" text NOT NULL,
	"content" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"module" varchar(30) NOT NULL,
	"supplier" varchar(30) NOT NULL,
	"supplier_ref" varchar(100),
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"user_id" integer NOT NULL,
	"id_entidad" integer,
	"product_name" varchar(200) NOT NULL,
	"checkin" date NOT NULL,
	"checkout" date,
	"currency" varchar(3) NOT NULL,
	"breakdown" jsonb NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"passengers" jsonb NOT NULL,
	"request" jsonb NOT NULL,
	"response" jsonb,
	"error_message" text,
	"idempotency_key" varchar(200),
	"item_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('pending', 'confirmed', 'pre_booked', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "user_entities" (
	"user_id" integer NOT NULL,
	"id_entidad" integer NOT NULL,
	CONSTRAINT "user_entities_user_id_id_entidad_pk" PRIMARY KEY("user_id","id_entidad")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(100) NOT NULL,
	"nombre" varchar(200) NOT NULL,
	"password_hash" text NOT NULL,
	"nivel" integer DEFAULT 1 NOT NULL,
	"uws_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_id_entidad_entities_id_entidad_fk" FOREIGN KEY ("id_entidad") REFERENCES "public"."entities"("id_entidad") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_entities" ADD CONSTRAINT "user_entities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_entities" ADD CONSTRAINT "user_entities_id_entidad_entities_id_entidad_fk" FOREIGN KEY ("id_entidad") REFERENCES "public"."entities"("id_entidad") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_subject_idx" ON "login_failures" USING btree ("subject","at");--> statement-breakpoint
CREATE INDEX "posts_section_idx" ON "posts" USING btree ("section","published");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id","created_at");