ALTER TABLE "staff" ADD COLUMN "role" text DEFAULT 'store' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role_check" CHECK ("staff"."role" in ('store', 'transport'));