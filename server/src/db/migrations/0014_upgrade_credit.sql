-- A switch to another plan while a paid plan runs credits the unused part of the running plan (by days, in
-- paise): the order keeps the credit it was priced with, and the invoice prints it.
ALTER TABLE "payment_orders" ADD COLUMN "credit_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "credit_note" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_note" text;
