DROP INDEX "leads_created_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "city" text;--> statement-breakpoint
UPDATE "leads" SET "city" = "properties"."city" FROM "properties" WHERE "properties"."id" = "leads"."property_id";--> statement-breakpoint
CREATE FUNCTION "leads_copy_city"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "city" INTO NEW."city" FROM "properties" WHERE "id" = NEW."property_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "leads_city_from_property" BEFORE INSERT OR UPDATE OF "property_id" ON "leads"
  FOR EACH ROW EXECUTE FUNCTION "leads_copy_city"();--> statement-breakpoint
CREATE FUNCTION "properties_city_to_leads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "leads" SET "city" = NEW."city" WHERE "property_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_city_follows_to_leads" AFTER UPDATE OF "city" ON "properties"
  FOR EACH ROW WHEN (OLD."city" IS DISTINCT FROM NEW."city") EXECUTE FUNCTION "properties_city_to_leads"();--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id","dispatch_status","source","assigned_admin_id","city");--> statement-breakpoint
CREATE INDEX "leads_city_created_idx" ON "leads" USING btree ("city","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_dispatch_created_idx" ON "leads" USING btree ("dispatch_status","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_assignee_created_idx" ON "leads" USING btree ("assigned_admin_id","created_at","id") WHERE "leads"."assigned_admin_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_contact_trgm_idx" ON "leads" USING gin (("name" || ' ' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_phone_trgm_idx" ON "leads" USING gin ("phone" gin_trgm_ops);
