-- Mails that matter are written here in the transaction of the change that causes them, and a worker delivers
-- them with retries: a process that dies after the commit loses no mail. A delivered mail's row is deleted.
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "status" = 'pending';--> statement-breakpoint
-- One reminder per subscription, lead time and end date: a plan extended later is reminded of its new end.
CREATE TABLE "plan_end_reminders" (
	"subscription_id" uuid NOT NULL REFERENCES "subscriptions"("id") ON DELETE CASCADE,
	"days_before" integer NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("subscription_id", "days_before", "end_date")
);
