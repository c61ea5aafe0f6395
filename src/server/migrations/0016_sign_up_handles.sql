CREATE TABLE "sign_up_handles" (
	"handle" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_up_handles" ADD CONSTRAINT "sign_up_handles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_up_handles_user_idx" ON "sign_up_handles" USING btree ("user_id");