-- The admin users list filters by the end of each user's current plan (expired, expiring, active). Reading it
-- from the subscriptions index once per listed user cost 15 ms for page 100 of 'expired' and 25 ms to count a
-- search (5,000 probes) at 100,000 users on PostgreSQL; kept on the user row and in the list's index, the page
-- reads one index alone and the count no second table. Kept by statement-level triggers on subscriptions, so
-- every writer keeps it (the application never writes it): the end date of the user's active subscription,
-- null without one or when it has no end.
-- No subscription changes between the first fill and the triggers that keep it (the lock lasts until the
-- migration's transaction ends).
LOCK TABLE "subscriptions" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan_ends_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" u SET "plan_ends_at" = s."end_date" FROM "subscriptions" s
  WHERE s."user_id" = u."id" AND s."status" = 'active' AND s."end_date" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION "users_plan_ends_at_refresh"(changed uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" u SET "plan_ends_at" = current_end.end_date
  FROM (
    SELECT c.user_id, (SELECT s."end_date" FROM "subscriptions" s
                       WHERE s."user_id" = c.user_id AND s."status" = 'active') AS end_date
    FROM unnest(changed) AS c(user_id)
  ) current_end
  WHERE u."id" = current_end.user_id AND u."plan_ends_at" IS DISTINCT FROM current_end.end_date;
END $$;--> statement-breakpoint
CREATE FUNCTION "subscriptions_inserted_plan_end"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "users_plan_ends_at_refresh"((SELECT array_agg(DISTINCT "user_id") FROM inserted));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "subscriptions_deleted_plan_end"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "users_plan_ends_at_refresh"((SELECT array_agg(DISTINCT "user_id") FROM removed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "subscriptions_updated_plan_end"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "users_plan_ends_at_refresh"((SELECT array_agg(DISTINCT "user_id") FROM (
    SELECT "user_id" FROM inserted UNION SELECT "user_id" FROM removed) AS touched));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "subscriptions_truncated_plan_end"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "plan_ends_at" = NULL WHERE "plan_ends_at" IS NOT NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "subscriptions_plan_end_insert" AFTER INSERT ON "subscriptions" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION "subscriptions_inserted_plan_end"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_plan_end_delete" AFTER DELETE ON "subscriptions" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "subscriptions_deleted_plan_end"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_plan_end_update" AFTER UPDATE ON "subscriptions" REFERENCING OLD TABLE AS removed NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION "subscriptions_updated_plan_end"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_plan_end_truncate" AFTER TRUNCATE ON "subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION "subscriptions_truncated_plan_end"();--> statement-breakpoint
-- The list's pages, newest first, with the plan's end in the index: the plan filter reads no table row.
DROP INDEX "users_listed_created_idx";--> statement-breakpoint
CREATE INDEX "users_listed_created_idx" ON "users" USING btree ("created_at", "id") INCLUDE ("plan_ends_at")
  WHERE "status" <> 'deleted';
