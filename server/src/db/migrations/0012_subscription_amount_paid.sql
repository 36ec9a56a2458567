-- A subscription's amount is what the seller actually paid for it (the sum of its payments), and a plan an
-- administrator assigned says so instead of carrying the plan's price as if it had been paid.
ALTER TABLE "subscriptions" ADD COLUMN "assigned_by_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A paid subscription is created (or extended) in the transaction of its payment: the payment's completion
-- time is then at or after the subscription's creation. A paid plan's subscription with no such payment of the
-- same plan was assigned by an administrator.
UPDATE "subscriptions" AS s SET "assigned_by_admin" = true, "amount" = 0
FROM "plans" AS p
WHERE p."id" = s."plan_id" AND p."billing_period" <> 'trial'
  AND NOT EXISTS (
    SELECT 1 FROM "payments" AS pay
    WHERE pay."user_id" = s."user_id" AND pay."plan_id" = s."plan_id" AND pay."status" = 'completed'
      AND pay."completed_at" >= s."created_at"
  );--> statement-breakpoint
UPDATE "subscriptions" AS s SET "amount" = paid."total"
FROM (
  SELECT s2."id", sum(pay."amount_minor") / 100.0 AS "total"
  FROM "subscriptions" AS s2
  JOIN "payments" AS pay ON pay."user_id" = s2."user_id" AND pay."plan_id" = s2."plan_id"
    AND pay."status" = 'completed' AND pay."completed_at" >= s2."created_at"
    AND pay."completed_at" <= s2."updated_at"
    AND (s2."status" = 'active' OR pay."completed_at" < s2."updated_at")
  WHERE s2."assigned_by_admin" = false
  GROUP BY s2."id"
) AS paid
WHERE paid."id" = s."id";
