-- A reference for every contact request (issue 26 item 3): the existing ones are numbered in the
-- order they arrived, per year in Sofia time, and the series goes on from there.
ALTER TABLE "contact_submissions" ADD COLUMN "reference" text;--> statement-breakpoint
WITH numbered AS (
  SELECT "id", extract(year FROM "created_at" AT TIME ZONE 'Europe/Sofia')::int AS "year",
         row_number() OVER (PARTITION BY extract(year FROM "created_at" AT TIME ZONE 'Europe/Sofia') ORDER BY "created_at", "id") AS "n"
  FROM "contact_submissions"
)
UPDATE "contact_submissions" AS c SET "reference" = 'C-' || numbered."year" || '-' || lpad(numbered."n"::text, 6, '0')
FROM numbered WHERE c."id" = numbered."id";--> statement-breakpoint
INSERT INTO "document_numbers" ("series", "period", "last")
SELECT 'contact', extract(year FROM "created_at" AT TIME ZONE 'Europe/Sofia')::int, count(*)
FROM "contact_submissions" GROUP BY 2
ON CONFLICT ("series", "period") DO UPDATE SET "last" = greatest("document_numbers"."last", excluded."last");--> statement-breakpoint
-- A request from a client's email address is theirs: the inbox says so, and a task made of it is theirs.
UPDATE "contact_submissions" AS c SET "client_id" = u."id"
FROM "user" AS u
WHERE c."client_id" IS NULL AND u."role" = 'member' AND lower(u."email") = lower(trim(c."email"));--> statement-breakpoint
ALTER TABLE "contact_submissions" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_reference_unique" UNIQUE("reference");
