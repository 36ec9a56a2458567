-- New sellers start on one named plan, the sign-up plan, instead of "the first active trial plan by sort
-- order" (a trial plan an admin saved with empty limits would silently have given every new seller 0 calls).
-- At most one plan is the sign-up plan; an existing database keeps the plan it was giving new sellers.
ALTER TABLE "plans" ADD COLUMN "is_signup_plan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_one_signup_plan" ON "plans" USING btree ("is_signup_plan") WHERE "is_signup_plan";--> statement-breakpoint
UPDATE "plans" SET "is_signup_plan" = true WHERE "id" = (
  SELECT "id" FROM "plans" WHERE "billing_period" = 'trial' AND "is_active"
  ORDER BY ("name" = 'Free Trial') DESC, "sort_order" LIMIT 1
);
