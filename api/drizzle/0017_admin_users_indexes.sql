CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_type_created_idx" ON "users" USING btree ("user_type","created_at","id");--> statement-breakpoint
CREATE INDEX "users_type_name_idx" ON "users" USING btree ("user_type","name","id");--> statement-breakpoint
CREATE INDEX "users_blocked_created_idx" ON "users" USING btree ("created_at","id") WHERE blocked_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);