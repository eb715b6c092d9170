import { randomBytes } from "node:crypto";
import { hashPayToken } from "../../policies/appointment";

/**
 * A card hold's pay link: the booking answers it, and only following it opens the provider's
 * checkout, so a booking that never goes to pay costs the provider nothing. 32 random bytes,
 * base64url; only the SHA-256 of "appointment-pay:" + token is stored (as the cancel links and the
 * payment requests' pay links), so a database read yields no working link and a token made for
 * another purpose matches nothing (policies/appointment.ts hashes it and matches it).
 */
export function newPayToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashPayToken(token) };
}

/** Where the booking page sends the visitor to pay: our server, which opens the checkout then. */
export const payLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/api/appointments/pay/${token}`;
