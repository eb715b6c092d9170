ALTER TABLE "payments" ADD COLUMN "refund_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Before the index: of several open checkouts of one payment request (two tabs), only the newest stays open here.
UPDATE "orders" o SET "status" = 'expired' WHERE o."payment_request_id" IS NOT NULL AND o."status" IN ('pending', 'failed') AND EXISTS (SELECT 1 FROM "orders" n WHERE n."payment_request_id" = o."payment_request_id" AND n."status" IN ('pending', 'failed') AND (n."created_at", n."id") > (o."created_at", o."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_per_request_idx" ON "orders" USING btree ("payment_request_id") WHERE payment_request_id is not null and status in ('pending', 'failed');
