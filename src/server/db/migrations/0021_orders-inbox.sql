-- The Orders inbox (issue 25 item 1): the operator's handling of each paid storefront order.
-- The column's default is the backfill: every order already paid joins the inbox as New
-- (nothing recorded it as handled); new ones are New from the row's insert on.
ALTER TABLE "orders" ADD COLUMN "inbox_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "task_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_inbox_idx" ON "orders" USING btree ("paid_at","id") WHERE status = 'paid' and purpose <> 'payment_request';--> statement-breakpoint
CREATE INDEX "orders_inbox_status_idx" ON "orders" USING btree ("inbox_status") WHERE status = 'paid' and purpose <> 'payment_request';