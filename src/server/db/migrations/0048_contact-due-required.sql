-- Rows written before due times existed fall due 24 h after they arrived (as the due list read them): written down, so the list orders by the column and its index.
UPDATE "contact_submissions" SET "due_at" = "created_at" + interval '24 hours' WHERE "due_at" IS NULL;--> statement-breakpoint
-- contract: every version since due times came (0007) writes due_at on each new and reopened submission; the rows before them are filled in above
ALTER TABLE "contact_submissions" ALTER COLUMN "due_at" SET NOT NULL;
