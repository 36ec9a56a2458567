ALTER TABLE "settlements" ADD COLUMN "progress" integer;
