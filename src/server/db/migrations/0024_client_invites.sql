ALTER TABLE "profiles" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "must_change_password";