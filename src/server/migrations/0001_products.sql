CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"picture_thumb_url" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"query_id" text NOT NULL,
	"company_id" integer NOT NULL,
	"category_id" text NOT NULL,
	"sub_category_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"cost" integer NOT NULL,
	"cost_after_discount" integer NOT NULL,
	"promotion_nature" text,
	"promotion_amount" integer,
	"tax_basis_points" integer NOT NULL,
	"available_quantity" integer NOT NULL,
	"unlimited" boolean NOT NULL,
	"unlimited_out_of_stock" boolean NOT NULL,
	"sizes" jsonb NOT NULL,
	"colors" jsonb NOT NULL,
	"variants" jsonb NOT NULL,
	"pictures" jsonb NOT NULL,
	CONSTRAINT "products_query_id_unique" UNIQUE("query_id"),
	CONSTRAINT "products_cost_check" CHECK ("products"."cost" >= 0 and "products"."cost_after_discount" >= 0),
	CONSTRAINT "products_cost_after_discount_check" CHECK ("products"."cost_after_discount" <= "products"."cost"),
	CONSTRAINT "products_available_quantity_check" CHECK ("products"."available_quantity" >= 0),
	CONSTRAINT "products_tax_check" CHECK ("products"."tax_basis_points" between 0 and 10000),
	CONSTRAINT "products_promotion_check" CHECK (("products"."promotion_nature" is null and "products"."promotion_amount" is null) or ("products"."promotion_nature" in ('flat', 'discount') and "products"."promotion_amount" >= 0))
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_company_idx" ON "categories" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "products_company_position_idx" ON "products" USING btree ("company_id","position","id");--> statement-breakpoint
CREATE INDEX "products_sub_category_idx" ON "products" USING btree ("sub_category_id","position");--> statement-breakpoint
CREATE INDEX "sub_categories_category_idx" ON "sub_categories" USING btree ("category_id","position");