-- Change feed (speed): every write to what a request's principal or a seller's plan is read from
-- announces itself on the channel 'vikreta_changes' as '<table>:<user id>' ('<table>:*' for the plan
-- catalogue), delivered when the transaction commits. Each server process listens and drops what it kept in
-- memory, so a revoked session, a suspended account or a spent call is seen on the next request, whichever
-- code path (or process, or hand-written SQL) made the change.
CREATE OR REPLACE FUNCTION "vikreta_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  owner text := CASE WHEN TG_NARGS > 0 THEN changed ->> TG_ARGV[0] END;
BEGIN
  PERFORM pg_notify('vikreta_changes', TG_TABLE_NAME || ':' || coalesce(owner, '*'));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_changes" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "vikreta_notify_change"('id');--> statement-breakpoint
CREATE TRIGGER "refresh_token_families_changes" AFTER INSERT OR UPDATE OR DELETE ON "refresh_token_families"
  FOR EACH ROW EXECUTE FUNCTION "vikreta_notify_change"('user_id');--> statement-breakpoint
CREATE TRIGGER "subscriptions_changes" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "vikreta_notify_change"('user_id');--> statement-breakpoint
CREATE TRIGGER "usage_counters_changes" AFTER INSERT OR UPDATE OR DELETE ON "usage_counters"
  FOR EACH ROW EXECUTE FUNCTION "vikreta_notify_change"('user_id');--> statement-breakpoint
CREATE TRIGGER "plans_changes" AFTER INSERT OR UPDATE OR DELETE ON "plans"
  FOR EACH STATEMENT EXECUTE FUNCTION "vikreta_notify_change"();--> statement-breakpoint
CREATE TRIGGER "plan_limits_changes" AFTER INSERT OR UPDATE OR DELETE ON "plan_limits"
  FOR EACH STATEMENT EXECUTE FUNCTION "vikreta_notify_change"();--> statement-breakpoint
CREATE TRIGGER "tools_changes" AFTER INSERT OR UPDATE OR DELETE ON "tools"
  FOR EACH STATEMENT EXECUTE FUNCTION "vikreta_notify_change"();
