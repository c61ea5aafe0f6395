CREATE TABLE "user_devices" (
	"user_id" integer NOT NULL,
	"device_uuid" text NOT NULL,
	"push_token" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_devices_user_id_device_uuid_pk" PRIMARY KEY("user_id","device_uuid")
);
--> statement-breakpoint
ALTER TABLE "user_devices" ADD CONSTRAINT "user_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;