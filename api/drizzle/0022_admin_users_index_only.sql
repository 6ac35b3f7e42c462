DROP INDEX "users_created_idx";--> statement-breakpoint
DROP INDEX "users_name_idx";--> statement-breakpoint
DROP INDEX "users_type_created_idx";--> statement-breakpoint
DROP INDEX "users_type_name_idx";--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id","user_type","blocked_at");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name","id","user_type","blocked_at");--> statement-breakpoint
CREATE INDEX "users_type_created_idx" ON "users" USING btree ("user_type","created_at","id","blocked_at");--> statement-breakpoint
CREATE INDEX "users_type_name_idx" ON "users" USING btree ("user_type","name","id","blocked_at");