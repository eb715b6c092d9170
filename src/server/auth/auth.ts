import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, twoFactor } from "better-auth/plugins";
import { adminAc, userAc } from "better-auth/plugins/admin/access";
import { and, eq, gt, sql } from "drizzle-orm";
import { AUTH_BASE_PATH } from "../../core/routes/auth";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { account, outbox, profiles, session, twoFactor as twoFactorTable, user, verification } from "../db/schema";
import { memberMailLang, requestMailLang } from "../mail/language";
import { enqueueMail } from "../mail/outbox";
import { signalSessionsEnded } from "../db/notify";
import { authPolicy } from "./policy";
import { supersedeOtherLinks, VERIFICATION_STORAGE } from "./password-links";
import { hashPassword, verifyPassword } from "./password-hash";
import { authAfterHooks } from "./after-hooks";
import { linkGuestHistory } from "./guest-history";
import { accountNotices } from "./account-notices";
import { CLIENT_IP_HEADER, COOKIE_PREFIX, DISABLED_AUTH_PATHS } from "./names";

/** "Someone tried to sign up with your address" goes to an owner at most once in this window. */
export const SIGN_UP_ATTEMPT_MAIL_MS = 60 * 60_000;

/** Where the verification link lands after Better Auth marks the email verified. */
export const VERIFIED_CALLBACK = "/member-login?verified=1";

/** The endpoints whose new session is a sign-in (enrolment's verify-totp also makes one, on a browser already known). */
const SIGN_IN_PATHS = new Set(["/sign-in/email", "/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

const twoFactorOn = async (db: Db, userId: string) =>
  (await db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, userId)))[0]?.on === true;

export type AuthDeps = { db: Db; config: Config; clock: Clock; secret: string };

/**
 * The Better Auth instance, built per app from its dependencies (no module singleton).
 * Sessions live in the database (no cookie cache), so sign-out, password reset and
 * account deletion take effect on the next request.
 */
export function createAuth({ db, config, clock, secret }: AuthDeps) {
  const links = {
    verify: (token: string) => `${config.publicUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(VERIFIED_CALLBACK)}`,
    reset: (token: string) => `${config.publicUrl}/reset-password?token=${token}`,
  };
  const notices = accountNotices({ db, clock, siteUrl: config.publicUrl });

  return betterAuth({
    appName: "Concierge",
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification, twoFactor: twoFactorTable } }),
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    logger: { level: "error", disabled: config.NODE_ENV === "test" },
    // Limits are enforced in front of Better Auth, keyed on the socket address (http/rate-limit.ts).
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 10,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      // A taken address gets the same answer as a new sign-up (Better Auth answers a made-up
      // unverified user, since autoSignIn is off); the owner is told by mail instead.
      // The made-up user carries what the admin plugin gives a real new one, so the two answers match field for field.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: "member",
        banned: false,
        banReason: null,
        banExpires: null,
        ...additionalFields,
        id,
      }),
      async onExistingUserSignUp({ user: u }) {
        const now = clock.now();
        // One such mail per address per hour, however often someone tries: counted from the
        // outbox itself, under a lock per address, so instances and concurrent tries agree.
        await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-up-attempt:${u.email}`}))`);
          const [recent] = await tx
            .select({ id: outbox.id })
            .from(outbox)
            .where(and(eq(outbox.template, "accountSignUpAttempt"), eq(outbox.to, u.email), gt(outbox.createdAt, new Date(now.getTime() - SIGN_UP_ATTEMPT_MAIL_MS))))
            .limit(1);
          if (recent) return;
          await enqueueMail(tx, { template: "accountSignUpAttempt", to: u.email, data: { lang: await memberMailLang(tx, u.id), name: u.name, signInUrl: `${config.publicUrl}/member-login` } }, now);
        });
      },
      // The reset link was mailed to the address: using it proves the address, so an account still
      // unconfirmed (e.g. made for a visitor's hour pack, payments/pack-buyer.ts) is confirmed by it.
      // Confirmed now, the address also brings along what was bought and booked under it as a visitor.
      async onPasswordReset({ user: u }) {
        if (u.emailVerified) return;
        const now = clock.now();
        await db.transaction(async (tx) => {
          const confirmed = await tx.update(user).set({ emailVerified: true, updatedAt: now }).where(and(eq(user.id, u.id), eq(user.emailVerified, false))).returning({ id: user.id });
          if (confirmed.length) await linkGuestHistory(tx, u.id, now);
        });
      },
      // Better Auth has stored the token already: it now revokes the user's older links (an earlier
      // reset, a waiting invitation), and is mailed only if no concurrent request replaced it.
      async sendResetPassword({ user: u, token }) {
        await db.transaction(async (tx) => {
          if (!(await supersedeOtherLinks(tx, u.id, token))) return;
          await enqueueMail(tx, { template: "accountResetPassword", to: u.email, data: { lang: await memberMailLang(tx, u.id), name: u.name, resetUrl: links.reset(token) } }, clock.now());
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A member who never got (or lost) the mail gets a fresh one by trying to sign in.
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 3600,
      async sendVerificationEmail({ user: u, token }) {
        await enqueueMail(db, { template: "accountVerifyEmail", to: u.email, data: { lang: await memberMailLang(db, u.id), name: u.name, verifyUrl: links.verify(token) } }, clock.now());
      },
      // The verified address proves the account's holder is whoever paid or booked under it as a
      // visitor: those orders, payments and appointments become theirs (guest-history.ts).
      async afterEmailVerification(u) {
        const now = clock.now();
        await db.transaction(async (tx) => {
          await linkGuestHistory(tx, u.id, now);
          await enqueueMail(tx, { template: "accountWelcome", to: u.email, data: { lang: await memberMailLang(tx, u.id), name: u.name, siteUrl: config.publicUrl } }, now);
        });
      },
    },
    session: { expiresIn: 7 * 24 * 3600, updateAge: 24 * 3600 },
    // Reset-password tokens (every "choose a password" link) are stored hashed (password-links.ts).
    verification: { storeIdentifier: VERIFICATION_STORAGE },
    user: { changeEmail: { enabled: false }, deleteUser: { enabled: false } },
    databaseHooks: {
      // Every session Better Auth ends (sign-out, reset, change-password, ban, revoke…) ends
      // that tab's live stream on every instance at once, not at its next heartbeat.
      session: {
        create: {
          async after(s, ctx) {
            if (!ctx?.path || !SIGN_IN_PATHS.has(ctx.path)) return;
            // With 2FA on, the password's session is replaced by the code's: the code's sign-in counts.
            if (ctx.path === "/sign-in/email" && (await twoFactorOn(db, s.userId))) return;
            await notices.signedIn(s.userId, s.userAgent);
          },
        },
        delete: {
          async after(s) {
            await signalSessionsEnded(db, [s.userId]);
          },
        },
      },
      user: {
        create: {
          async after(u, ctx) {
            // The sign-up form sends the UI language: the member's preferred language, so the
            // verification mail (sent right after) and everything later speak it.
            // Without one (an older page, a script): the visitor's language cookie, then Accept-Language.
            const said = (ctx?.body as { language?: unknown } | undefined)?.language;
            const language = requestMailLang(ctx?.request?.headers ?? ctx?.headers, typeof said === "string" ? said : null);
            await db.insert(profiles).values({ userId: u.id, fullName: u.name, preferredLanguage: language }).onConflictDoNothing();
          },
        },
        update: {
          async after(u, ctx) {
            // Better Auth updates the user with twoFactorEnabled only when enrolment's code (or a disable) succeeded.
            if (ctx?.path === "/two-factor/verify-totp" || ctx?.path === "/two-factor/disable") {
              const on = (u as { twoFactorEnabled?: boolean | null }).twoFactorEnabled;
              await notices.send(on ? "accountTwoFactorEnabled" : "accountTwoFactorDisabled", u.id);
            }
            // The profile's full name is the source of truth; keep it equal to a name set through /update-user.
            if (ctx?.path === "/update-user") await db.update(profiles).set({ fullName: u.name }).where(eq(profiles.userId, u.id));
          },
        },
      },
    },
    hooks: { before: authPolicy({ db, config }), after: authAfterHooks(db, notices) },
    disabledPaths: [...DISABLED_AUTH_PATHS],
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth skips its Origin/CSRF checks under NODE_ENV=test unless told not to: tests run the real thing.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    plugins: [
      twoFactor({
        issuer: "Concierge",
        backupCodeOptions: { amount: 10, length: 10 },
        // Better Auth's defaults, stated because AUTH_MESSAGES.twoFactorLocked names the duration.
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
      admin({ roles: { admin: adminAc, member: userAc }, defaultRole: "member", adminRoles: ["admin"] }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
