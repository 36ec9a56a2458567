-- The admin users list at 100,000 users: its pages, newest first, read only an index. Listed users (not
-- deleted) by (created_at, id): a deep page (offset 49,980) skips index entries, not table rows.
CREATE INDEX "users_listed_created_idx" ON "users" USING btree ("created_at", "id") WHERE "status" <> 'deleted';--> statement-breakpoint
-- A user's current subscription with its end date in the index: the plan filter (expired, expiring, active)
-- checks each listed user without reading the subscriptions table. Same name, same uniqueness as before.
DROP INDEX "subscriptions_one_active_per_user";--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_active_per_user" ON "subscriptions" USING btree ("user_id") INCLUDE ("end_date") WHERE "status" = 'active';
