CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"subject_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_media" ALTER COLUMN "property_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
-- Backfill: every existing media row belongs to its property's owner.
UPDATE "property_media" AS m SET "owner_id" = p."owner_id" FROM "properties" AS p WHERE p."id" = m."property_id";--> statement-breakpoint
ALTER TABLE "property_media" ALTER COLUMN "owner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "draft_id" uuid;--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "placeholder" text;--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "phash" text;--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "original_bytes" bigint;--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "duration_seconds" real;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_subject_idx" ON "jobs" USING btree ("subject_id");--> statement-breakpoint
ALTER TABLE "property_media" ADD CONSTRAINT "property_media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_media_owner_idx" ON "property_media" USING btree ("owner_id","draft_id");