CREATE TABLE "lead_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"seeker_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"consent_text" text NOT NULL,
	"lead_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_consents_daily_unique" UNIQUE("property_id","seeker_id","lead_day")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"term" text NOT NULL,
	"term_key" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"listing_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_terms_kind_term_city_unique" UNIQUE("kind","term_key","city")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "posted_by" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "deposit" bigint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "maintenance_monthly" bigint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bathrooms" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "balconies" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "carpet_area" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "carpet_area_unit" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "built_up_area" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "built_up_area_unit" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "super_built_up_area" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "super_built_up_area_unit" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "plot_area" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "plot_area_unit" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_per_sqft" bigint GENERATED ALWAYS AS (CASE WHEN area_sqft > 0 THEN round(price::numeric / area_sqft)::bigint END) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "furnishing" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "possession_status" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "possession_date" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "age_years" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor_number" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "total_floors" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "facing" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "covered_parking" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "open_parking" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "amenities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "project_name" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pincode" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rera_state" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rera_id" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(locality, '') || ' ' || coalesce(city, '') || ' ' || coalesce(project_name, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("term_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_active_newest_idx" ON "properties" USING btree ("published_at","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_kind_newest_idx" ON "properties" USING btree ("listing_type","published_at","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_city_all_newest_idx" ON "properties" USING btree ("city","published_at","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_city_newest_idx" ON "properties" USING btree ("city","listing_type","published_at","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_price_idx" ON "properties" USING btree ("listing_type","price","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_city_price_idx" ON "properties" USING btree ("city","listing_type","price","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_city_ppsf_idx" ON "properties" USING btree ("city","listing_type","price_per_sqft","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_ppsf_idx" ON "properties" USING btree ("listing_type","price_per_sqft","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_locality_idx" ON "properties" USING btree ("city","locality","listing_type") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search_vector") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "properties_amenities_idx" ON "properties" USING gin ("amenities") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "properties_expiry_idx" ON "properties" USING btree ("expires_at") WHERE status = 'active';--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_rera_for_new_projects" CHECK (NOT ("properties"."posted_by" = 'builder' AND "properties"."listing_type" = 'sale' AND "properties"."possession_status" = 'under-construction' AND "properties"."status" IN ('active', 'pending-review') AND "properties"."rera_id" IS NULL));