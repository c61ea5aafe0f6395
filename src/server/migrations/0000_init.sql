CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"query_id" text NOT NULL,
	"name" text NOT NULL,
	"shop_name" text,
	"description" text NOT NULL,
	"banner_url" text NOT NULL,
	"picture_medium_url" text,
	"tag" text,
	"shop_status" text NOT NULL,
	"address_query_id" text NOT NULL,
	"address_description" text NOT NULL,
	"address_lat" double precision NOT NULL,
	"address_long" double precision NOT NULL,
	"merchant_lat" double precision NOT NULL,
	"merchant_long" double precision NOT NULL,
	"service_area_radius_km" double precision NOT NULL,
	"min_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"delivery_minutes" integer NOT NULL,
	"preparation_minutes" integer NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"footer_description" text,
	CONSTRAINT "companies_query_id_unique" UNIQUE("query_id"),
	CONSTRAINT "companies_min_amount_check" CHECK ("companies"."min_amount" >= 0),
	CONSTRAINT "companies_service_area_radius_check" CHECK ("companies"."service_area_radius_km" >= 0),
	CONSTRAINT "companies_times_check" CHECK ("companies"."delivery_minutes" >= 0 and "companies"."preparation_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_industries" (
	"company_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	CONSTRAINT "company_industries_company_id_industry_id_pk" PRIMARY KEY("company_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_industries" ADD CONSTRAINT "company_industries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_industries" ADD CONSTRAINT "company_industries_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_name_query_id_idx" ON "companies" USING btree ("name","query_id");--> statement-breakpoint
CREATE INDEX "company_industries_industry_idx" ON "company_industries" USING btree ("industry_id","company_id");