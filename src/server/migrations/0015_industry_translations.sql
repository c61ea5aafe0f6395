ALTER TABLE "industries" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- A database seeded before industries had translations gets the reference seed's names in both languages.
UPDATE "industries" SET "translations" = '{"fi":{"name":"Ravintolat"},"en":{"name":"Restaurants"}}'::jsonb WHERE "id" = 21 AND "name" = 'Restaurants' AND "translations" = '{}'::jsonb;--> statement-breakpoint
UPDATE "industries" SET "translations" = '{"fi":{"name":"Ruokakaupat"},"en":{"name":"Groceries"}}'::jsonb WHERE "id" = 22 AND "name" = 'Groceries' AND "translations" = '{}'::jsonb;--> statement-breakpoint
UPDATE "industries" SET "translations" = '{"fi":{"name":"Muut"},"en":{"name":"Others"}}'::jsonb WHERE "id" = 23 AND "name" = 'Others' AND "translations" = '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "channel_query_id" text;
