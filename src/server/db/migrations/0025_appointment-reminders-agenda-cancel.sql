CREATE TABLE "appointment_agendas" (
	"day" date PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reminded_24h_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reminded_1h_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_token_hash" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "appointments_remind_idx" ON "appointments" USING btree ("starts_at") WHERE status = 'confirmed' and (reminded_24h_at is null or reminded_1h_at is null);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancel_token_hash_unique" UNIQUE("cancel_token_hash");