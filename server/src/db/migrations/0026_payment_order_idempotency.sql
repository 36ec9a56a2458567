-- A retried create-order with the same Idempotency-Key gets its first order again.
ALTER TABLE "payment_orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_idempotency_unique" ON "payment_orders" USING btree ("user_id","idempotency_key") WHERE "payment_orders"."idempotency_key" is not null;
