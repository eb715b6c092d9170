import { createHash } from "node:crypto";
import { and, asc, count, eq, gt, or, sql } from "drizzle-orm";
import { type Attachment, type ParsedMail, simpleParser } from "mailparser";
import { MAX_MESSAGE_DOCUMENTS, MAX_MESSAGE_LENGTH } from "../../../../core/messages";
import { extensionOf, isAllowedExtension, MAX_UPLOAD_BYTES, type UploadExtension } from "../../../../core/upload";
import type { Clock } from "../../../clock";
import type { Config } from "../../../config";
import type { Db, DbOrTx } from "../../../db/client";
import { inboundEmails, user } from "../../../db/schema";
import type { Actor } from "../../../http/access";
import { CONTROL_CHARACTER } from "../../../http/invalid-text";
import type { AppInstance } from "../../../http/types";
import { type BlobStore, newBlobKey } from "../../../storage/blob-store";
import { checkDocumentContent } from "../../../storage/content-check";
import { recordVisitorReply, visitorOf } from "../../contact";
import { memberMailLang, operatorMailLang } from "../../../mail/language";
import { fitsAccountBudget } from "../../../storage/budget";
import { insertDocument } from "../../../storage/document-records";
import { sanitiseFileName } from "../../../storage/document-upload";
import { MESSAGE_RATE } from "../routes";
import { CONVERSATION_PATH, sendMessage } from "../send";
import { automated, headerText } from "./automatic-mail";
import { subscriberByMail, tokenOfMailto, unsubscribeById } from "../../newsletter";
import { type HardBounce, matchBounce, recordBounce } from "./bounce";
import { findReplyToken, tokenOfAddress, unsubscribeLocalOfAddress } from "./reply-address";
import { type NotPostedNotice, tellNotPosted } from "./reply-notice";
import { replyBodyText } from "./reply-text";
import { stripQuotedReply } from "./strip-quotes";

/**
 * One emailed reply, from raw RFC 5322 bytes to a message in its conversation (or to nothing,
 * with the reason recorded and logged). The IMAP fetcher and the dev mailbox's Reply button
 * both come through here (docs/decisions/0025-reply-by-email.md).
 */
export type InboundDeps = {
  db: Db;
  storage: BlobStore;
  clock: Clock;
  config: Pick<Config, "replyDomain" | "MAIL_FROM" | "publicUrl" | "UPLOAD_QUOTA_ACCOUNT_MB">;
  /** Where the operator's notifications go (Settings → Business): read at each reply. */
  operatorEmail: () => string;
  log: { info(o: object, m: string): void; warn(o: object, m: string): void };
};

export const inboundDepsOf = (app: AppInstance): InboundDeps => ({
  db: app.deps.db,
  storage: app.storage,
  clock: app.deps.clock,
  config: app.deps.config,
  operatorEmail: () => app.business.operatorEmail(),
  log: app.log,
});

export type DropReason =
  | "too_large"
  | "unreadable"
  | "message_id_repeated"
  | "message_id_missing"
  | "loop"
  | "bounce"
  | "hard_bounce"
  | "auto_reply"
  | "bad_subject"
  | "no_token"
  | "unknown_token"
  | "expired_token"
  | "sender_mismatch"
  | "rate_limited"
  | "no_operator_account"
  | "too_long"
  | "empty"
  | "too_many_attachments"
  | "attachment_too_large"
  | "attachment_refused"
  | "over_budget";

export type InboundOutcome = { status: "posted"; messageId: string } | { status: "unsubscribed" } | { status: "dropped"; reason: DropReason } | { status: "duplicate" };

/** Said in a contact request's thread where the visitor's email had files: the operator asks for them another way. */
const NOT_KEPT = "Attachments not kept (a contact request has no account to keep them in)";

/** A raw email larger than this is not even parsed (5 attachments of 5 MB, base64, and some text). */
export const MAX_RAW_BYTES = 36 * 1024 * 1024;

const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

/** The header block: everything before the first empty line. */
function headerBlock(raw: Buffer): string {
  const text = raw.subarray(0, Math.min(raw.length, 256 * 1024)).toString("latin1");
  const end = text.search(/\r?\n\r?\n/);
  return end < 0 ? text : text.slice(0, end);
}

/**
 * What makes a refetch of the same email a no-op: its Message-ID. One without a Message-ID, or
 * with two (no mail client writes either), is dropped ('s bad input), and known by a hash
 * of its raw bytes so a refetch drops it once.
 */
function messageKeyOf(raw: Buffer): { key: string; idProblem: "message_id_repeated" | "message_id_missing" | null } {
  const ids = [...headerBlock(raw).matchAll(/^message-id:[ \t]*((?:.|\r?\n[ \t])*)/gim)].map((m) => m[1]!.replace(/\s+/g, "").slice(0, 400));
  if (ids.length === 1 && ids[0]) return { key: `id:${ids[0]}`, idProblem: null };
  return { key: `sha256:${sha256(raw)}`, idProblem: ids.length > 1 ? "message_id_repeated" : "message_id_missing" };
}

const addressOf = (from: string) => from.replace(/^.*<([^>]*)>.*$/, "$1").trim().toLowerCase();

/** Every address the email was delivered to (To, Cc, and what the delivering server recorded). */
function recipients(mail: ParsedMail): string[] {
  const listed = [mail.to, mail.cc].flatMap((a) => (a ? (Array.isArray(a) ? a : [a]) : [])).flatMap((a) => a.value.map((v) => v.address ?? ""));
  const delivered = ["delivered-to", "x-original-to", "envelope-to"].map((h) => headerText(mail, h));
  return [...listed, ...delivered].filter(Boolean).map((a) => addressOf(a));
}

/** Where a reply goes: a client's conversation (as a message from `actor`), or a contact request's thread. */
type Target = { kind: "conversation"; clientId: string; actor: Actor; name: string } | { kind: "contact"; submissionId: string; subject: string };

type Plan =
  | { drop: DropReason; from: string | null; tokenId?: string; notice?: NotPostedNotice; bounce?: HardBounce }
  | { drop: null; from: string; tokenId?: undefined; unsubscribe: string }
  | { drop: null; from: string; tokenId: string; target: Target; content: string; files: { name: string; ext: UploadExtension; data: Buffer; contentType: string }[] };

/**
 * The answer to a person whose reply is kept out for its budget or for having no words: in their
 * language (a member's profile, the operator's account, the language a visitor wrote in), under
 * their email, with the conversation's link where they have one.
 */
async function noticeFor(deps: InboundDeps, db: DbOrTx, target: Target, from: string, mail: ParsedMail, reason: "overBudget" | "empty"): Promise<NotPostedNotice> {
  const common = { reason, subject: mail.subject ?? "", limitMb: deps.config.UPLOAD_QUOTA_ACCOUNT_MB, inReplyTo: mail.messageId };
  if (target.kind === "contact") {
    const visitor = await visitorOf(db, target.submissionId);
    return { to: from, data: { ...common, lang: visitor?.lang, name: visitor?.name ?? "" } };
  }
  const member = target.actor.role === "member";
  const lang = member ? await memberMailLang(db, target.actor.userId) : await operatorMailLang(db, from);
  return { to: from, data: { ...common, lang, name: member ? target.name : "", link: `${deps.config.publicUrl}${CONVERSATION_PATH}` } };
}

async function plan(deps: InboundDeps, db: DbOrTx, raw: Buffer, idProblem: DropReason | null, tooLarge: boolean): Promise<Plan> {
  const domain = deps.config.replyDomain;
  if (tooLarge || raw.length > MAX_RAW_BYTES) return { drop: "too_large", from: null };
  let mail: ParsedMail;
  try {
    mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  } catch {
    return { drop: "unreadable", from: null };
  }
  const fromList = mail.from?.value ?? [];
  const from = fromList.length === 1 ? (fromList[0]!.address ?? "").toLowerCase() : "";
  if (!from || !domain) return { drop: "unreadable", from: from || null };
  if (idProblem) return { drop: idProblem, from };
  const auto = automated(mail, from);
  if (auto === "bounce") {
    // A delivery report never reaches a conversation; a hard one about a mail we sent marks its address.
    const bounce = await matchBounce(db, mail, recipients(mail));
    return bounce ? { drop: "hard_bounce", from, bounce } : { drop: "bounce", from };
  }
  // Our own mail coming back (a forwarding rule, an autoresponder that answers the reply address).
  if (from === addressOf(deps.config.MAIL_FROM) || from.endsWith(`@${domain}`)) return { drop: "loop", from };
  // The newsletter's unsubscribe address (List-Unsubscribe's mailto:), before the checks for
  // automatic mail: a mail client may send it marked as automatic, and it is never answered, so
  // no loop can start. The token and the subscriber's own address as the sender unsubscribe them.
  const unsubscribeLocal = recipients(mail)
    .map((a) => unsubscribeLocalOfAddress(a, domain))
    .find((t) => t !== null);
  if (unsubscribeLocal !== undefined) {
    const token = tokenOfMailto(unsubscribeLocal);
    const subscriber = token ? await subscriberByMail(db, token, from) : "unknown_token";
    return typeof subscriber === "string" ? { drop: subscriber, from } : { drop: null, from, unsubscribe: subscriber.id };
  }
  if (auto) return { drop: auto, from };
  const rawSubject = /^subject:((?:.|\r?\n[ \t])*)/im.exec(headerBlock(raw))?.[1] ?? "";
  if (CONTROL_CHARACTER.test(mail.subject ?? "") || CONTROL_CHARACTER.test(rawSubject.replace(/\r?\n[ \t]/g, " "))) return { drop: "bad_subject", from };

  const token = recipients(mail)
    .map((a) => tokenOfAddress(a, domain))
    .find((t) => t !== null);
  if (!token) return { drop: "no_token", from };
  const bound = await findReplyToken(db, token);
  if (!bound) return { drop: "unknown_token", from };
  if (bound.expiresAt.getTime() <= deps.clock.now().getTime()) return { drop: "expired_token", from, tokenId: bound.id };

  let target: Target;
  if (bound.contactSubmissionId) {
    // A visitor's answer to the operator's reply to their contact request: from the address they gave.
    if (bound.recipientRole !== "visitor" || from !== bound.recipientEmail) return { drop: "sender_mismatch", from, tokenId: bound.id };
    target = { kind: "contact", submissionId: bound.contactSubmissionId, subject: (mail.subject ?? "").trim() };
  } else if (bound.recipientRole === "client" && bound.clientId) {
    const [client] = await db.select({ id: user.id, email: user.email, name: user.name, role: user.role, banned: user.banned }).from(user).where(eq(user.id, bound.clientId));
    if (!client || client.banned || client.email.toLowerCase() !== from) return { drop: "sender_mismatch", from, tokenId: bound.id };
    target = { kind: "conversation", clientId: client.id, name: client.name, actor: { userId: client.id, email: client.email, role: "member", sessionId: "reply-by-email" } };
  } else {
    if (!bound.clientId) return { drop: "unknown_token", from, tokenId: bound.id };
    if (from !== bound.recipientEmail) return { drop: "sender_mismatch", from, tokenId: bound.id };
    // The operator's mailbox is not necessarily an account: their own admin account if it is, else the first admin's.
    const [admin] = await db
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(and(eq(user.role, "admin"), or(eq(user.banned, false), sql`${user.banned} is null`)))
      .orderBy(sql`lower(${user.email}) = ${from} desc`, asc(user.createdAt))
      .limit(1);
    if (!admin) return { drop: "no_operator_account", from, tokenId: bound.id };
    target = { kind: "conversation", clientId: bound.clientId, name: "", actor: { userId: admin.id, email: admin.email, role: "admin", sessionId: "reply-by-email" } };
  }

  // Every message is an email to the other side: by email as on the site, at most MESSAGE_RATE per sender.
  const since = new Date(deps.clock.now().getTime() - MESSAGE_RATE.windowMs);
  const [recent] = await db
    .select({ n: count() })
    .from(inboundEmails)
    .where(and(eq(inboundEmails.fromAddress, from), eq(inboundEmails.status, "posted"), gt(inboundEmails.receivedAt, since)));
  if ((recent?.n ?? 0) >= MESSAGE_RATE.max) return { drop: "rate_limited", from, tokenId: bound.id };

  // Signature logos and pictures pasted into the HTML are part of the text, not attachments.
  // A contact request has no account to keep files in: its attachments are named, not kept.
  const all = mail.attachments.filter((a: Attachment) => !a.related);
  const notKept = target.kind === "contact" ? all.map((a) => sanitiseFileName(a.filename ?? "") || "attachment") : [];
  const attachments = target.kind === "contact" ? [] : all;
  if (attachments.length > MAX_MESSAGE_DOCUMENTS) return { drop: "too_many_attachments", from, tokenId: bound.id };
  const files: Extract<Plan, { files: unknown }>["files"] = [];
  for (const a of attachments) {
    if (a.content.length > MAX_UPLOAD_BYTES) return { drop: "attachment_too_large", from, tokenId: bound.id };
    const name = sanitiseFileName(a.filename ?? "");
    const ext = extensionOf(name);
    if (!name || !isAllowedExtension(ext) || a.content.length === 0) return { drop: "attachment_refused", from, tokenId: bound.id };
    // The same content check as an upload: a .pdf must really be a PDF.
    const contentType = await checkDocumentContent(ext, a.content);
    if (!contentType) return { drop: "attachment_refused", from, tokenId: bound.id };
    files.push({ name, ext, data: a.content, contentType });
  }
  // Emailed attachments are uploads like any other: they count against the same daily budget of
  // the account that sends them (counted in `db`, so the emails of one fetch see each other's).
  // Past it the whole email is kept out, and its sender is told why.
  const bytes = files.reduce((n, f) => n + f.data.length, 0);
  if (target.kind === "conversation" && bytes > 0 && !(await fitsAccountBudget(db, deps.config, target.actor.userId, bytes, deps.clock.now()))) {
    return { drop: "over_budget", from, tokenId: bound.id, notice: await noticeFor(deps, db, target, from, mail, "overBudget") };
  }

  // A long quoted history is fine (it is cut below); a body past MAX_TEXT_CHARS (reply-text.ts) is not worth reading.
  const text = replyBodyText(mail);
  if (text === null) return { drop: "too_long", from, tokenId: bound.id };
  const stripped = stripQuotedReply(text);
  if (stripped.length > MAX_MESSAGE_LENGTH) return { drop: "too_long", from, tokenId: bound.id };
  const named = notKept.length ? `${stripped}\n\n(${NOT_KEPT}: ${notKept.join(", ")})`.trim() : stripped;
  const content = named || files.map((f) => f.name).join(", ");
  if (!content) return { drop: "empty", from, tokenId: bound.id, notice: await noticeFor(deps, db, target, from, mail, "empty") };
  return { drop: null, from, tokenId: bound.id, target, content, files };
}

/**
 * Processes one raw email exactly once (by its Message-ID): a reply that passes every check
 * becomes a message in the token's conversation, from the token's person, with the same
 * side effects as one written on the site (the other side's email and live bell). Anything
 * else is recorded as dropped, with its reason, and logged; it never reaches a conversation.
 * `db` lets the fetcher run this inside the transaction that holds its lock; `tooLarge` says `raw`
 * is only the head of an email over MAX_RAW_BYTES (the fetcher does not download the rest).
 */
export async function receiveReply(
  deps: InboundDeps,
  raw: Buffer,
  opts: { source: "imap" | "dev"; db?: DbOrTx; tooLarge?: boolean },
): Promise<InboundOutcome> {
  const { source } = opts;
  const db = opts.db ?? deps.db;
  const { key, idProblem } = messageKeyOf(raw);
  // A refetch (a crash before \Seen, a bounce storm handed over twice) costs one lookup, not a parse.
  const [known] = await db.select({ id: inboundEmails.id }).from(inboundEmails).where(eq(inboundEmails.messageKey, key));
  if (known) {
    deps.log.info({ key, source }, "reply by email already processed");
    return { status: "duplicate" };
  }
  const decided = await plan(deps, db, raw, idProblem, opts.tooLarge === true);
  const now = deps.clock.now();
  const stored: string[] = [];
  try {
    const outcome = await db.transaction(async (tx): Promise<InboundOutcome> => {
      const [row] = await tx
        .insert(inboundEmails)
        .values({
          messageKey: key,
          status: decided.drop ? "dropped" : "unsubscribe" in decided ? "unsubscribed" : "posted",
          reason: decided.drop,
          fromAddress: decided.from,
          tokenId: decided.tokenId ?? null,
          source,
          receivedAt: now,
        })
        .onConflictDoNothing({ target: inboundEmails.messageKey })
        .returning({ id: inboundEmails.id });
      if (!row) return { status: "duplicate" };
      if (decided.drop) {
        if (decided.bounce) await recordBounce(tx, decided.bounce, key, now);
        if (decided.notice) await tellNotPosted(tx, decided.notice, now);
        return { status: "dropped", reason: decided.drop };
      }
      if ("unsubscribe" in decided) {
        await unsubscribeById(tx, decided.unsubscribe, now);
        return { status: "unsubscribed" };
      }
      const target = decided.target;
      if (target.kind === "contact") {
        const replyId = await recordVisitorReply(tx, { submissionId: target.submissionId, subject: target.subject, body: decided.content, now, operatorEmail: deps.operatorEmail() });
        await tx.update(inboundEmails).set({ contactReplyId: replyId }).where(eq(inboundEmails.id, row.id));
        return { status: "posted", messageId: replyId };
      }
      const documentIds: string[] = [];
      for (const f of decided.files) {
        const storageKey = newBlobKey("documents", f.ext, now);
        await deps.storage.put(storageKey, f.data);
        stored.push(storageKey);
        const doc = await insertDocument(tx, {
          file: { key: storageKey, fileName: f.name, ext: f.ext, size: f.data.length, contentType: f.contentType },
          ownerId: target.clientId,
          taskId: null,
          actor: target.actor,
          ip: "email",
          now,
        });
        documentIds.push(doc.id);
      }
      const messageId = await sendMessage(
        tx,
        target.actor,
        { clientId: target.clientId, content: decided.content, documentIds },
        { now, operatorEmail: deps.operatorEmail(), publicUrl: deps.config.publicUrl, replyDomain: deps.config.replyDomain },
      );
      await tx.update(inboundEmails).set({ messageId }).where(eq(inboundEmails.id, row.id));
      return { status: "posted", messageId };
    });
    if (outcome.status === "posted") deps.log.info({ key, source, messageId: outcome.messageId }, "reply by email posted");
    else if (outcome.status === "unsubscribed") deps.log.info({ key, source }, "newsletter unsubscribe by email");
    else if (outcome.status === "dropped") deps.log.warn({ key, source, reason: outcome.reason, from: decided.from }, "reply by email dropped");
    else deps.log.info({ key, source }, "reply by email already processed");
    return outcome;
  } catch (err) {
    for (const k of stored) await deps.storage.delete(k).catch(() => undefined);
    throw err;
  }
}
