ALTER TABLE "known_device" ADD COLUMN "sign_ins" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "visitor_zone" text;--> statement-breakpoint
CREATE INDEX "invoices_company_name_trgm_idx" ON "invoices" USING gin ("company_name" gin_trgm_ops);