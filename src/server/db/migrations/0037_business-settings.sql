CREATE TABLE "business_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"seller_name" text DEFAULT '' NOT NULL,
	"seller_address" text DEFAULT '' NOT NULL,
	"seller_eik" text DEFAULT '' NOT NULL,
	"vat_registered" boolean DEFAULT false NOT NULL,
	"seller_vat" text DEFAULT '' NOT NULL,
	"operator_email" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_settings_one_row" CHECK ("business_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item" text NOT NULL,
	"amount" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prices_amount_positive" CHECK ("prices"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prices_item_effective_idx" ON "prices" USING btree ("item","effective_from");--> statement-breakpoint
-- The seed list: the specification's BGN prices converted exactly at 1.95583 (core/catalogue.ts SEED_PRICES), in effect from the euro's first day.
INSERT INTO "prices" ("item", "amount", "effective_from") VALUES
	('hourly', 1023, '2026-01-01T00:00:00+02:00'),
	('daily', 7158, '2026-01-01T00:00:00+02:00'),
	('translation', 1023, '2026-01-01T00:00:00+02:00'),
	('pack_1', 2556, '2026-01-01T00:00:00+02:00'),
	('pack_3', 7158, '2026-01-01T00:00:00+02:00'),
	('pack_5', 11504, '2026-01-01T00:00:00+02:00'),
	('pack_10', 20452, '2026-01-01T00:00:00+02:00');
