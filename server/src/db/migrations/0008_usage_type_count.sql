-- The history's Usage Type and Usage Count say what a call was for the quota: 'trial_call' or
-- 'monthly_call' with the call's number in that trial or India month for the tool, or 'not_counted' with 0
-- (refused, or failed and given back). Earlier rows held the tool's key and 1: they are numbered the same way.
UPDATE "usage_events" SET "usage_type" = 'not_counted', "usage_count" = 0
WHERE "usage_type" NOT IN ('trial_call', 'monthly_call', 'not_counted') AND "response_status" <> 200;--> statement-breakpoint
WITH "numbered" AS (
  SELECT "id",
    CASE WHEN "billing_period" = 'trial' THEN 'trial_call' ELSE 'monthly_call' END AS "kind",
    row_number() OVER (
      PARTITION BY "user_id", "tool_id",
        CASE WHEN "billing_period" = 'trial' THEN 'trial'
          ELSE to_char("created_at" AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') END
      ORDER BY "created_at", "id"
    ) AS "n"
  FROM "usage_events"
  WHERE "usage_type" NOT IN ('trial_call', 'monthly_call', 'not_counted')
)
UPDATE "usage_events" SET "usage_type" = "numbered"."kind", "usage_count" = "numbered"."n"
FROM "numbered" WHERE "usage_events"."id" = "numbered"."id";
