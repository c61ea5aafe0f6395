CREATE TABLE "ride_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"client_secret_hash" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"card_last_four" text,
	"card_expiry" text,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "ride_payment_intents_status_check" CHECK ("ride_payment_intents"."status" in ('requires_confirmation', 'succeeded', 'canceled')),
	CONSTRAINT "ride_payment_intents_amount_check" CHECK ("ride_payment_intents"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "rides" DROP CONSTRAINT "rides_status_check";--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "payment_method" text DEFAULT 'CASH' NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ride_payment_intents" ADD CONSTRAINT "ride_payment_intents_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ride_payment_intents_ride_idx" ON "ride_payment_intents" USING btree ("ride_id");--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_payment_method_check" CHECK ("rides"."payment_method" in ('CASH', 'STRIPE'));--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_status_check" CHECK ("rides"."status" in ('awaiting_payment', 'searching', 'rider_assigned', 'cancelled'));