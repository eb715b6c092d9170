CREATE TABLE "document_numbers" (
	"series" text NOT NULL,
	"period" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_numbers_series_period_pk" PRIMARY KEY("series","period"),
	CONSTRAINT "document_numbers_positive" CHECK ("document_numbers"."last" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_number_unique" UNIQUE("receipt_number");--> statement-breakpoint
-- Payments made before numbering get their numbers now, in the order they were made, per year in Sofia time (hours deductions: none).
WITH numbered AS (
	SELECT "id", extract(year FROM "created_at" AT TIME ZONE 'Europe/Sofia')::int AS "year",
		row_number() OVER (PARTITION BY extract(year FROM "created_at" AT TIME ZONE 'Europe/Sofia') ORDER BY "created_at", "id") AS "n"
	FROM "payments" WHERE "payment_type" <> 'hours_deduction'
)
UPDATE "payments" SET "receipt_number" = 'R-' || numbered."year" || '-' || lpad(numbered."n"::text, 6, '0')
FROM numbered WHERE "payments"."id" = numbered."id";--> statement-breakpoint
INSERT INTO "document_numbers" ("series", "period", "last")
SELECT 'receipt', extract(year FROM "created_at" AT TIME ZONE 'Europe/Sofia')::int, count(*)
FROM "payments" WHERE "payment_type" <> 'hours_deduction'
GROUP BY 2;
