-- Settlement check: a seller's settlement file (its amount lines), and once checked, the result against the
-- rate card with the seller's settings. A check is a job: queued, then claimed by one server process for a lease
-- (a process that dies leaves it to the next once the lease ends), its result written in one statement.
-- Deleted by the seller, or with the account.
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"marketplace" text NOT NULL,
	"settlement_ids" jsonb NOT NULL,
	"date_from" date,
	"date_to" date,
	"orders" integer NOT NULL,
	"refunds" integer NOT NULL,
	"problems" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"line_count" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claim_id" uuid,
	"job_error" text,
	"settings" jsonb,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlements_user_idx" ON "settlements" USING btree ("user_id","created_at");--> statement-breakpoint
-- One check at a time per seller, also between two requests at the same moment.
CREATE UNIQUE INDEX "settlements_one_check" ON "settlements" USING btree ("user_id") WHERE "status" IN ('queued', 'checking');--> statement-breakpoint
CREATE INDEX "settlements_due_idx" ON "settlements" USING btree ("due_at") WHERE "status" IN ('queued', 'checking');
