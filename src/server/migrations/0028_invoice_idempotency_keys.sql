CREATE TABLE "invoice_idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"invoice_id" integer,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "invoice_idempotency_keys" ADD CONSTRAINT "invoice_idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_idempotency_keys" ADD CONSTRAINT "invoice_idempotency_keys_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;