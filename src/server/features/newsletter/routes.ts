import { NEWSLETTER_MESSAGES, newsletterContract, SUBSCRIBER_REMOVED } from "../../../core/newsletter";
import { recordAudit } from "../audit";
import { BOM, csvLine, sofiaTimeCell } from "../../http/csv";
import { allSubscribers, listSubscribers, removeSubscriber } from "./admin-store";
import type { AppInstance } from "../../http/types";
import { HttpError, said } from "../../http/errors";
import { atLeast, EVEN_TIMING_MS } from "../../http/even-timing";
import { limitByAddress, RULES } from "../../http/rate-limit";
import { confirm, signUp, unsubscribe } from "./store";
import { createIssue, getIssue, listIssues, previewIssue, sendTest, startSend, updateIssue } from "./issues-store";
import { declareRoutes } from "../../http/route";
import { formLanguageFromRequest } from "../../mail/language";
import { localizeLink } from "../../../core/i18n/language-rule";

export async function newsletterRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;

  route.from(newsletterContract.signUp, { onRequest: limitByAddress("newsletter", RULES.newsletter), preValidation: formLanguageFromRequest }, async (req, reply) => {
    // Past the per-address budget nothing is sent, but the answer stays the same: the
    // form must not tell anyone how often an address was signed up.
    // A confirmed subscriber, a new address and one past its budget take as long (even-timing.ts).
    await atLeast(EVEN_TIMING_MS.mailForm, async () => {
      if (await app.rateLimiter.allow("newsletter:email", req.body.email, RULES.newsletterMailPerEmail)) {
        await signUp(db, req.body.email, req.body.language, { siteUrl: config.publicUrl, replyDomain: config.replyDomain }, clock.now());
      }
    });
    return reply.status(202).send({ ...said(NEWSLETTER_MESSAGES.pending) });
  });

  route.from(newsletterContract.confirm, {}, async (req) => {
    if (!(await confirm(db, req.body.token, clock.now()))) {
      throw new HttpError(404, "invalid_token", NEWSLETTER_MESSAGES.invalidLink);
    }
    return { ...said(NEWSLETTER_MESSAGES.confirmed) };
  });

  const unsubscribeBy = async (token: string) => {
    if (!(await unsubscribe(db, token, clock.now()))) {
      throw new HttpError(404, "invalid_token", NEWSLETTER_MESSAGES.invalidLink);
    }
    return { ...said(NEWSLETTER_MESSAGES.unsubscribed) };
  };
  route.from(newsletterContract.unsubscribe, {}, (req) => unsubscribeBy(req.body.token));

  // The one-click POST (RFC 8058) comes from the mail provider with a form body
  // (`List-Unsubscribe=One-Click`) and the token in the URL: the body is read and not needed.
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser(["application/x-www-form-urlencoded", "multipart/form-data"], { parseAs: "string", bodyLimit: 1024 }, (_req, _body, done) =>
      done(null, undefined),
    );
    declareRoutes(oneClick).from(newsletterContract.oneClick, {}, (req) => unsubscribeBy(req.query.token));
  });
  route.from(newsletterContract.oneClickPage, {}, async (req, reply) =>
    reply.redirect(localizeLink(`/newsletter/unsubscribe?token=${req.query.token}`, req.query.lang), 303),
  );

  // The operator's Newsletter screen.
  route.from(newsletterContract.list, {}, async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    return listSubscribers(db, req.query);
  });

  route.from(newsletterContract.exportCsv, {}, async (req, reply) => {
    const rows = await allSubscribers(db, req.query.status);
    // An export takes personal data out of the product: recorded before the answer.
    await recordAudit(db, {
      actorId: req.actor.userId,
      action: "newsletter.exported",
      entity: "export",
      entityId: "newsletter-subscribers.csv",
      after: { filter: { status: req.query.status }, rows: rows.length },
      at: clock.now(),
    });
    const body =
      BOM +
      csvLine(["Email", "Status", "Language", "Subscribed (Sofia time)", "Confirmed (Sofia time)"]) +
      rows.map((r) => csvLine([r.email, r.status, r.language, sofiaTimeCell(r.subscribedAt), r.confirmedAt ? sofiaTimeCell(r.confirmedAt) : ""])).join("");
    return reply
      .header("Cache-Control", "no-store")
      .header("Content-Disposition", `attachment; filename="newsletter-subscribers-${clock.now().toISOString().slice(0, 10)}.csv"`)
      .type("text/csv; charset=utf-8")
      .send(body);
  });

  route.from(newsletterContract.remove, {}, async (req) => {
    await removeSubscriber(db, req.actor.userId, req.params.id, clock.now());
    return { message: SUBSCRIBER_REMOVED };
  });

  // Issues: write, preview, test, send (docs/decisions/0040-newsletter-issues.md).
  const issueDeps = { siteUrl: config.publicUrl, perMinute: config.NEWSLETTER_SEND_PER_MINUTE, replyDomain: config.replyDomain };
  route.from(newsletterContract.issues, {}, async (_req, reply) => {
    reply.header("Cache-Control", "no-store");
    return listIssues(db);
  });
  route.from(newsletterContract.createIssue, {}, async (req, reply) => reply.status(201).send(await createIssue(db, req.actor.userId, req.body, clock.now())));
  route.from(newsletterContract.getIssue, {}, async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    return getIssue(db, req.params.id);
  });
  route.from(newsletterContract.updateIssue, {}, async (req) => updateIssue(db, req.actor.userId, req.params.id, req.body, clock.now()));
  route.from(newsletterContract.previewIssue, {}, async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    return previewIssue(db, req.params.id, req.query.lang, issueDeps);
  });
  route.from(newsletterContract.sendTest, {}, async (req, reply) => {
    await sendTest(db, req.actor, req.params.id, issueDeps, clock.now());
    return reply.status(202).send({ ...said(NEWSLETTER_MESSAGES.testSent) });
  });
  route.from(newsletterContract.sendIssue, {}, async (req, reply) => reply.status(202).send(await startSend(db, req.actor.userId, req.params.id, issueDeps, clock.now())));
}
