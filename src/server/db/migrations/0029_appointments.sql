CREATE TABLE "appointment_agendas" (
	"day" date PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"availability" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_settings_one_row" CHECK ("appointment_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text NOT NULL,
	"service" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"during" "tstzrange" GENERATED ALWAYS AS (tstzrange(starts_at, blocked_until, '[)')) STORED,
	"held_until" timestamp with time zone,
	"place" text NOT NULL,
	"address" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"user_id" text,
	"paid_with" text NOT NULL,
	"order_id" uuid,
	"reserved_hours" numeric(6, 1),
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"reminded_24h_at" timestamp with time zone,
	"reminded_1h_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancel_token_hash" text,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "appointments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "appointments_cancel_token_hash_unique" UNIQUE("cancel_token_hash"),
	CONSTRAINT "appointments_order" CHECK ("appointments"."ends_at" > "appointments"."starts_at" and "appointments"."blocked_until" >= "appointments"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_starts_idx" ON "appointments" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "appointments_user_idx" ON "appointments" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_held_idx" ON "appointments" USING btree ("held_until") WHERE status = 'held';--> statement-breakpoint
CREATE INDEX "appointments_remind_idx" ON "appointments" USING btree ("starts_at") WHERE status = 'confirmed' and (reminded_24h_at is null or reminded_1h_at is null);--> statement-breakpoint
-- Two people can never get the same slot (issue 27 item 3): no two held or confirmed
-- appointments may overlap in the time they block (their own plus the buffer after it).
-- Enforced by the database, so it holds across instances; a loser gets SQLSTATE 23P01.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist ("during" WITH &&) WHERE (status IN ('held', 'confirmed'));
