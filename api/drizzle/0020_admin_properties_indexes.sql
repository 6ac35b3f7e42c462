ALTER TABLE "properties" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "properties_review_queue_idx" ON "properties" USING btree (coalesce("submitted_at", "created_at"),"id") WHERE status = 'pending-review';--> statement-breakpoint
CREATE INDEX "properties_city_created_idx" ON "properties" USING btree ("city","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "properties_title_trgm_idx" ON "properties" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_featured_idx" ON "properties" USING btree ("featured_until") WHERE featured_until IS NOT NULL;--> statement-breakpoint
UPDATE "properties" SET "submitted_at" = "updated_at" WHERE "status" = 'pending-review';
