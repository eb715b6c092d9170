import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll } from "vitest";
import { hoursLedger, orders, payments, translationRequests } from "../db/schema";
import { localDiskStore } from "../storage/blob-store";
import type { TestContext } from "./app";
import { uniqueIp } from "./browser";
import type { Locale } from "../../core/locale";

/** Helpers for the money tests: requests a browser would send, and what the database then holds. */

export const GOOD_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Maria Petrova" };
export const DECLINED_CARD = { ...GOOD_CARD, cardNumber: "4000 0000 0000 0002" };

export function checkout(ctx: TestContext, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: "POST", url: "/api/checkout", payload: payload as object, headers });
}

export function sessionStatus(ctx: TestContext, sessionId: string) {
  return ctx.app.inject({ method: "GET", url: `/api/checkout/sessions/${encodeURIComponent(sessionId)}` });
}

export function payTestSession(ctx: TestContext, sessionId: string, card: object = GOOD_CARD) {
  return ctx.app.inject({ method: "POST", url: `/api/test-gateway/sessions/${sessionId}/pay`, payload: card });
}

/** Opens a checkout and returns its session id (fails the test when checkout refuses). */
export async function openCheckout(ctx: TestContext, payload: unknown, headers: Record<string, string> = {}): Promise<string> {
  const res = await checkout(ctx, payload, headers);
  if (res.statusCode !== 200) throw new Error(`checkout answered ${res.statusCode}: ${res.body}`);
  return res.json().sessionId;
}

/**
 * Follows a held appointment's pay link as the booking page does (the checkout opens only then)
 * and returns the session it redirected to (fails the test on anything but that redirect).
 */
export async function followPayLink(ctx: TestContext, booked: { pay: { url: string } | null }): Promise<string> {
  const res = await ctx.app.inject({ method: "GET", url: new URL(booked.pay!.url).pathname, remoteAddress: uniqueIp() });
  const session = /\/test-checkout\/(cs_test_\w+)$/.exec(res.headers.location ?? "")?.[1];
  if (res.statusCode !== 303 || !session) throw new Error(`pay link answered ${res.statusCode} ${res.headers.location ?? res.body}`);
  return session;
}

export async function orderOf(ctx: TestContext, sessionId: string) {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  return row;
}

/** How many of each thing fulfilment creates exist for a session's order. */
export async function effectsOf(ctx: TestContext, sessionId: string) {
  const order = await orderOf(ctx, sessionId);
  if (!order) throw new Error(`no order for ${sessionId}`);
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]!.n;
  const paymentRows = await ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
  return {
    order,
    payments: paymentRows.length,
    payment: paymentRows[0],
    credits: paymentRows[0] ? await n(ctx.db.select({ n: count() }).from(hoursLedger).where(eq(hoursLedger.paymentId, paymentRows[0].id))) : 0,
    translationRequests: await n(ctx.db.select({ n: count() }).from(translationRequests).where(eq(translationRequests.orderId, order.id))),
  };
}

/** A translation bought and paid through the local test checkout (a PDF uploaded, the form filled); returns its session id. */
export async function paidTranslation(ctx: TestContext, form: { email: string; name?: string; notes?: string; language?: Locale }): Promise<string> {
  const up = await ctx.app.inject({
    method: "POST",
    url: "/api/translation/uploads",
    payload: FILES.pdf,
    remoteAddress: uniqueIp(),
    headers: { "content-type": "application/octet-stream", "x-file-name": "contract.pdf" },
  });
  const translation = { uploadId: up.json().uploadId, name: form.name ?? "Anna", email: form.email, notes: form.notes ?? "", language: form.language ?? "en" };
  const sessionId = await openCheckout(ctx, { items: [{ kind: "translation" }], translation });
  const paid = await payTestSession(ctx, sessionId);
  if (paid.statusCode !== 200) throw new Error(`paying the translation answered ${paid.statusCode}: ${paid.body}`);
  return sessionId;
}

/** A BlobStore in a temporary folder, removed after the file's tests. */
export function tempStore() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-files-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return { dir, store: localDiskStore(dir) };
}

/** Real file heads: enough for a content check to recognise (or not) the format. */
export const FILES = {
  pdf: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  png: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
  exe: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62), Buffer.from("This program cannot be run in DOS mode.")]),
  text: Buffer.from("Договор за наем\nRental agreement, page 1\n"),
};
