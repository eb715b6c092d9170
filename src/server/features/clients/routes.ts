import { SITE_CURRENCY } from "../../../core/money";
import { eq } from "drizzle-orm";
import { CLIENT_MESSAGES, clientsContract } from "../../../core/clients";
import type { AppInstance } from "../../http/types";
import { changedFields, recordAudit } from "../audit";
import { profiles, user } from "../../db/schema";
import { addClient } from "./add";
import { sendInvite } from "./invite";
import { HttpError, said } from "../../http/errors";
import { deductHours } from "./deduct";
import { ledgerPage } from "./ledger";
import { clientDetails, listClients, notFoundClient, searchClients } from "./store";
import { declareRoutes } from "../../http/route";
import { clearSuppression } from "../../mail/suppression";
import { pickLocale } from "../../../core/locale";

/**
 * Manage Clients and Client detail (core/routes/clients.ts). Every route is the
 * operator's; a member gets 403 from the access hook before any query runs.
 */
export async function clientRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;
  const found = async (actor: Parameters<typeof clientDetails>[1], id: string) => (await clientDetails(db, actor, id)) ?? notFoundClient();

  route.from(clientsContract.search, {}, async (req) => ({ items: await searchClients(db, req.actor, req.query.q) }));

  route.from(clientsContract.list, {}, async (req) => listClients(db, req.actor, req.query));

  route.from(clientsContract.create, {}, async (req, reply) => {
    const actor = req.actor;
    const id = await addClient(db, actor, req.body, { now: clock.now(), publicUrl: config.publicUrl });
    return reply.status(201).send({ ...said(CLIENT_MESSAGES.added), client: await found(actor, id) });
  });

  route.from(clientsContract.get, {}, async (req) => found(req.actor, req.params.id));

  route.from(clientsContract.update, {}, async (req) => {
    const actor = req.actor;
    const before = await found(actor, req.params.id);
    const now = clock.now();
    const next = { fullName: req.body.fullName, phone: req.body.phone, preferredLanguage: req.body.preferredLanguage };
    await db.transaction(async (tx) => {
      await tx
        .insert(profiles)
        .values({ userId: before.id, ...next, updatedAt: now })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...next, updatedAt: now } });
      // The header shows user.name: keep it equal to the full name, as the member's own profile does.
      await tx.update(user).set({ name: next.fullName, updatedAt: now }).where(eq(user.id, before.id));
      const change = changedFields({ fullName: before.fullName, phone: before.phone ?? "", preferredLanguage: before.preferredLanguage }, next);
      if (change) {
        await recordAudit(tx, { actorId: actor.userId, action: "client.updated", entity: "client", entityId: before.id, clientId: before.id, ...change, at: now });
      }
    });
    return { ...said(CLIENT_MESSAGES.updated), client: await found(actor, before.id) };
  });

  route.from(clientsContract.ledger, {}, async (req) => {
    const client = await found(req.actor, req.params.id);
    return ledgerPage(db, req.actor, client, req.query);
  });

  route.from(clientsContract.resendInvite, {}, async (req) => {
    const client = await found(req.actor, req.params.id);
    if (!client.abilities.canResendInvite) throw new HttpError(409, "invite_accepted", CLIENT_MESSAGES.inviteAccepted);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const lang = pickLocale(client.preferredLanguage);
      await sendInvite(tx, { id: client.id, email: client.email, name: client.fullName, lang }, { now, publicUrl: config.publicUrl });
      await recordAudit(tx, { actorId: req.actor.userId, action: "client.invite_resent", entity: "client", entityId: client.id, clientId: client.id, at: now });
    });
    return { ...said(CLIENT_MESSAGES.inviteResent), client: await found(req.actor, client.id) };
  });

  route.from(clientsContract.clearUndeliverable, {}, async (req) => {
    const client = await found(req.actor, req.params.id);
    if (!client.undeliverable) throw new HttpError(409, "not_undeliverable", CLIENT_MESSAGES.notUndeliverable);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await clearSuppression(tx, client.email);
      await recordAudit(tx, {
        actorId: req.actor.userId,
        action: "client.undeliverable_cleared",
        entity: "client",
        entityId: client.id,
        clientId: client.id,
        before: { email: client.email, reason: client.undeliverable?.reason },
        at: now,
      });
    });
    return { ...said(CLIENT_MESSAGES.undeliverableCleared), client: await found(req.actor, client.id) };
  });

  route.from(clientsContract.deductHours, {}, async (req) => {
    const balance = await deductHours(db, req.actor, req.params.id, req.body, {
      now: clock.now(),
      currency: SITE_CURRENCY,
      publicUrl: config.publicUrl,
    });
    return { ...said(CLIENT_MESSAGES.deducted(req.body.hours)), balance };
  });
}
