-- How many users the back office lists (every account but deleted ones), kept by the users table's own
-- triggers: the users list's total without counting 100,000 index entries on every page (8-12 ms on
-- PostgreSQL at that size). Statement-level triggers, so a bulk insert updates the count once; an update that
-- changes no listed status does not touch the row at all.
-- No user is added or removed between the first count and the triggers that keep it (the lock lasts until the
-- migration's transaction ends).
LOCK TABLE "users" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "listed_user_count" (
	"one_row" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"users" bigint NOT NULL,
	CONSTRAINT "listed_user_count_one_row" CHECK ("listed_user_count"."one_row")
);--> statement-breakpoint
INSERT INTO "listed_user_count" ("users") SELECT count(*) FROM "users" WHERE "status" <> 'deleted';--> statement-breakpoint
CREATE FUNCTION "listed_user_count_add"(delta bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta <> 0 THEN
    UPDATE "listed_user_count" SET "users" = "users" + delta;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "listed_user_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "listed_user_count_add"((SELECT count(*) FROM inserted WHERE "status" <> 'deleted'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "listed_user_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "listed_user_count_add"(-(SELECT count(*) FROM removed WHERE "status" <> 'deleted'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "listed_user_count_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "listed_user_count_add"(
    (SELECT count(*) FROM inserted WHERE "status" <> 'deleted') - (SELECT count(*) FROM removed WHERE "status" <> 'deleted')
  );
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "listed_user_count_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listed_user_count" SET "users" = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_listed_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION "listed_user_count_inserted"();--> statement-breakpoint
CREATE TRIGGER "users_listed_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "listed_user_count_deleted"();--> statement-breakpoint
CREATE TRIGGER "users_listed_count_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS removed NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION "listed_user_count_updated"();--> statement-breakpoint
CREATE TRIGGER "users_listed_count_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "listed_user_count_truncated"();
