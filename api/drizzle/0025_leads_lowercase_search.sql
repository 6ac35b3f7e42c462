-- The owner's lead search compares stored lowercase name and e-mail (LIKE) instead of lowering every
-- row per search (ILIKE); the covering index carries those instead of name and email.
DROP INDEX "leads_owner_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "name_lower" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "email_lower" text GENERATED ALWAYS AS (lower(email)) STORED;--> statement-breakpoint
CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_id","created_at","id","contacted_at","property_id","phone","name_lower","email_lower");