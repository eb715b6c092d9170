import { messageText, msg } from "../../core/i18n/messages/message";
import { APIError, type createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { twoFactor } from "../db/schema";
import { base32Decode, hotp, totpStep } from "./totp";

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Better Auth's TOTP window (its default; auth.ts sets none): one step of drift either way. */
const WINDOW = 1;
/** Better Auth's 2FA sign-in cookie (plugins/two-factor/constant). */
const TWO_FACTOR_COOKIE = "two_factor";
/** Better Auth marks a base32-stored secret with this prefix (plugins/two-factor/totp). */
const BASE32_PREFIX = "base32:";

/** The user a verify-totp request is for: the signed-in one (enrolment) or the one halfway through signing in. */
async function userIdOf(ctx: AuthContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return undefined;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending?.value ?? undefined;
}

/** The HMAC key of a decrypted secret: Better Auth uses a base32-marked secret decoded, any other as UTF-8 text. */
const keyOf = (stored: string) => (stored.startsWith(BASE32_PREFIX) ? base32Decode(stored.slice(BASE32_PREFIX.length)) : Buffer.from(stored, "utf8"));

/** The time step within the accepted window whose code this is, or undefined. */
function stepOf(key: Buffer, code: string): number | undefined {
  const now = totpStep(Date.now());
  for (let step = now + WINDOW; step >= now - WINDOW; step--) {
    if (hotp(key, step) === code) return step;
  }
  return undefined;
}

/** The user and the step of the code in a verify-totp request, when the code is right for some step in the window. */
async function codeStep(ctx: AuthContext, db: Db, knownUserId?: string): Promise<{ userId: string; step: number } | undefined> {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== "string") return undefined;
  const userId = knownUserId ?? (await userIdOf(ctx));
  if (!userId) return undefined;
  const [row] = await db.select({ secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.userId, userId));
  if (!row) return undefined;
  const stored = await symmetricDecrypt({ key: ctx.context.secretConfig ?? ctx.context.secret, data: row.secret });
  const step = stepOf(keyOf(stored), code.trim());
  return step === undefined ? undefined : { userId, step };
}

const replayed = () => new APIError("UNAUTHORIZED", { code: "INVALID_CODE", message: messageText(msg("api.invalidCode")) });

/**
 * Before Better Auth's /two-factor/verify-totp: a code is accepted once. Better Auth keeps
 * no record of used codes, so one seen over a shoulder or phished could sign in again for
 * up to 90 s. A right code of the same or an earlier step than the last one that signed
 * in is refused as an invalid code. A wrong code is left to Better Auth, which counts it.
 */
export async function refuseTotpReplay(ctx: AuthContext, db: Db): Promise<void> {
  const used = await codeStep(ctx, db);
  if (!used) return;
  const [row] = await db.select({ last: twoFactor.lastUsedStep }).from(twoFactor).where(eq(twoFactor.userId, used.userId));
  if (row?.last != null && used.step <= row.last) throw replayed();
}

/**
 * After Better Auth accepted a code: its step is recorded, only after success, so a code
 * refused for another reason (a used-up or locked challenge) still works once. The UPDATE
 * is conditional: of two requests racing with one code, the one that records second is
 * turned into a refusal and the session it just got is deleted.
 */
export async function recordTotpStep(ctx: AuthContext, db: Db): Promise<void> {
  // By now the sign-in challenge is consumed: the user is the one the new session is for.
  const used = await codeStep(ctx, db, ctx.context.newSession?.user.id);
  if (!used) return;
  const recorded = await db
    .update(twoFactor)
    .set({ lastUsedStep: used.step })
    .where(and(eq(twoFactor.userId, used.userId), or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, used.step))))
    .returning({ id: twoFactor.id });
  if (recorded.length > 0) return;
  const created = ctx.context.newSession?.session.token;
  if (created) await ctx.context.internalAdapter.deleteSession(created);
  throw replayed();
}
