CREATE TABLE "usage_daily" (
	"day" date NOT NULL,
	"tool_id" integer NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"successful" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_daily_day_tool_id_pk" PRIMARY KEY("day","tool_id")
);
--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "usage_daily" ADD CONSTRAINT "usage_daily_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");--> statement-breakpoint
CREATE INDEX "subscriptions_active_end_idx" ON "subscriptions" USING btree ("end_date","plan_id") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP COLUMN "details";
--> statement-breakpoint
-- usage_daily is kept by this statement trigger: one upsert per inserted batch, grouped by Asia/Kolkata day
-- (UTC+05:30 all year) and tool. Events deleted later (a user removed for good) stay counted: they happened.
CREATE FUNCTION "usage_daily_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "usage_daily" ("day", "tool_id", "calls", "successful")
  SELECT (("created_at" AT TIME ZONE 'UTC') + interval '330 minutes')::date, "tool_id", count(*),
         count(*) FILTER (WHERE "response_status" = 200)
  FROM "new_events"
  GROUP BY 1, 2
  ON CONFLICT ("day", "tool_id") DO UPDATE
    SET "calls" = "usage_daily"."calls" + excluded."calls",
        "successful" = "usage_daily"."successful" + excluded."successful";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "usage_events_daily" AFTER INSERT ON "usage_events"
  REFERENCING NEW TABLE AS "new_events" FOR EACH STATEMENT EXECUTE FUNCTION "usage_daily_add"();
--> statement-breakpoint
INSERT INTO "usage_daily" ("day", "tool_id", "calls", "successful")
SELECT (("created_at" AT TIME ZONE 'UTC') + interval '330 minutes')::date, "tool_id", count(*),
       count(*) FILTER (WHERE "response_status" = 200)
FROM "usage_events"
GROUP BY 1, 2;
--> statement-breakpoint
-- The admin users list searches "first last email" anywhere in the text: a trigram index where the server
-- offers pg_trgm (PostgreSQL; a trusted extension since 13). Without it (PGlite, or no right to create it)
-- the search scans, which is fine at PGlite's sizes; the migration never fails for it.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXECUTE 'CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin '
      || '(("first_name" || '' '' || "last_name" || '' '' || "email") gin_trgm_ops)';
  END IF;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'users_search_trgm_idx not created: %', SQLERRM;
END
$$;
