import { say } from "../../core/i18n/messages/catalogue";
import { randomBytes } from "node:crypto";
import { generateId } from "./random-id";
import { and, eq, sql } from "drizzle-orm";
import type { Role } from "../../core/auth";
import { recordSystemChange } from "../db/audit-log";
import { signalSessionsEnded } from "../db/notify";
import { passwordProblem } from "../../core/password";
import type { Config } from "../config";
import type { Db, DbOrTx } from "../db/client";
import { account, profiles, session, user } from "../db/schema";
import { hashPassword, verifyPassword } from "./password-hash";
import { countAdmins, LAST_ADMIN_DEMOTE_MESSAGE, toRole } from "./roles";

/** The administrator created on the first start of the embedded default when none is configured. */
export const DEFAULT_ADMIN_EMAIL = "admin@concierge.localhost";

export class ProvisionError extends Error {}

/** 24 characters from 144 random bits. */
export const randomPassword = () => randomBytes(18).toString("base64url");

function checkPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new ProvisionError(`Password refused: ${problem}`);
}

/** A user with a password, as Better Auth's sign-up would create it (plus a profile row). */
export async function insertPasswordUser(
  db: DbOrTx,
  u: { email: string; name?: string; passwordHash: string; role: Role; emailVerified: boolean; now?: Date },
): Promise<string> {
  const id = generateId();
  const now = u.now ?? new Date();
  const name = u.name ?? "";
  await db.insert(user).values({ id, email: u.email.toLowerCase(), name, role: u.role, emailVerified: u.emailVerified, createdAt: now, updatedAt: now });
  await db.insert(account).values({ id: generateId(), accountId: id, providerId: "credential", userId: id, password: u.passwordHash, createdAt: now, updatedAt: now });
  await db.insert(profiles).values({ userId: id, fullName: name, createdAt: now, updatedAt: now });
  return id;
}

const findByEmail = async (db: DbOrTx, email: string) =>
  (await db.select().from(user).where(eq(user.email, email.toLowerCase())))[0];

/** `npm run admin -- create`: a new, verified administrator. Returns the password when it was generated. */
export async function createAdmin(db: DbOrTx, opts: { email: string; password?: string; name?: string }) {
  if (opts.password) checkPassword(opts.password);
  if (await findByEmail(db, opts.email)) throw new ProvisionError(`${opts.email} already has an account. Use "promote" to make it an administrator.`);
  const password = opts.password ?? randomPassword();
  const userId = await insertPasswordUser(db, {
    email: opts.email,
    name: opts.name ?? "Administrator",
    passwordHash: await hashPassword(password),
    role: "admin",
    emailVerified: true,
  });
  return { userId, generatedPassword: opts.password ? undefined : password };
}

/** promote / demote. The last administrator is never demoted (nobody could sign in to /auth). */
export async function setRoleByEmail(db: Db, email: string, role: Role): Promise<"changed" | "unchanged"> {
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.role, "admin")).for("update");
    const found = await findByEmail(tx, email);
    if (!found) throw new ProvisionError(`No account with the email ${email}.`);
    if (toRole(found.role) === role) return "unchanged";
    if (role === "member" && (await countAdmins(tx)) <= 1) throw new ProvisionError(say(LAST_ADMIN_DEMOTE_MESSAGE, "en"));
    const now = new Date();
    await tx.update(user).set({ role, updatedAt: now }).where(eq(user.id, found.id));
    await recordSystemChange(tx, {
      action: "role.changed",
      entity: "user",
      entityId: found.id,
      clientId: role === "member" ? found.id : null,
      before: { role: toRole(found.role) },
      after: { role },
      at: now,
    });
    return "changed";
  });
}

/**
 * Makes an existing account an administrator with a known password. Anyone could have
 * registered the address before (unverified), so their password and sessions go.
 */
async function takeOver(db: DbOrTx, userId: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(user).set({ role: "admin", emailVerified: true, updatedAt: new Date() }).where(eq(user.id, userId));
    const updated = await tx
      .update(account)
      .set({ password: passwordHash, updatedAt: new Date() })
      .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
      .returning({ id: account.id });
    if (updated.length === 0) {
      await tx.insert(account).values({ id: generateId(), accountId: userId, providerId: "credential", userId, password: passwordHash });
    }
    await tx.delete(session).where(eq(session.userId, userId));
    await signalSessionsEnded(tx, [userId]);
  });
}

type Log = { info(msg: string): void; warn(msg: string): void };

/** Any fixed number, the same in every instance: the key of the provisioning lock. */
const PROVISION_LOCK_KEY = 7_261_042_020;

/**
 * At start: ADMIN_EMAIL (+ ADMIN_PASSWORD) is made to exist as a verified administrator
 * with that password; without them, the first start with no administrator creates
 * admin@concierge.localhost with a random password, printed once.
 *
 * Instances starting together take turns under a transaction advisory lock: without it both
 * would find no administrator, both would create one, and the second would stop on the
 * unique email (or, with distinct checks, two admins would exist). Lines are logged after the
 * commit, so a printed password is always the one stored.
 */
export async function provisionAdminAtStart(db: Db, config: Config, log: Log, opts: { logPassword?: boolean } = {}): Promise<GeneratedAdmin | undefined> {
  if (config.ADMIN_PASSWORD) checkPassword(config.ADMIN_PASSWORD);
  const lines = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PROVISION_LOCK_KEY})`);
    return provision(tx, config);
  });
  // A development start shows a generated password in its closing block instead (main.ts, dev-log.ts).
  for (const line of lines) if (!line.generated || opts.logPassword !== false) log[line.level](line.text);
  return lines.find((l) => l.generated)?.generated;
}

/** An administrator whose password this start generated: printed once, never stored in clear. */
export type GeneratedAdmin = { email: string; password: string };
type Line = { level: keyof Log; text: string; generated?: GeneratedAdmin };

async function provision(db: DbOrTx, config: Config): Promise<Line[]> {
  const email = config.ADMIN_EMAIL ?? ((await countAdmins(db)) === 0 ? DEFAULT_ADMIN_EMAIL : undefined);
  if (!email) return [];
  const existing = await findByEmail(db, email);
  const announce = (password: string): Line[] => [
    { level: "warn", text: `Administrator account ${email} — password: ${password}  (shown only this once: sign in at /auth and keep it safe)`, generated: { email, password } },
  ];

  if (!existing) {
    const { generatedPassword } = await createAdmin(db, { email, password: config.ADMIN_PASSWORD });
    if (generatedPassword) return announce(generatedPassword);
    return [{ level: "info", text: `Administrator account ${email} created from ADMIN_EMAIL / ADMIN_PASSWORD` }];
  }
  const isAdmin = toRole(existing.role) === "admin";
  if (config.ADMIN_PASSWORD) {
    const [credential] = await db.select({ hash: account.password }).from(account).where(and(eq(account.userId, existing.id), eq(account.providerId, "credential")));
    const same = credential?.hash ? await verifyPassword({ hash: credential.hash, password: config.ADMIN_PASSWORD }) : false;
    if (same && isAdmin && existing.emailVerified) return [];
    await takeOver(db, existing.id, config.ADMIN_PASSWORD);
    return [{ level: "info", text: `Administrator account ${email} updated from ADMIN_EMAIL / ADMIN_PASSWORD` }];
  }
  if (isAdmin) return [];
  if (existing.emailVerified) {
    await db.update(user).set({ role: "admin", updatedAt: new Date() }).where(eq(user.id, existing.id));
    return [{ level: "info", text: `${email} (ADMIN_EMAIL) promoted to administrator` }];
  }
  const password = randomPassword();
  await takeOver(db, existing.id, password);
  return announce(password);
}
