import { and, asc, count, desc, eq, gt, inArray, notExists, sql } from "drizzle-orm";
import { type Issue, type IssueInput, type IssuePreview, type IssueProgress, NEWSLETTER_MESSAGES } from "../../../core/newsletter";
import { recordAudit } from "../audit";
import type { DbOrTx } from "../../db/client";
import { newsletterDeliveries as D, newsletterIssues as I, newsletterSubscribers as S, outbox } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { isUuid } from "../../http/keyset";
import { enqueueMail } from "../../mail/outbox";
import { hashToken, newToken, oneClickUrl, unsubscribeMailto, unsubscribeUrl } from "./store";
import type { Locale } from "../../../core/locale";

/** What sending needs besides the database: the site's address (links, List-Id) and the batch size. */
export type IssueDeps = { siteUrl: string; perMinute: number; replyDomain?: string | null };

type IssueRow = typeof I.$inferSelect;
const MINUTE_MS = 60_000;

const notFound = () => new HttpError(404, "not_found", NEWSLETTER_MESSAGES.issueNotFound);
const alreadySent = () => new HttpError(409, "already_sent", NEWSLETTER_MESSAGES.issueAlreadySent);

/** The list's `List-Id` (RFC 2919): one id per site, so filters keep working across issues. */
export const listIdOf = (siteUrl: string) => `Concierge news <newsletter.${new URL(siteUrl).hostname}>`;

/** The version a subscriber gets: their language when the issue has it, else the one it has. */
function versionFor(row: IssueRow, lang: Locale): { lang: Locale; subject: string; body: string } {
  const en = { lang: "en" as const, subject: row.subjectEn, body: row.bodyEn };
  const bg = { lang: "bg" as const, subject: row.subjectBg, body: row.bodyBg };
  const preferred = lang === "bg" ? bg : en;
  return preferred.body ? preferred : lang === "bg" ? en : bg;
}

async function progressOf(db: DbOrTx, rows: IssueRow[]): Promise<Map<string, IssueProgress>> {
  const ids = rows.map((r) => r.id);
  const out = new Map<string, IssueProgress>();
  if (ids.length === 0) return out;
  const delivered = await db
    .select({
      issueId: D.issueId,
      queued: count(),
      sent: sql<number>`count(*) filter (where ${outbox.status} = 'sent' or ${outbox.id} is null)`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'dead')`.mapWith(Number),
      unsubscribed: sql<number>`count(*) filter (where ${S.status} = 'unsubscribed')`.mapWith(Number),
    })
    .from(D)
    .leftJoin(outbox, eq(outbox.id, D.outboxId))
    .innerJoin(S, eq(S.id, D.subscriberId))
    .where(inArray(D.issueId, ids))
    .groupBy(D.issueId);
  const [confirmed] = await db.select({ n: count() }).from(S).where(eq(S.status, "confirmed"));
  for (const row of rows) {
    const d = delivered.find((x) => x.issueId === row.id);
    const queued = d?.queued ?? 0;
    let remaining = 0;
    if (row.status === "draft") remaining = confirmed?.n ?? 0;
    if (row.status === "sending") {
      const [left] = await db.select({ n: count() }).from(S).where(and(eq(S.status, "confirmed"), notDelivered(row.id)));
      remaining = left?.n ?? 0;
    }
    // "sent" here counts a mail the purge has since removed: only sent or dead rows are purged, and dead ones are counted apart.
    out.set(row.id, { recipients: queued + remaining, queued, sent: d?.sent ?? 0, failed: d?.failed ?? 0, unsubscribed: d?.unsubscribed ?? 0, remaining });
  }
  return out;
}

const notDelivered = (issueId: string) =>
  notExists(
    sql`(select 1 from ${D} where ${D.issueId} = ${issueId} and ${D.subscriberId} = ${S.id})`,
  );

function toIssue(r: IssueRow, progress: IssueProgress): Issue {
  const { id, subjectEn, bodyEn, subjectBg, bodyBg, status } = r;
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return { id, subjectEn, bodyEn, subjectBg, bodyBg, status, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(), sendStartedAt: iso(r.sendStartedAt), sentAt: iso(r.sentAt), progress };
}

async function withProgress(db: DbOrTx, row: IssueRow): Promise<Issue> {
  return toIssue(row, (await progressOf(db, [row])).get(row.id)!);
}

async function findIssue(db: DbOrTx, id: string): Promise<IssueRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(I).where(eq(I.id, id));
  if (!row) throw notFound();
  return row;
}

export async function listIssues(db: DbOrTx): Promise<{ items: Issue[] }> {
  // The operator writes a few issues a year: one page holds them all.
  const rows = await db.select().from(I).orderBy(desc(I.createdAt), desc(I.id)).limit(200);
  const progress = await progressOf(db, rows);
  return { items: rows.map((r) => toIssue(r, progress.get(r.id)!)) };
}

export const getIssue = async (db: DbOrTx, id: string): Promise<Issue> => withProgress(db, await findIssue(db, id));

const auditFields = (r: Pick<IssueRow, "subjectEn" | "subjectBg" | "status">) => ({ subject: r.subjectEn || r.subjectBg, status: r.status });

export async function createIssue(db: DbOrTx, actorId: string, input: IssueInput, now: Date): Promise<Issue> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(I)
      .values({ ...input, createdBy: actorId, createdAt: now, updatedAt: now })
      .returning();
    await recordAudit(tx, { actorId, action: "newsletter.issue_saved", entity: "newsletter_issue", entityId: created!.id, after: auditFields(created!), at: now });
    return created!;
  });
  return withProgress(db, row);
}

/** Edits a draft; once sending has started the text is what subscribers got, so it stays (409). */
export async function updateIssue(db: DbOrTx, actorId: string, id: string, input: IssueInput, now: Date): Promise<Issue> {
  const before = await findIssue(db, id);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(I)
      .set({ ...input, updatedAt: now })
      .where(and(eq(I.id, before.id), eq(I.status, "draft")))
      .returning();
    if (!updated) throw alreadySent();
    await recordAudit(tx, { actorId, action: "newsletter.issue_saved", entity: "newsletter_issue", entityId: id, before: auditFields(before), after: auditFields(updated), at: now });
    return updated;
  });
  return withProgress(db, row);
}

/** Placeholder links in a preview and a test: the operator's own token must not unsubscribe anyone. */
const PREVIEW_TOKEN = "preview";

export async function previewIssue(db: DbOrTx, id: string, lang: Locale, deps: IssueDeps): Promise<IssuePreview> {
  const row = await findIssue(db, id);
  const v = versionFor(row, lang);
  const { newsletterIssue } = await import("../../mail/templates/newsletter");
  const mail = await newsletterIssue({
    lang: v.lang,
    subject: v.subject,
    body: v.body,
    unsubscribeUrl: unsubscribeUrl({ siteUrl: deps.siteUrl }, PREVIEW_TOKEN),
    oneClickUrl: oneClickUrl({ siteUrl: deps.siteUrl }, PREVIEW_TOKEN, v.lang),
    listId: listIdOf(deps.siteUrl),
  });
  return { lang: v.lang, subject: mail.subject, html: mail.html, text: mail.text };
}

/** One test mail per language the issue is written in, to the operator's own address, through the outbox. */
export async function sendTest(db: DbOrTx, actor: { userId: string; email: string }, id: string, deps: IssueDeps, now: Date): Promise<void> {
  const row = await findIssue(db, id);
  await db.transaction(async (tx) => {
    for (const lang of ["en", "bg"] as const) {
      const v = versionFor(row, lang);
      if (v.lang !== lang) continue;
      await enqueueMail(
        tx,
        {
          template: "newsletterIssue",
          to: actor.email,
          data: {
            lang,
            subject: v.subject,
            body: v.body,
            unsubscribeUrl: unsubscribeUrl({ siteUrl: deps.siteUrl }, PREVIEW_TOKEN),
            oneClickUrl: oneClickUrl({ siteUrl: deps.siteUrl }, PREVIEW_TOKEN, lang),
            listId: listIdOf(deps.siteUrl),
            test: true,
          },
        },
        now,
      );
    }
    await recordAudit(tx, { actorId: actor.userId, action: "newsletter.issue_test_sent", entity: "newsletter_issue", entityId: row.id, after: { email: actor.email }, at: now });
  });
}

/**
 * Starts the send: draft → sending, once (a second click or tab gets 409), then the first batch
 * at once. The send job (newsletter-send.ts) enqueues the rest, a batch a minute.
 */
export async function startSend(db: DbOrTx, actorId: string, id: string, deps: IssueDeps, now: Date): Promise<Issue> {
  const row = await findIssue(db, id);
  await db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(S).where(eq(S.status, "confirmed"));
    if (row.status === "draft" && n === 0) throw new HttpError(409, "no_recipients", NEWSLETTER_MESSAGES.issueNoRecipients);
    const [started] = await tx
      .update(I)
      .set({ status: "sending", sendStartedAt: now, updatedAt: now })
      .where(and(eq(I.id, row.id), eq(I.status, "draft")))
      .returning();
    if (!started) throw alreadySent();
    await recordAudit(tx, { actorId, action: "newsletter.issue_send_started", entity: "newsletter_issue", entityId: row.id, before: auditFields(row), after: auditFields(started), at: now });
  });
  await sendBatch(db, deps, now);
  return getIssue(db, id);
}

/**
 * One batch of every sending issue, at most `perMinute` mails in any minute (counting the
 * deliveries of the last minute): per subscriber, the delivery row, the rotated unsubscribe
 * token and the outbox row commit together, and the unique (issue, subscriber) pair refuses a
 * second copy. An issue with nobody left is marked sent. Returns how many mails it enqueued.
 * Safe to run from several instances and after a crash: the issue row is locked per batch.
 */
export async function sendBatch(db: DbOrTx, deps: IssueDeps, now: Date): Promise<number> {
  const sending = await db.select({ id: I.id }).from(I).where(eq(I.status, "sending")).orderBy(asc(I.sendStartedAt));
  let enqueued = 0;
  for (const { id } of sending) {
    enqueued += await db.transaction(async (tx) => {
      const [issue] = await tx.select().from(I).where(and(eq(I.id, id), eq(I.status, "sending"))).for("update");
      if (!issue) return 0;
      const [{ n: lastMinute } = { n: 0 }] = await tx.select({ n: count() }).from(D).where(gt(D.createdAt, new Date(now.getTime() - MINUTE_MS)));
      const budget = deps.perMinute - lastMinute;
      if (budget <= 0) return 0;
      const recipients = await tx
        .select()
        .from(S)
        .where(and(eq(S.status, "confirmed"), notDelivered(issue.id)))
        .orderBy(asc(S.id))
        .limit(budget)
        .for("update", { of: S });
      const [{ batch } = { batch: 0 }] = await tx.select({ batch: sql<number>`coalesce(max(${D.batch}), 0)`.mapWith(Number) }).from(D).where(eq(D.issueId, issue.id));
      for (const s of recipients) {
        const v = versionFor(issue, s.language);
        // Each mail carries a token of its own, kept (hashed) on its delivery: every issue's link keeps working.
        const token = newToken();
        const mail = await enqueueMail(
          tx,
          {
            template: "newsletterIssue",
            to: s.email,
            data: {
              lang: v.lang,
              subject: v.subject,
              body: v.body,
              unsubscribeUrl: unsubscribeUrl({ siteUrl: deps.siteUrl }, token),
              oneClickUrl: oneClickUrl({ siteUrl: deps.siteUrl }, token, v.lang),
              unsubscribeMailto: unsubscribeMailto(deps, token),
              listId: listIdOf(deps.siteUrl),
            },
          },
          now,
        );
        await tx.insert(D).values({ issueId: issue.id, subscriberId: s.id, language: v.lang, outboxId: mail.id, batch: batch + 1, unsubscribeTokenHash: hashToken(token), createdAt: now });
      }
      if (recipients.length < budget) await tx.update(I).set({ status: "sent", sentAt: now, updatedAt: now }).where(eq(I.id, issue.id));
      return recipients.length;
    });
  }
  return enqueued;
}
