-- Bulk listings: a seller's upload of up to 500 products, each one metered Product Optimization call, run by the
-- server's worker one row at a time (a row is leased while its call runs, so a restart picks it up again), the
-- job that waited longest first, so sellers take turns.
CREATE TABLE "bulk_listing_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"category" text,
	"status" text DEFAULT 'running' NOT NULL,
	"stop_reason" text,
	"last_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "bulk_listing_rows" (
	"job_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"input" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answer" jsonb,
	"error" text,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_listing_rows_job_id_line_pk" PRIMARY KEY("job_id","line")
);--> statement-breakpoint
ALTER TABLE "bulk_listing_jobs" ADD CONSTRAINT "bulk_listing_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_listing_rows" ADD CONSTRAINT "bulk_listing_rows_job_id_bulk_listing_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_listing_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_listing_jobs_user_idx" ON "bulk_listing_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
-- One running upload per seller, also between two requests at the same moment.
CREATE UNIQUE INDEX "bulk_listing_jobs_one_running" ON "bulk_listing_jobs" USING btree ("user_id") WHERE "status" = 'running';--> statement-breakpoint
CREATE INDEX "bulk_listing_rows_pending_idx" ON "bulk_listing_rows" USING btree ("due_at") WHERE "status" = 'pending';
