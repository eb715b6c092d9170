CREATE TABLE "translation_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "translation_requests" ADD COLUMN "summary_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "translation_access_log" ADD CONSTRAINT "translation_access_log_request_id_translation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."translation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_access_log" ADD CONSTRAINT "translation_access_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translation_access_log_request_idx" ON "translation_access_log" USING btree ("request_id","at");