CREATE TABLE "invoice_sequences" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"provider_payment_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "financial_year" text NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sequence" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "supplier_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "supplier_address" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "supplier_gstin" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "supplier_state" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billed_business_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billed_gstin" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billed_state" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billing_period" text NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_start" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "provider_payment_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "taxable_minor" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cgst_minor" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sgst_minor" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "igst_minor" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "renewal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_unique" ON "invoices" USING btree ("financial_year","sequence");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_amounts_add_up" CHECK ("invoices"."taxable_minor" + "invoices"."cgst_minor" + "invoices"."sgst_minor" + "invoices"."igst_minor" = "invoices"."amount_minor");