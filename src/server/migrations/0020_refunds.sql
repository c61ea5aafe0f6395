CREATE TABLE "card_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"payment_intent_id" text,
	"payment_method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_refunds_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "card_refunds_status_check" CHECK ("card_refunds"."status" in ('succeeded')),
	CONSTRAINT "card_refunds_amount_check" CHECK ("card_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"query_id" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"lines" jsonb NOT NULL,
	"vat" jsonb NOT NULL,
	"staff_id" integer,
	"staff_username" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_query_id_unique" UNIQUE("query_id"),
	CONSTRAINT "refunds_kind_check" CHECK ("refunds"."kind" in ('full', 'lines', 'amount')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_refunds_invoice_idx" ON "card_refunds" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "refunds_invoice_idx" ON "refunds" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");