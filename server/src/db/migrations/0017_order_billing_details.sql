-- The buyer's invoice details (legal name, GSTIN, billing address, state) are given at checkout and stored on
-- the order; the invoice is computed from the order's copy. Open orders take the profile's details as they
-- were read before this change.
ALTER TABLE "payment_orders" ADD COLUMN "billed_legal_name" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "billed_gstin" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "billed_address" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "billed_state" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billed_address" text;--> statement-breakpoint
UPDATE "payment_orders" o SET "billed_legal_name" = u."business_name", "billed_gstin" = u."gstin", "billed_state" = u."state"
  FROM "users" u WHERE u."id" = o."user_id" AND o."status" <> 'paid';
