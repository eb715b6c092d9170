import { msg } from "../../../core/i18n/messages/message";
import { accountContract, SETTINGS_MESSAGES, TWO_FACTOR_SNOOZE_DAYS } from "../../../core/settings";
import type { AppInstance } from "../../http/types";
import type { Actor } from "../../http/access";
import { HttpError, notFound, said } from "../../http/errors";
import { clientKey, RULES } from "../../http/rate-limit";
import { eraseAccount, passwordMatches } from "./erase";
import { exportAccount } from "./export";
import { changeOwnEmail } from "./email";
import { loadMe as loadAccount, saveLanguage, saveProfile, saveSettings, snoozeTwoFactorReminder } from "./store";
import { declareRoutes } from "../../http/route";

/**
 * The signed-in user's own account: who they are, settings, profile, data export and
 * deletion (core/routes/account.ts). Every query is keyed by the session's user id; no route takes an id.
 */
export async function accountRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;
  const owner = (actor: Actor) => ({ userId: actor.userId, email: actor.email });

  const loadMe = async (actor: Actor) => (await loadAccount(db, actor.userId, { admin2faRequired: config.admin2faRequired, now: clock.now() })) ?? notFound();

  route.from(accountContract.me, {}, async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    return loadMe(req.actor);
  });

  route.from(accountContract.saveSettings, {}, async (req) => {
    const actor = req.actor;
    await db.transaction((tx) => saveSettings(tx, actor.userId, req.body, clock.now()));
    const { profile, notifications } = await loadMe(actor);
    return { ...said(SETTINGS_MESSAGES.saved), profile, notifications };
  });

  route.from(accountContract.updateProfile, {}, async (req) => {
    const actor = req.actor;
    await db.transaction((tx) => saveProfile(tx, actor.userId, req.body, clock.now()));
    const { profile } = await loadMe(actor);
    return { ...said(SETTINGS_MESSAGES.profileSaved), profile };
  });

  route.from(accountContract.setLanguage, {}, async (req) => {
    const actor = req.actor;
    await db.transaction((tx) => saveLanguage(tx, actor.userId, req.body.preferredLanguage, clock.now()));
    const { profile } = await loadMe(actor);
    return { profile };
  });

  route.from(accountContract.export, {}, async (req, reply) => {
    const actor = req.actor;
    const now = clock.now();
    const data = (await exportAccount(db, owner(actor), app.accountData, now)) ?? notFound();
    return reply
      .header("Cache-Control", "no-store")
      .header("Content-Disposition", `attachment; filename="concierge-data-${now.toISOString().slice(0, 10)}.json"`)
      .type("application/json; charset=utf-8")
      .send(JSON.stringify(data, null, 2));
  });

  /** The password of the account, or a 400 on the password field (rate-limited per address like every password check). */
  const checkPassword = async (req: { actor: Actor; body: { password: string } } & Parameters<typeof clientKey>[0]) => {
    await app.rateLimiter.hit("password-check", clientKey(req), RULES.passwordCheck);
    if (!(await passwordMatches(db, req.actor.userId, req.body.password))) {
      throw new HttpError(400, "invalid_password", msg("api.incorrectPassword"), { password: msg("api.incorrectPassword") });
    }
  };

  route.from(accountContract.changeEmail, {}, async (req) => {
    await checkPassword(req);
    const result = await changeOwnEmail(db, req.actor.userId, req.body.email, clock.now());
    if (result === "same") throw new HttpError(400, "email_same", SETTINGS_MESSAGES.emailSame, { email: SETTINGS_MESSAGES.emailSame });
    if (result === "taken") throw new HttpError(409, "email_taken", SETTINGS_MESSAGES.emailTaken, { email: SETTINGS_MESSAGES.emailTaken });
    if (result === "gone") return notFound();
    const { user } = await loadMe(req.actor);
    return { ...said(SETTINGS_MESSAGES.emailChanged), email: user.email };
  });

  route.from(accountContract.snoozeTwoFactorReminder, {}, async (req) => {
    const now = clock.now();
    const until = new Date(now.getTime() + TWO_FACTOR_SNOOZE_DAYS * 86_400_000);
    await snoozeTwoFactorReminder(db, req.actor.userId, until, now);
    return { snoozedUntil: until.toISOString() };
  });

  route.from(accountContract.remove, {}, async (req, reply) => {
    const actor = req.actor;
    await checkPassword(req);
    const result = await eraseAccount(db, owner(actor), app.accountData, { operatorEmail: app.business.operatorEmail(), siteUrl: config.publicUrl, now: clock.now() });
    if (result === "last_admin") throw new HttpError(409, "last_admin", SETTINGS_MESSAGES.lastAdmin);
    if (result === "gone") return notFound();
    const { authCookies } = await app.auth.$context;
    const expired = [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(
      (c) => `${c.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${c.attributes.secure ? "; Secure" : ""}`,
    );
    reply.header("set-cookie", expired);
    return { ...said(SETTINGS_MESSAGES.deleted) };
  });
}
