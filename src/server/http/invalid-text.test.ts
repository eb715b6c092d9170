import { describe, expect, it } from "vitest";
import { setupTestApp, uniqueEmail } from "../test/app";
import { uniqueIp } from "../test/browser";
import { createAdmin, createMember, signedInAs, TEST_PASSWORD } from "../test/factories";
import { FILES, openCheckout, tempStore } from "../test/payments";
import { INVALID_TEXT_MESSAGE } from "./invalid-text";

const { store } = tempStore();
const ctx = await setupTestApp({ storage: store });
const INVALID = { error: { code: "invalid_text", message: INVALID_TEXT_MESSAGE } };

const member = await createMember(ctx);
const admin = await createAdmin(ctx);
const memberCookie = (await signedInAs(ctx, member)).cookie;
const adminCookie = (await signedInAs(ctx, admin)).cookie;
const UPLOAD_ID = "a".repeat(43);

/**
 * A body each JSON route would accept (or at least validate), keyed by its route. Every
 * string in it is sent again with invalid text in it. Better Auth's endpoints live behind
 * one wildcard route, so they are listed by their own paths.
 */
const SOME_ID = "00000000-0000-4000-8000-000000000001";
const BODIES: Record<string, { path?: string; as?: "admin"; body: object }[]> = {
  "POST /api/contact": [{ body: { name: "Maria", email: uniqueEmail("nul"), service: "custom", message: "Hello" } }],
  "POST /api/newsletter": [{ body: { email: uniqueEmail("nul") } }],
  "POST /api/newsletter/confirm": [{ body: { token: "t".repeat(43) } }],
  "POST /api/newsletter/unsubscribe": [{ body: { token: "t".repeat(43) } }],
  "POST /api/admin/sign-in": [{ body: { email: admin.email, password: TEST_PASSWORD } }],
  "PUT /api/settings": [
    {
      body: {
        profile: { fullName: "Maria", phone: "", address: "Sofia", preferredLanguage: "en" },
        notifications: { email: true, taskUpdates: true, documentUpdates: true, paymentReceipts: true, promotions: false },
        privacy: { dataSharing: false },
      },
    },
  ],
  "PATCH /api/profile": [{ body: { fullName: "Maria", phone: "", preferredLanguage: "en" } }],
  "POST /api/account/delete": [{ body: { confirmation: "DELETE", password: "Not-The-Password-1" } }],
  "POST /api/checkout": [
    { body: { items: [{ kind: "hourly", quantity: 1 }], customer: { name: "Maria", email: uniqueEmail("nul") } } },
    {
      body: {
        items: [{ kind: "translation", quantity: 1 }],
        translation: { name: "Maria", email: uniqueEmail("nul"), sourceLanguage: "bg", targetLanguage: "en", notes: "x", uploadId: UPLOAD_ID },
      },
    },
  ],
  "POST /api/tasks": [{ body: { title: "Visa", description: "Help", urgency: "normal", documentIds: [] } }],
  "PATCH /api/tasks/:id": [{ path: `/api/tasks/${SOME_ID}`, as: "admin", body: { status: "in_progress", adminNotes: "Called", hoursSpent: 0.5, drawFromBalance: false } }],
  "POST /api/documents": [{ as: "admin", body: { title: "Contract", clientId: member.id, notes: "x", documentId: SOME_ID } }],
  "DELETE /api/documents/:id": [{ path: `/api/documents/${SOME_ID}`, as: "admin", body: {} }],
  "POST /api/clients": [{ as: "admin", body: { email: uniqueEmail("nul"), fullName: "Maria", temporaryPassword: "A-Long-Password-2026" } }],
  "PATCH /api/clients/:id": [{ path: `/api/clients/${member.id}`, as: "admin", body: { fullName: "Maria", phone: "+359 2", preferredLanguage: "bg" } }],
  "POST /api/clients/:id/deduct-hours": [{ path: `/api/clients/${member.id}/deduct-hours`, as: "admin", body: { hours: 0.5, description: "Call" } }],
  "POST /api/clients/:id/payment-requests": [{ path: `/api/clients/${member.id}/payment-requests`, as: "admin", body: { amount: "20.00", description: "Visa help" } }],
  "POST /api/payments": [{ as: "admin", body: { clientId: member.id, amount: "20.00", description: "Cash", paymentType: "other" } }],
  "POST /api/messages": [{ body: { content: "Hello", documentIds: [] } }],
  "POST /api/messages/compose": [{ as: "admin", body: { clientId: member.id, subject: "Visa", content: "Hello", documentIds: [] } }],
  "POST /api/messages/:id/reply": [{ path: `/api/messages/${SOME_ID}/reply`, body: { content: "Hello", documentIds: [] } }],
  "POST /api/messages/read": [{ body: {} }],
  // No JSON fields: listed so that a field added later is covered.
  "POST /api/payments/:id/resend-receipt": [{ path: `/api/payments/${SOME_ID}/resend-receipt`, as: "admin", body: {} }],
  "POST /api/payment-requests/:id/cancel": [{ path: `/api/payment-requests/${SOME_ID}/cancel`, as: "admin", body: {} }],
  "POST /api/payment-requests/:id/checkout": [{ path: `/api/payment-requests/${SOME_ID}/checkout`, body: {} }],
  "POST /api/test-gateway/sessions/:id/pay": [{ path: "SESSION", body: { cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Maria" } }],
  "POST /api/test-gateway/sessions/:id/cancel": [{ path: "SESSION", body: {} }],
  "POST /api/contact/submissions/:id/replies": [{ path: `/api/contact/submissions/${SOME_ID}/replies`, as: "admin", body: { subject: "Re: help", body: "Hello" } }],
  "PATCH /api/contact/submissions/:id": [{ path: `/api/contact/submissions/${SOME_ID}`, as: "admin", body: { status: "closed" } }],
  "POST /api/contact/submissions/:id/convert-to-client": [
    { path: `/api/contact/submissions/${SOME_ID}/convert-to-client`, as: "admin", body: { fullName: "Maria", temporaryPassword: "A-Long-Password-2026" } },
  ],
  "POST /api/contact/submissions/:id/convert-to-task": [
    { path: `/api/contact/submissions/${SOME_ID}/convert-to-task`, as: "admin", body: { title: "Visa", urgency: "normal", clientId: member.id } },
  ],
  "PATCH /api/translation/requests/:id": [{ path: `/api/translation/requests/${SOME_ID}`, as: "admin", body: { status: "in_progress" } }],
  "POST /api/notifications/read-all": [{ body: {} }],
  "POST /api/notifications/:id/read": [{ path: `/api/notifications/${SOME_ID}/read`, body: {} }],
  "GET,POST /api/auth/*": [
    { path: "/api/auth/sign-up/email", body: { name: "Maria", email: uniqueEmail("nul"), password: "A-Long-Password-2026" } },
    { path: "/api/auth/sign-in/email", body: { email: member.email, password: TEST_PASSWORD } },
    { path: "/api/auth/request-password-reset", body: { email: member.email, redirectTo: "/reset-password" } },
    { path: "/api/auth/reset-password", body: { newPassword: "A-Long-Password-2026", token: "tok" } },
    { path: "/api/auth/send-verification-email", body: { email: member.email } },
    { path: "/api/auth/change-password", body: { currentPassword: TEST_PASSWORD, newPassword: "A-Long-Password-2026" } },
    { path: "/api/auth/update-user", body: { name: "Maria" } },
    { path: "/api/auth/verify-password", body: { password: TEST_PASSWORD } },
    { path: "/api/auth/two-factor/enable", body: { password: TEST_PASSWORD } },
    { path: "/api/auth/two-factor/verify-totp", body: { code: "123456" } },
    { path: "/api/auth/admin/create-user", body: { email: uniqueEmail("nul"), password: "A-Long-Password-2026", name: "Maria", role: "member" } },
    { path: "/api/auth/admin/update-user", body: { userId: member.id, data: { name: "Maria" } } },
    { path: "/api/auth/admin/set-user-password", body: { userId: member.id, newPassword: "A-Long-Password-2026" } },
  ],
};
/** Bodies that are not JSON text: a signed provider payload, a file. */
const NOT_JSON = new Set(["POST /api/payments/webhook", "POST /api/translation/uploads", "POST /api/documents/uploads", "POST /api/tasks/:id/documents",
  "POST /api/translation/requests/:id/summary",
]);

/** The body again, once per string in it, with `bad` appended to that string. */
function variants(value: unknown, bad: string): unknown[] {
  if (typeof value === "string") return [value + bad];
  if (Array.isArray(value)) return value.flatMap((item, i) => variants(item, bad).map((v) => value.map((x, j) => (j === i ? v : x))));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, item]) => variants(item, bad).map((v) => ({ ...value, [k]: v })));
  }
  return [];
}

const send = (method: string, url: string, payload?: object, cookie = memberCookie) =>
  ctx.app.inject({ method: method as "POST", url, payload, remoteAddress: uniqueIp(), headers: { origin: ctx.config.publicUrl, cookie } });

describe("invalid text anywhere in a request", () => {
  it("every JSON route answers 400 with the standard body for a NUL or a lone surrogate in any string, never 5xx", async () => {
    const session = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 1 }], customer: { email: uniqueEmail("nul") } });
    const writes = ctx.app.routeTable().filter((r) => /POST|PUT|PATCH|DELETE/.test(r.method));
    const missing = writes.map((r) => `${r.method} ${r.url}`).filter((key) => !BODIES[key] && !NOT_JSON.has(key));
    expect(missing, "add a sample body for these routes").toEqual([]);

    const failures: string[] = [];
    for (const route of writes) {
      for (const { path, as, body } of BODIES[`${route.method} ${route.url}`] ?? []) {
        const method = route.method.split(",").find((m) => m !== "GET")!;
        const url = path === "SESSION" ? route.url.replace(":id", session) : (path ?? route.url);
        const cookie = as === "admin" || url.includes("/admin/") ? adminCookie : memberCookie;
        for (const bad of ["\u0000", "\uD800", "x\uDFFFy"]) {
          for (const payload of variants(body, bad)) {
            const res = await send(method, url, payload as object, cookie);
            if (res.statusCode !== 400 || res.json().error?.code !== "invalid_text") failures.push(`${method} ${url} ${JSON.stringify(payload)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
            else expect(res.json()).toMatchObject(INVALID);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("in query strings and path parameters too", async () => {
    for (const url of ["/api/checkout/sessions/%00", "/api/checkout/sessions/%ED%A0%80", "/api/auth/verify-email?token=%00", "/api/health?x=%00"]) {
      const res = await send("GET", url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject(INVALID);
    }
  });

  it("allows real text: emoji and other valid pairs, Cyrillic", async () => {
    const res = await send("PATCH", "/api/profile", { fullName: "Мария 👩‍💼", phone: "", preferredLanguage: "bg" });
    expect(res.statusCode).toBe(200);
  });

  it("an upload's file name with invalid text is refused or cleaned, never a 5xx", async () => {
    for (const name of ["a%00b.pdf", "%ED%A0%80.pdf", "%00.pdf"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/translation/uploads",
        payload: FILES.pdf,
        remoteAddress: uniqueIp(),
        headers: { "content-type": "application/octet-stream", "x-file-name": name },
      });
      expect(res.statusCode, name).toBeLessThan(500);
      if (res.statusCode === 201) expect(res.json().fileName).not.toContain("\u0000");
    }
  });
});
