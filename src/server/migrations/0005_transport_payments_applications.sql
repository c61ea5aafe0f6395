CREATE TABLE "application_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"field" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"query_id" text NOT NULL,
	"kind" text NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "applications_query_id_unique" UNIQUE("query_id"),
	CONSTRAINT "applications_kind_check" CHECK ("applications"."kind" in ('merchant', 'rider'))
);
--> statement-breakpoint
CREATE TABLE "bank_card_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"card_token" text,
	"card_last_four" text,
	"card_expiry" text,
	"submitted_at" timestamp with time zone,
	"used_by_invoice_id" integer,
	CONSTRAINT "bank_card_sessions_card_token_unique" UNIQUE("card_token")
);
--> statement-breakpoint
CREATE TABLE "card_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"client_secret_hash" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"card_last_four" text,
	"card_expiry" text,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "card_payment_intents_status_check" CHECK ("card_payment_intents"."status" in ('requires_confirmation', 'succeeded', 'canceled')),
	CONSTRAINT "card_payment_intents_amount_check" CHECK ("card_payment_intents"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "realtime_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "realtime_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_query_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"query_id" text NOT NULL,
	"short_order_id" text NOT NULL,
	"staff_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_phone_number" text NOT NULL,
	"pickup" jsonb NOT NULL,
	"dropoff" jsonb NOT NULL,
	"cab_type" text NOT NULL,
	"ride_type" text NOT NULL,
	"notes" text NOT NULL,
	"cash_on_delivery" boolean NOT NULL,
	"advance_booking_at" timestamp with time zone,
	"time_zone" text NOT NULL,
	"base_price" integer NOT NULL,
	"night_surcharge" integer NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"rider" jsonb,
	"rider_assign_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "rides_query_id_unique" UNIQUE("query_id"),
	CONSTRAINT "rides_short_order_id_unique" UNIQUE("short_order_id"),
	CONSTRAINT "rides_status_check" CHECK ("rides"."status" in ('searching', 'rider_assigned', 'cancelled')),
	CONSTRAINT "rides_money_check" CHECK ("rides"."base_price" >= 0 and "rides"."night_surcharge" >= 0 and "rides"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pickup_locations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "failed_pin_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pin_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_card_sessions" ADD CONSTRAINT "bank_card_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_card_sessions" ADD CONSTRAINT "bank_card_sessions_used_by_invoice_id_invoices_id_fk" FOREIGN KEY ("used_by_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payment_intents" ADD CONSTRAINT "card_payment_intents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_files_application_idx" ON "application_files" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "bank_card_sessions_user_idx" ON "bank_card_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "card_payment_intents_invoice_idx" ON "card_payment_intents" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "realtime_events_user_idx" ON "realtime_events" USING btree ("user_query_id","id");--> statement-breakpoint
CREATE INDEX "realtime_events_created_idx" ON "realtime_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rides_staff_idx" ON "rides" USING btree ("staff_id","created_at");