import { createHmac } from "node:crypto";
import { base32 } from "@better-auth/utils/base32";

/**
 * RFC 4226 HOTP and RFC 6238 TOTP as Better Auth computes them (SHA-1, 6 digits, 30 s
 * steps): the one implementation behind the replay guard (totp-replay.ts) and the codes the
 * API and browser tests type (test/totp.ts, e2e/fixtures.ts).
 */
const TOTP_PERIOD_SECONDS = 30;

/**
 * RFC 4648 base32, through the codec Better Auth encodes the secret with (case and white space
 * forgiven, as an authenticator app does). A character outside the alphabet throws.
 */
export const base32Decode = (input: string): Buffer =>
  Buffer.from(base32.decode(input.replace(/[\s=]/g, "").toUpperCase()));

/** The 6-digit HOTP code of `key` for `counter`. */
export function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, "0");
}

/** The TOTP time step a moment (ms since the epoch) falls in. */
export const totpStep = (atMs: number) => Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS);

/** The TOTP code of a base32 secret (as in an otpauth:// URI) at a moment, now by default. */
export const totp = (base32Secret: string, atMs = Date.now()) => hotp(base32Decode(base32Secret), totpStep(atMs));
