CREATE TABLE "cms_content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_by" uuid,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cms_content_versions" ADD CONSTRAINT "cms_content_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_content_versions_section_idx" ON "cms_content_versions" USING btree ("section","id" DESC NULLS LAST);