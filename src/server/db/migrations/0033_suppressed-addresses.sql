CREATE TABLE "suppressed_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address" text NOT NULL,
	"reason" text NOT NULL,
	"outbox_id" uuid,
	"bounce_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "suppressed_addresses_address_unique" UNIQUE("address")
);
--> statement-breakpoint
ALTER TABLE "suppressed_addresses" ADD CONSTRAINT "suppressed_addresses_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;