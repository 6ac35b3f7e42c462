CREATE TABLE "listing_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"property_id" uuid,
	"sections" jsonb DEFAULT '{"basicDetails":null,"locationDetails":null,"profileDetails":null,"mediaUpload":null,"pricingDetails":null}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"related_property_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "negotiable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "listing_drafts" ADD CONSTRAINT "listing_drafts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_drafts" ADD CONSTRAINT "listing_drafts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_flags" ADD CONSTRAINT "listing_flags_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_flags" ADD CONSTRAINT "listing_flags_related_property_id_properties_id_fk" FOREIGN KEY ("related_property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_drafts_open_new_idx" ON "listing_drafts" USING btree ("owner_id") WHERE "listing_drafts"."property_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_drafts_edit_idx" ON "listing_drafts" USING btree ("property_id") WHERE "listing_drafts"."property_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_drafts_owner_idx" ON "listing_drafts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "listing_flags_property_idx" ON "listing_flags" USING btree ("property_id");