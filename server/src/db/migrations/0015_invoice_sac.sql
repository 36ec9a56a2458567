-- The SAC code of the service, frozen on each invoice as printed (INVOICE_SAC at the time of issue).
ALTER TABLE "invoices" ADD COLUMN "sac_code" text;
