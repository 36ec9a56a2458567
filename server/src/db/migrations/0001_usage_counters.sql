CREATE TABLE "usage_counters" (
	"user_id" uuid NOT NULL,
	"tool_id" integer NOT NULL,
	"period" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_counters_user_id_tool_id_period_pk" PRIMARY KEY("user_id","tool_id","period"),
	CONSTRAINT "usage_counters_count_non_negative" CHECK ("usage_counters"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "usage_counters" ADD CONSTRAINT "usage_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_counters" ADD CONSTRAINT "usage_counters_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;