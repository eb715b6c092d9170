CREATE TABLE "pay_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"payment_request_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
-- Requests made before due dates existed are due 7 days after they were made (the default since).
UPDATE "payment_requests" SET "due_at" = "created_at" + interval '7 days';--> statement-breakpoint
ALTER TABLE "payment_requests" ALTER COLUMN "due_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "last_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "due_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "late_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pay_links" ADD CONSTRAINT "pay_links_payment_request_id_payment_requests_id_fk" FOREIGN KEY ("payment_request_id") REFERENCES "public"."payment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_links_request_idx" ON "pay_links" USING btree ("payment_request_id");--> statement-breakpoint
CREATE INDEX "payment_requests_open_idx" ON "payment_requests" USING btree ("due_at") WHERE status = 'open';