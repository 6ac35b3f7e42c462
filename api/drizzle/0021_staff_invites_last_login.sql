ALTER TABLE "admins" ADD COLUMN "password_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
UPDATE "admins" SET "password_set_at" = "created_at";
