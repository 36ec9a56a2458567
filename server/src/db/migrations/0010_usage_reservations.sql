-- A reserved AI call is written down in the same transaction that takes it from the counters, and crossed out
-- when its history row is written (or when it is given back). A process that dies in between leaves the row:
-- the quota service gives such a call back once it is older than any call can take, unless the history row
-- that names it exists (the call succeeded and only the crossing-out was lost). Counters then always equal
-- the calls that were recorded as counted.
CREATE TABLE "usage_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"tool_id" integer NOT NULL REFERENCES "tools"("id") ON DELETE cascade,
	"periods" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "usage_reservations_created_idx" ON "usage_reservations" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "usage_events" ADD COLUMN "reservation_id" uuid;--> statement-breakpoint
CREATE INDEX "usage_events_reservation_idx" ON "usage_events" USING btree ("reservation_id") WHERE "reservation_id" IS NOT NULL;
