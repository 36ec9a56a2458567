-- A pending account is bound to its first sign-up until verified: links no longer carry a sign-up.
ALTER TABLE "email_tokens" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "email_tokens" DROP COLUMN "first_name";--> statement-breakpoint
ALTER TABLE "email_tokens" DROP COLUMN "last_name";
