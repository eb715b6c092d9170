-- Known devices (issue 26 item 5): the browsers each account signed in from, so a sign-in from a new one is mailed.
-- Starts empty: an account's first sign-in after this records its browser without a mail.
CREATE TABLE "known_device" (
	"user_id" text NOT NULL,
	"device" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_device_user_id_device_pk" PRIMARY KEY("user_id","device")
);
--> statement-breakpoint
ALTER TABLE "known_device" ADD CONSTRAINT "known_device_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;