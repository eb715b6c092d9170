import { and, count, eq, ne } from "drizzle-orm";
import { DEFAULT_SETTINGS, type ProfileInput, type Settings } from "../../../core/settings";
import type { DbOrTx } from "../../db/client";
import { profiles, user } from "../../db/schema";
import { toRole } from "../../auth/roles";
import { accountPolicy } from "../../policies/account";

type ProfileRow = typeof profiles.$inferSelect;

export function settingsFromRow(row: ProfileRow | null | undefined): Settings {
  if (!row) return DEFAULT_SETTINGS;
  return {
    profile: { fullName: row.fullName, phone: row.phone, address: row.address, preferredLanguage: row.preferredLanguage },
    notifications: {
      email: row.notifyEmail,
      taskUpdates: row.notifyTaskUpdates,
      documentUpdates: row.notifyDocumentUpdates,
      paymentReceipts: row.notifyPaymentReceipts,
      promotions: row.notifyPromotions,
    },
  };
}

function rowFromSettings(s: Settings) {
  return {
    ...s.profile,
    notifyEmail: s.notifications.email,
    notifyTaskUpdates: s.notifications.taskUpdates,
    notifyDocumentUpdates: s.notifications.documentUpdates,
    notifyPaymentReceipts: s.notifications.paymentReceipts,
    notifyPromotions: s.notifications.promotions,
  };
}

/** The signed-in user with their settings; undefined when the user no longer exists. */
export async function findAccount(db: DbOrTx, userId: string) {
  const [row] = await db.select({ user, profile: profiles }).from(user).leftJoin(profiles, eq(profiles.userId, user.id)).where(eq(user.id, userId));
  if (!row) return undefined;
  const settings = settingsFromRow(row.profile);
  if (!row.profile) settings.profile = { ...settings.profile, fullName: row.user.name };
  return {
    user: {
      id: row.user.id,
      email: row.user.email,
      name: row.user.name,
      role: toRole(row.user.role),
      emailVerified: row.user.emailVerified,
      twoFactorEnabled: Boolean(row.user.twoFactorEnabled),
      createdAt: row.user.createdAt.toISOString(),
    },
    ...settings,
  };
}

/**
 * GET /api/me's answer: the account with its settings, and what its two-factor state asks of
 * the screens (the reminder stays away while put off; a requirement never does), and whether
 * it is the only administrator. Also put in the members area's pages (server/http/web-pages.ts).
 */
export async function loadMe(db: DbOrTx, userId: string, opts: { admin2faRequired: boolean; now: Date }) {
  const me = await findAccount(db, userId);
  if (!me) return undefined;
  const withoutTwoFactor = accountPolicy.lacksTwoFactor(me.user);
  const [profile] = withoutTwoFactor ? await db.select({ until: profiles.twoFactorReminderSnoozedUntil }).from(profiles).where(eq(profiles.userId, userId)) : [];
  const snoozed = Boolean(profile?.until && profile.until > opts.now);
  const soleAdmin = me.user.role === "admin" && (await otherAdmins(db, userId)) === 0;
  return { ...me, mustEnrollTwoFactor: withoutTwoFactor && opts.admin2faRequired, suggestTwoFactor: withoutTwoFactor && !snoozed, soleAdmin };
}

async function otherAdmins(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(user).where(and(eq(user.role, "admin"), ne(user.id, userId)));
  return row?.n ?? 0;
}

/** "Remind me later": the two-factor reminder stays away until `until`, on every device. */
export async function snoozeTwoFactorReminder(db: DbOrTx, userId: string, until: Date, now: Date): Promise<void> {
  // A first profile row keeps the account's name as its full name (the header shows it).
  const [me] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId));
  await db
    .insert(profiles)
    .values({ userId, fullName: me?.name ?? "", twoFactorReminderSnoozedUntil: until, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.userId, set: { twoFactorReminderSnoozedUntil: until, updatedAt: now } });
}

/** Upserts the profile row and keeps user.name equal to the full name (the header shows it). */
async function upsertProfile(db: DbOrTx, userId: string, values: Partial<ReturnType<typeof rowFromSettings>>, now: Date) {
  await db
    .insert(profiles)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: now } });
  if (values.fullName !== undefined) await db.update(user).set({ name: values.fullName, updatedAt: now }).where(eq(user.id, userId));
}

export async function saveSettings(db: DbOrTx, userId: string, settings: Settings, now: Date): Promise<void> {
  await upsertProfile(db, userId, rowFromSettings(settings), now);
}

export async function saveProfile(db: DbOrTx, userId: string, profile: ProfileInput, now: Date): Promise<void> {
  await upsertProfile(db, userId, profile, now);
}

/** The language alone (the dashboard header's switch); the rest of the profile stays as it is. */
export async function saveLanguage(db: DbOrTx, userId: string, preferredLanguage: ProfileInput["preferredLanguage"], now: Date): Promise<void> {
  await upsertProfile(db, userId, { preferredLanguage }, now);
}
