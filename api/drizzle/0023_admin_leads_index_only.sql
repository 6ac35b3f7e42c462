DROP INDEX "leads_city_created_idx";--> statement-breakpoint
DROP INDEX "leads_dispatch_created_idx";--> statement-breakpoint
CREATE INDEX "leads_city_created_idx" ON "leads" USING btree ("city","created_at","id","dispatch_status","source","assigned_admin_id");--> statement-breakpoint
CREATE INDEX "leads_dispatch_created_idx" ON "leads" USING btree ("dispatch_status","created_at","id","source","assigned_admin_id","city");