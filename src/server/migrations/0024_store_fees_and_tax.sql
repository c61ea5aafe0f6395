ALTER TABLE "companies" ADD COLUMN "merchant_banner" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "override_delivery_fee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "delivery_fee_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_percent_applicable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "default_tax_basis_points" integer DEFAULT 2550 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_delivery_fee_value_check" CHECK ("companies"."delivery_fee_value" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_default_tax_check" CHECK ("products"."default_tax_basis_points" between 0 and 10000);