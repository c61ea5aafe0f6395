ALTER TABLE "companies" ADD COLUMN "orders_paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "orders_paused_until_resumed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "order_cap_per_quarter_hour" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "orders_full_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_order_cap_check" CHECK ("companies"."order_cap_per_quarter_hour" is null or "companies"."order_cap_per_quarter_hour" >= 1);