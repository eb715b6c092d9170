import { eq } from "drizzle-orm";
import type { AccountDataRegistry, AccountOwner } from "../../auth/account-data";
import type { Db } from "../../db/client";
import { account, contactSubmissions, knownDevice, newsletterSubscribers, session } from "../../db/schema";
import { findAccount } from "./store";

/**
 * Everything held about a user, for "Download my data". Secrets stay out: password
 * hashes, session tokens, 2FA secrets and backup codes, newsletter token hashes.
 */
export async function exportAccount(db: Db, owner: AccountOwner, registry: AccountDataRegistry, now: Date) {
  const me = await findAccount(db, owner.userId);
  if (!me) return undefined;
  const sessions = await db
    .select({ id: session.id, createdAt: session.createdAt, updatedAt: session.updatedAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent })
    .from(session)
    .where(eq(session.userId, owner.userId));
  const signInMethods = await db
    .select({ providerId: account.providerId, createdAt: account.createdAt, updatedAt: account.updatedAt })
    .from(account)
    .where(eq(account.userId, owner.userId));
  const knownDevices = await db
    .select({ device: knownDevice.device, firstSeenAt: knownDevice.firstSeenAt, lastSeenAt: knownDevice.lastSeenAt })
    .from(knownDevice)
    .where(eq(knownDevice.userId, owner.userId));
  const [newsletter] = await db
    .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status, createdAt: newsletterSubscribers.createdAt, confirmedAt: newsletterSubscribers.confirmedAt, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, owner.email));
  const contactRequests = await db.select().from(contactSubmissions).where(eq(contactSubmissions.email, owner.email));

  const more: Record<string, unknown> = {};
  for (const source of registry.list()) {
    if (source.export) more[source.name] = await source.export(db, owner);
  }

  return {
    exportedAt: now.toISOString(),
    user: me.user,
    profile: me.profile,
    notifications: me.notifications,
    signInMethods,
    sessions,
    knownDevices,
    newsletter: newsletter ?? null,
    contactRequests,
    ...more,
  };
}
