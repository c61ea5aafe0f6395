CREATE TABLE "invoice_items" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_query_id" text NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"tax_basis_points" integer NOT NULL,
	"cost" integer NOT NULL,
	"cost_after_discount" integer NOT NULL,
	"amount" integer NOT NULL,
	"discount" integer NOT NULL,
	"discount_type" text,
	"payable" integer NOT NULL,
	"currency" text NOT NULL,
	"item_description" text NOT NULL,
	"instruction" text NOT NULL,
	"promotion" jsonb,
	"size" jsonb,
	"color" jsonb,
	"variant_options" jsonb NOT NULL,
	CONSTRAINT "invoice_items_quantity_check" CHECK ("invoice_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"query_id" text NOT NULL,
	"order_id" text NOT NULL,
	"short_order_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"currency" text NOT NULL,
	"sub_total" integer NOT NULL,
	"items_discount" integer NOT NULL,
	"voucher_code" text,
	"voucher_discount" integer NOT NULL,
	"tip" integer NOT NULL,
	"service_fee" integer NOT NULL,
	"delivery_fee" integer NOT NULL,
	"tax_lines" jsonb NOT NULL,
	"tax_total" integer NOT NULL,
	"payable" integer NOT NULL,
	"delivery_address" jsonb,
	"email" text,
	"status_history" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"placed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "invoices_query_id_unique" UNIQUE("query_id"),
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_short_order_id_unique" UNIQUE("short_order_id"),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('order_pending', 'order_confirmed', 'order_dispatched', 'order_delivered', 'order_cancelled')),
	CONSTRAINT "invoices_money_check" CHECK ("invoices"."sub_total" >= 0 and "invoices"."items_discount" >= 0 and "invoices"."voucher_discount" >= 0 and "invoices"."tip" >= 0 and "invoices"."service_fee" >= 0 and "invoices"."delivery_fee" >= 0 and "invoices"."tax_total" >= 0 and "invoices"."payable" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_idx" ON "invoice_items" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoices_user_placed_idx" ON "invoices" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","placed_at");