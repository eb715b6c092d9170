import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  TRANSLATION_ADMIN_MESSAGES,
  type TranslationAccessAction,
  type TranslationListPage,
  type TranslationListQuery,
  translationListQuerySchema,
  type TranslationRequestDetails,
  type TranslationRequestRow,
} from "../../../core/translation";
import { recordAudit } from "../audit";
import { accessLogLines } from "../../db/access-log";
import type { DbOrTx } from "../../db/client";
import { statusTabPage } from "../../db/status-tab-page";
import { orders, translationAccessLog, translationDeliveries, translationDownloads, translationRequests, translationUploads } from "../../db/schema";
import type { Actor } from "../../http/access";
import { notFound } from "../../http/errors";
import { decodeCursor, dueFirstKey, dueInboxOrder, isUuid } from "../../http/keyset";
import { orderRef } from "../payments";
import { translationRequestPolicy } from "../../policies/translation-request";

/*
 * The operator's Translation requests: reads. Every route using these is declared `admin`, and
 * every query goes through translationRequestPolicy.scope as well.
 */

const R = translationRequests;
const U = translationUploads;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

const rowColumns = {
  id: R.id,
  name: R.name,
  email: R.email,
  notes: R.notes,
  language: R.language,
  status: R.status,
  createdAt: R.createdAt,
  dueAt: R.dueAt,
  deliveredAt: R.deliveredAt,
  summaryStorageKey: R.summaryStorageKey,
  summaryFileName: R.summaryFileName,
  summaryContentType: R.summaryContentType,
  summarySize: R.summarySize,
  summaryDeletedAt: R.summaryDeletedAt,
  docFileName: U.fileName,
  docSize: U.size,
  docContentType: U.contentType,
  docDeletedAt: U.deletedAt,
  orderId: orders.id,
  total: orders.total,
  currency: orders.currency,
  paidAt: orders.paidAt,
};

function rowsFrom<E extends Record<string, SQL>>(db: DbOrTx, extra?: E) {
  return db
    .select({ ...rowColumns, ...(extra as E) })
    .from(R)
    .innerJoin(U, eq(U.id, R.uploadId))
    .innerJoin(orders, eq(orders.id, R.orderId));
}
type RawRow = Awaited<ReturnType<typeof rowsFrom>>[number];

function toRow(r: RawRow): TranslationRequestRow {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    notes: r.notes,
    language: r.language,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    dueAt: iso(r.dueAt),
    deliveredAt: iso(r.deliveredAt),
    document: { fileName: r.docFileName, size: r.docSize, contentType: r.docContentType, available: !r.docDeletedAt },
    payment: { amount: r.total, currency: r.currency, reference: orderRef(r.orderId), paidAt: iso(r.paidAt) },
    summary:
      r.summaryFileName && r.summaryContentType
        ? { fileName: r.summaryFileName, size: r.summarySize ?? 0, contentType: r.summaryContentType, available: !!r.summaryStorageKey && !r.summaryDeletedAt }
        : null,
  };
}

/** "Due first": open requests by due time, then the delivered ones newest first (one sortable key, for keyset). */
const dueKey = dueFirstKey(sql`${R.status} <> 'delivered'`, R.dueAt, R.createdAt);

export async function listTranslationRequests(db: DbOrTx, actor: Actor, rawQuery: TranslationListQuery): Promise<TranslationListPage> {
  const q = translationListQuerySchema.parse(rawQuery);
  const order = dueInboxOrder(q.sort, dueKey, R, decodeCursor(q.cursor));
  const inbox = { table: R, status: R.status, scope: translationRequestPolicy.scope(actor) };
  const { rows, nextCursor, counts: n } = await statusTabPage(db, inbox, q.status, (cursorAt) => rowsFrom(db, { cursorAt }), order, q.limit);
  return { items: rows.map(toRow), nextCursor, counts: { all: n.all, new: n.of("new"), inProgress: n.of("in_progress"), delivered: n.of("delivered") } };
}

export const requestNotFound = () => notFound(TRANSLATION_ADMIN_MESSAGES.notFound);

/** The request with its files' storage keys, or 404 (unknown or non-UUID id). */
export async function findTranslationRequest(db: DbOrTx, actor: Actor, id: string, opts: { forUpdate?: boolean } = {}) {
  if (!isUuid(id)) return requestNotFound();
  const query = db
    .select({ request: R, upload: U })
    .from(R)
    .innerJoin(U, eq(U.id, R.uploadId))
    .where(and(translationRequestPolicy.scope(actor), eq(R.id, id)));
  const [row] = opts.forUpdate ? await query.for("update", { of: R }) : await query;
  return row ?? requestNotFound();
}

export async function translationRequestDetails(db: DbOrTx, actor: Actor, id: string, now: Date): Promise<TranslationRequestDetails> {
  if (!isUuid(id)) return requestNotFound();
  const [row] = await rowsFrom(db).where(and(translationRequestPolicy.scope(actor), eq(R.id, id)));
  if (!row) return requestNotFound();
  const deliveries = await db
    .select()
    .from(translationDeliveries)
    .where(eq(translationDeliveries.requestId, id))
    .orderBy(desc(translationDeliveries.createdAt), desc(translationDeliveries.id));
  const downloads = deliveries.length
    ? await db
        .select()
        .from(translationDownloads)
        .where(
          inArray(
            translationDownloads.deliveryId,
            deliveries.map((d) => d.id),
          ),
        )
        .orderBy(desc(translationDownloads.at))
    : [];
  const log = await accessLogLines(db, translationAccessLog, translationAccessLog.requestId, id, 100);
  const summaryAvailable = !!row.summaryStorageKey && !row.summaryDeletedAt;
  return {
    ...toRow(row),
    deliveries: deliveries.map((d) => ({
      id: d.id,
      createdAt: d.createdAt.toISOString(),
      expiresAt: d.expiresAt.toISOString(),
      active: summaryAvailable && d.expiresAt > now,
      downloads: downloads.filter((x) => x.deliveryId === d.id).map((x) => ({ at: x.at.toISOString(), ip: x.ip })),
    })),
    accessLog: log.map((l) => ({ action: l.action, actorEmail: l.actorEmail, ip: l.ip, at: l.at.toISOString() })),
    abilities: { canChangeStatus: translationRequestPolicy.canChangeStatus(actor, row), canDeliver: translationRequestPolicy.canDeliver(actor) },
  };
}

/** One line of the request's access log, in the caller's transaction. */
export async function logTranslationAccess(db: DbOrTx, e: { requestId: string; actor: Actor; action: TranslationAccessAction; ip: string; at: Date }) {
  await db.insert(translationAccessLog).values({ requestId: e.requestId, actorId: e.actor.userId, actorEmail: e.actor.email, action: e.action, ip: e.ip, at: e.at });
}

const DOWNLOAD_AUDIT = { document_download: "translation.document_downloaded", summary_download: "translation.summary_downloaded" } as const;

/**
 * The operator took one of the customer's files: a line of the request's access log (shown on the
 * request) and an audit row (the audit log covers every privileged act, reading a customer's file
 * included), committed together.
 */
export async function logFileDownload(db: DbOrTx, e: { requestId: string; actor: Actor; action: keyof typeof DOWNLOAD_AUDIT; fileName: string; ip: string; at: Date }) {
  await db.transaction(async (tx) => {
    await logTranslationAccess(tx, e);
    await recordAudit(tx, { actorId: e.actor.userId, action: DOWNLOAD_AUDIT[e.action], entity: "translation_request", entityId: e.requestId, after: { fileName: e.fileName }, at: e.at });
  });
}
