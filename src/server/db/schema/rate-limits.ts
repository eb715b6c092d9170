import { bigint, index, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * Abuse-limit counters shared by every server instance when there is no Redis
 * (http/limit-store.ts). One row per counted key (a hash, never an address or an email);
 * a row past `expires_at` counts as absent and is swept.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    /** Epoch milliseconds (the app's clock) when the window ends or the count is forgotten. */
    expiresAt: bigint("expires_at", { mode: "number" }).notNull(),
  },
  (t) => [index("rate_limits_expires_idx").on(t.expiresAt)],
);
