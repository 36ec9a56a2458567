-- A settlement file's rows, gzipped JSON (packed slice by slice: a big file no longer holds up the server).
ALTER TABLE "settlements" ADD COLUMN "packed_lines" bytea;--> statement-breakpoint
ALTER TABLE "settlements" ALTER COLUMN "lines" DROP NOT NULL;
