import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { appointments } from "../db/schema";

/**
 * A card hold's pay link: the booking answers it, and only following it opens the provider's
 * checkout, so a booking that never goes to pay costs the provider nothing. 32 random bytes,
 * base64url; only the SHA-256 of "appointment-pay:" + token is stored (as the cancel links and the
 * payment requests' pay links), so a database read yields no working link and a token made for
 * another purpose matches nothing.
 */
const hashPayToken = (token: string) => createHash("sha256").update(`appointment-pay:${token}`).digest("hex");
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newPayToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashPayToken(token) };
}

/** The hold a pay link's token names (none for a token of the wrong shape). */
export const byPayToken = (token: string) => (TOKEN_SHAPE.test(token) ? eq(appointments.payTokenHash, hashPayToken(token)) : sql`false`);

/** Where the booking page sends the visitor to pay: our server, which opens the checkout then. */
export const payLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/api/appointments/pay/${token}`;
