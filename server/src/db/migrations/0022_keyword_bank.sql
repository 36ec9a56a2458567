-- A seller's keyword bank: report files they uploaded (pending until they confirm what was found) and each
-- search term's measured figures per file. The bank is the confirmed files' terms summed per term; deleting a
-- file or the account takes its terms with it.
CREATE TABLE "keyword_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"report_type" text NOT NULL,
	"marketplace" text NOT NULL,
	"date_from" date,
	"date_to" date,
	"rows" integer NOT NULL,
	"bad_rows" integer NOT NULL,
	"terms" integer NOT NULL,
	"found" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "keyword_import_terms" (
	"import_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"term" text NOT NULL,
	"term_key" text NOT NULL,
	"product_id" text DEFAULT '' NOT NULL,
	"impressions" bigint,
	"clicks" bigint,
	"spend" numeric(14, 2),
	"orders" bigint,
	"sales" numeric(14, 2),
	"units" bigint,
	"search_volume" bigint,
	"cart_adds" bigint,
	CONSTRAINT "keyword_import_terms_import_id_term_key_product_id_pk" PRIMARY KEY("import_id","term_key","product_id")
);--> statement-breakpoint
ALTER TABLE "keyword_imports" ADD CONSTRAINT "keyword_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_import_terms" ADD CONSTRAINT "keyword_import_terms_import_id_keyword_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."keyword_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "keyword_imports_user_idx" ON "keyword_imports" USING btree ("user_id","created_at");--> statement-breakpoint
-- The same file is in a seller's bank once, also when two confirmations race.
CREATE UNIQUE INDEX "keyword_imports_one_confirmed_file" ON "keyword_imports" USING btree ("user_id","sha256") WHERE "status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "keyword_import_terms_user_term_idx" ON "keyword_import_terms" USING btree ("user_id","term_key");
