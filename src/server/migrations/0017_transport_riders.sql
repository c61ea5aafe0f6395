CREATE TABLE "ride_receipt_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ride_receipt_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ride_id" integer NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "ride_receipt_requests_locale_check" CHECK ("ride_receipt_requests"."locale" in ('fi', 'en'))
);
--> statement-breakpoint
CREATE TABLE "rider_emails" (
	"rider_id" integer NOT NULL,
	"email" text NOT NULL,
	"code_hash" text,
	"code_sent_at" timestamp with time zone,
	"proven_at" timestamp with time zone,
	CONSTRAINT "rider_emails_rider_id_email_pk" PRIMARY KEY("rider_id","email")
);
--> statement-breakpoint
CREATE TABLE "transport_rider_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"rider_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_riders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transport_riders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"query_id" text NOT NULL,
	"device_hash" text NOT NULL,
	"desk_staff_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transport_riders_query_id_unique" UNIQUE("query_id")
);
--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "rider_id" integer;--> statement-breakpoint
ALTER TABLE "ride_receipt_requests" ADD CONSTRAINT "ride_receipt_requests_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_emails" ADD CONSTRAINT "rider_emails_rider_id_transport_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."transport_riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_rider_sessions" ADD CONSTRAINT "transport_rider_sessions_rider_id_transport_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."transport_riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_riders" ADD CONSTRAINT "transport_riders_desk_staff_id_staff_id_fk" FOREIGN KEY ("desk_staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ride_receipt_requests_ride_idx" ON "ride_receipt_requests" USING btree ("ride_id");--> statement-breakpoint
CREATE INDEX "rider_emails_code_idx" ON "rider_emails" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "transport_rider_sessions_rider_idx" ON "transport_rider_sessions" USING btree ("rider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_riders_device_desk_idx" ON "transport_riders" USING btree ("device_hash","desk_staff_id");--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_rider_id_transport_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."transport_riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rides_rider_idx" ON "rides" USING btree ("rider_id","created_at");