CREATE TABLE "otp_sources" (
	"source_key" text PRIMARY KEY NOT NULL,
	"failures_started_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "otp_states" ADD COLUMN "retry_at" timestamp with time zone;