ALTER TABLE "hours_ledger" ADD COLUMN "line" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "lines" jsonb;--> statement-breakpoint
-- Old rows whose text is a sentence the code wrote get their meaning; any other old row keeps showing its text.
UPDATE "payments" SET "lines" = jsonb_build_array(jsonb_build_object('kind', 'hours_pack', 'hours', substring("description" from '^Prepaid hours: (\d+) hours?$')::int))
  WHERE "lines" IS NULL AND "payment_type" = 'hours_purchase' AND "description" ~ '^Prepaid hours: \d+ hours?$';--> statement-breakpoint
UPDATE "hours_ledger" SET "line" = jsonb_build_object('kind', 'purchase', 'hours', substring("description" from '^Purchased (\d+) hours?$')::int)
  WHERE "line" IS NULL AND "reason" = 'purchase' AND "payment_id" IS NOT NULL AND "description" ~ '^Purchased \d+ hours?$';--> statement-breakpoint
UPDATE "hours_ledger" SET "line" = jsonb_build_object('kind', 'task', 'title', "tasks"."title")
  FROM "tasks" WHERE "hours_ledger"."line" IS NULL AND "hours_ledger"."reason" = 'task' AND "tasks"."id" = "hours_ledger"."task_id"
  AND "hours_ledger"."description" = left('Task: ' || "tasks"."title", 300);
