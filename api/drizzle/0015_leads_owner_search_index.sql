DROP INDEX "leads_owner_idx";--> statement-breakpoint
CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_id","created_at","id","contacted_at","property_id","name","phone","email");