-- Corrected invoices (docs/decisions/0010): a credit note cancels an invoice in full and a new invoice,
-- numbered in the invoice series, replaces it. A payment keeps its first invoice; each invoice is corrected once.
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"reason" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"taxable_minor" integer NOT NULL,
	"cgst_minor" integer NOT NULL,
	"sgst_minor" integer NOT NULL,
	"igst_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "credit_note_sequences" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_unique" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_invoice_unique" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_year_sequence_unique" ON "credit_notes" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX "credit_notes_user_idx" ON "credit_notes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "corrects_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "corrects_invoice_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_invoice_id_invoices_id_fk" FOREIGN KEY ("corrects_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
DROP INDEX "invoices_payment_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_first_unique" ON "invoices" USING btree ("payment_id") WHERE "corrects_invoice_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_corrects_unique" ON "invoices" USING btree ("corrects_invoice_id");
