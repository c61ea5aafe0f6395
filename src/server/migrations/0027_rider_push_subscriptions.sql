CREATE TABLE "rider_push_subscriptions" (
	"endpoint" text PRIMARY KEY NOT NULL,
	"rider_id" integer NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"language" text NOT NULL,
	"subscribed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rider_push_subscriptions_language_check" CHECK ("rider_push_subscriptions"."language" in ('fi', 'en'))
);
--> statement-breakpoint
ALTER TABLE "rider_push_subscriptions" ADD CONSTRAINT "rider_push_subscriptions_rider_id_transport_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."transport_riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rider_push_subscriptions_rider_idx" ON "rider_push_subscriptions" USING btree ("rider_id");