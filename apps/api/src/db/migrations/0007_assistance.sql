CREATE TABLE "assistance_quotes" (
	"id" varchar(120) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"destination" varchar(20) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"ages" jsonb NOT NULL,
	"plan_code" varchar(40) NOT NULL,
	"name" varchar(120) NOT NULL,
	"category" varchar(10) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"quote" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_price" numeric(12, 2),
	"reservation_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistance_quotes" ADD CONSTRAINT "assistance_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_quotes" ADD CONSTRAINT "assistance_quotes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistance_quotes_expiry_idx" ON "assistance_quotes" USING btree ("expires_at");