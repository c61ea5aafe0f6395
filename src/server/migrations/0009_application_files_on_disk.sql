ALTER TABLE "application_files" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application_files" ADD COLUMN "stored_name" text;