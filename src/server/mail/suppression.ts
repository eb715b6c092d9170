import { eq, inArray } from "drizzle-orm";
import type { Undeliverable } from "../../core/email-address";
import type { DbOrTx } from "../db/client";
import { suppressedAddresses } from "../db/schema";

/**
 * The addresses mail cannot reach (suppressed_addresses, written by a matched hard bounce,
 * features/messages/inbound/bounce.ts), as the operator's screens show them.
 */
export async function undeliverableAddress(db: DbOrTx, address: string): Promise<Undeliverable | null> {
  return (await undeliverableAddresses(db, [address])).get(address.trim().toLowerCase()) ?? null;
}

/** The same for a page of addresses, keyed by the lower-cased address. */
export async function undeliverableAddresses(db: DbOrTx, addresses: string[]): Promise<Map<string, Undeliverable>> {
  const keys = [...new Set(addresses.map((a) => a.trim().toLowerCase()))];
  if (!keys.length) return new Map();
  const rows = await db.select().from(suppressedAddresses).where(inArray(suppressedAddresses.address, keys));
  return new Map(rows.map((r) => [r.address, { reason: r.reason, since: r.createdAt.toISOString() }]));
}

/**
 * The address can be mailed again: its owner confirmed it anew (a newsletter double opt-in) or
 * the operator cleared it. Returns whether it was marked.
 */
export async function clearSuppression(db: DbOrTx, address: string): Promise<boolean> {
  const gone = await db.delete(suppressedAddresses).where(eq(suppressedAddresses.address, address.trim().toLowerCase())).returning({ id: suppressedAddresses.id });
  return gone.length > 0;
}
