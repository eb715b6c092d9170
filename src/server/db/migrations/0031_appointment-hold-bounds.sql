ALTER TABLE "appointments" ADD COLUMN "hold_client_hash" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "pay_token_hash" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_pay_token_hash_unique" UNIQUE("pay_token_hash");