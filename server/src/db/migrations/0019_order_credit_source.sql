-- An order priced with an upgrade credit remembers the subscription the credit came from: the credit is used
-- only if that subscription is still the running one when the payment completes (once, whatever the orders).
ALTER TABLE "payment_orders" ADD COLUMN "credit_subscription_id" uuid;
