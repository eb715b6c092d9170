import { text } from "drizzle-orm/pg-core";
import { userRef } from "./auth";
import { ts } from "./columns";

/** An access log's who, what, from where and when; the email stays readable after the account is gone. */
export function accessLogColumns<const A extends readonly [string, ...string[]]>(actions: A) {
  return {
    actorId: userRef("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action", { enum: actions }).notNull(),
    ip: text("ip").notNull(),
    at: ts("at").notNull().defaultNow(),
  };
}
