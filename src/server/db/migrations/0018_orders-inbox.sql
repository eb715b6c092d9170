ALTER TABLE "orders" ADD COLUMN "inbox_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "task_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_inbox_idx" ON "orders" USING btree ("paid_at","id") WHERE status = 'paid' and purpose <> 'payment_request';--> statement-breakpoint
CREATE INDEX "orders_inbox_status_idx" ON "orders" USING btree ("inbox_status") WHERE status = 'paid' and purpose <> 'payment_request';