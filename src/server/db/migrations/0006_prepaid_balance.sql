CREATE TABLE "hours_balances" (
	"user_id" text PRIMARY KEY NOT NULL,
	"prepaid_hours_balance" numeric(6, 1) DEFAULT 0 NOT NULL,
	CONSTRAINT "hours_balances_not_negative" CHECK ("hours_balances"."prepaid_hours_balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "hours_balances" ADD CONSTRAINT "hours_balances_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill (hand-written): existing ledgers start in step with the stored balance.
INSERT INTO "hours_balances" ("user_id", "prepaid_hours_balance") SELECT "user_id", sum("hours") FROM "hours_ledger" GROUP BY "user_id";
