ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_code_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_store_code_idx" ON "vouchers" USING btree ("company_id","code") WHERE "vouchers"."company_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_every_store_code_idx" ON "vouchers" USING btree ("code") WHERE "vouchers"."company_id" is null;