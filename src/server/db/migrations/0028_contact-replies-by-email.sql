ALTER TABLE "reply_tokens" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD COLUMN "from_visitor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_emails" ADD COLUMN "contact_reply_id" uuid;--> statement-breakpoint
ALTER TABLE "reply_tokens" ADD COLUMN "contact_submission_id" uuid;--> statement-breakpoint
ALTER TABLE "inbound_emails" ADD CONSTRAINT "inbound_emails_contact_reply_id_contact_replies_id_fk" FOREIGN KEY ("contact_reply_id") REFERENCES "public"."contact_replies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_tokens" ADD CONSTRAINT "reply_tokens_contact_submission_id_contact_submissions_id_fk" FOREIGN KEY ("contact_submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_tokens" ADD CONSTRAINT "reply_tokens_one_thread" CHECK (("reply_tokens"."client_id" is null) <> ("reply_tokens"."contact_submission_id" is null));