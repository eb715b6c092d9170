import { eq, inArray } from "drizzle-orm";
import type { PricedOrder } from "../../../core/checkout";
import type { TranslationDetails } from "../../../core/translation";
import type { InvoiceBuyer } from "../../../core/invoices";
import type { Db, Tx } from "../../db/client";
import { orders, translationRequests, translationUploads } from "../../db/schema";
import type { Locale } from "../../../core/locale";

export type NewOrder = {
  priced: PricedOrder;
  customerName: string | null;
  customerEmail: string;
  /** What the help is for, in the buyer's words. */
  notes: string | null;
  userId: string | null;
  /** The language the buyer used. */
  language?: Locale;
  translation: (TranslationDetails & { uploadRowId: string }) | null;
  /** The company's details when the buyer asked for an invoice. */
  invoiceRequest?: InvoiceBuyer | null;
  gateway: "stripe" | "test";
  now: Date;
};

export async function insertOrder(db: Db, o: NewOrder) {
  const { priced } = o;
  const translation = o.translation
    ? {
        name: o.translation.name,
        email: o.translation.email,
        notes: o.translation.notes,
        language: o.translation.language,
        uploadRowId: o.translation.uploadRowId,
      }
    : null;
  const [row] = await db
    .insert(orders)
    .values({
      purpose: priced.purpose,
      items: priced.lines,
      subtotal: priced.subtotal,
      tip: priced.tip,
      total: priced.total,
      currency: priced.currency,
      hours: priced.hours,
      customerName: o.customerName,
      customerEmail: o.customerEmail,
      notes: o.notes,
      language: o.language ?? "en",
      userId: o.userId,
      translation,
      invoiceRequest: o.invoiceRequest ?? null,
      gateway: o.gateway,
      createdAt: o.now,
      updatedAt: o.now,
    })
    .returning();
  return row!;
}

export async function attachSession(db: Db, orderId: string, sessionId: string, now: Date) {
  await db.update(orders).set({ providerSessionId: sessionId, updatedAt: now }).where(eq(orders.id, orderId));
}

/** The provider never opened a session: the order cannot be paid. */
export async function markNeverOpened(db: Db, orderId: string, now: Date) {
  await db.update(orders).set({ status: "failed", updatedAt: now }).where(eq(orders.id, orderId));
}

export async function findOrderBySession(db: Db, sessionId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  return row ?? null;
}

export async function findTranslationRequest(db: Db, orderId: string) {
  const [row] = await db
    .select({
      id: translationRequests.id,
      name: translationRequests.name,
      email: translationRequests.email,
      notes: translationRequests.notes,
      status: translationRequests.status,
      createdAt: translationRequests.createdAt,
      fileName: translationUploads.fileName,
    })
    .from(translationRequests)
    .innerJoin(translationUploads, eq(translationUploads.id, translationRequests.uploadId))
    .where(eq(translationRequests.orderId, orderId));
  return row ?? null;
}

/** For "Download my data" and "Delete my account" (accounts registry). */
export async function ordersOf(db: Db, userId: string) {
  return db
    .select({ id: orders.id, status: orders.status, items: orders.items, total: orders.total, currency: orders.currency, notes: orders.notes, createdAt: orders.createdAt, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.userId, userId));
}

/**
 * Account deletion: orders and their payments stay for the books (amounts, dates), but
 * lose who placed them. The payments' user link goes with the user row (ON DELETE SET NULL).
 */
export async function eraseCustomerData(tx: Tx, userId: string) {
  const mine = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  await tx
    .update(translationRequests)
    .set({ name: "(deleted account)", email: "", notes: "" })
    .where(inArray(translationRequests.orderId, mine));
  await tx.update(orders).set({ customerName: null, customerEmail: null, notes: null, translation: null, invoiceRequest: null }).where(eq(orders.userId, userId));
}
