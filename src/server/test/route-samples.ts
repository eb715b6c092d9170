import { DEFAULT_AVAILABILITY } from "../../core/appointments/availability";
import { uniqueEmail } from "./app";
import { TEST_PASSWORD } from "./factories";

/** A UUID that names nothing. */
export const SOME_ID = "00000000-0000-4000-8000-000000000001";
/** A translation upload id of the right shape. */
export const UPLOAD_ID = "a".repeat(43);

/** The hour the next sample appointment made by hand starts at (see POST /api/calendar). */
let handMadeHour = 0;

/**
 * One request a route would accept (or at least validate). `path` is the URL to call when
 * the route has parameters ("SESSION": a test-gateway session the caller opens); `as`:
 * the role whose call gets past the route's access.
 */
export type RouteSample = { path?: string; as?: "admin"; body: object };

/**
 * A sample request for every mutating route, keyed "METHOD url" as in app.routeTable().
 * Better Auth's endpoints live behind one wildcard route, so they are listed by their own
 * paths. Used by invalid-text.test.ts and the security suite (route × role, escalation,
 * CSRF): a route added without a sample fails those tests.
 *
 * `client`: the member the operator's samples act on; `admin`: an operator who can sign in.
 */
export function routeSamples({ client, admin }: { client: { id: string; email: string }; admin: { email: string } }): Record<string, RouteSample[]> {
  return {
    "POST /api/contact": [{ body: { name: "Maria", email: uniqueEmail("sample"), service: "custom", message: "Hello" } }],
    "POST /api/newsletter": [{ body: { email: uniqueEmail("sample") } }],
    "POST /api/newsletter/confirm": [{ body: { token: "t".repeat(43) } }],
    "POST /api/newsletter/unsubscribe": [{ body: { token: "t".repeat(43) } }],
    "POST /api/newsletter/one-click": [{ path: `/api/newsletter/one-click?token=${"t".repeat(43)}`, body: {} }],
    "DELETE /api/newsletter/subscribers/:id": [{ path: `/api/newsletter/subscribers/${SOME_ID}`, as: "admin", body: {} }],
    "POST /api/newsletter/issues": [{ as: "admin", body: { subjectEn: "News", bodyEn: "Hello.", subjectBg: "", bodyBg: "" } }],
    "PUT /api/newsletter/issues/:id": [{ path: `/api/newsletter/issues/${SOME_ID}`, as: "admin", body: { subjectEn: "News", bodyEn: "Hello.", subjectBg: "", bodyBg: "" } }],
    "POST /api/newsletter/issues/:id/test": [{ path: `/api/newsletter/issues/${SOME_ID}/test`, as: "admin", body: {} }],
    "POST /api/newsletter/issues/:id/send": [{ path: `/api/newsletter/issues/${SOME_ID}/send`, as: "admin", body: {} }],
    "PUT /api/business/settings": [{ as: "admin", body: { sellerName: "Concierge Services EOOD", sellerAddress: "1 Vitosha Blvd, 1000 Sofia", sellerEik: "131468980", vatRegistered: false, sellerVat: "", operatorEmail: "operator@concierge.localhost" } }],
    "POST /api/business/prices": [{ as: "admin", body: { item: "hourly", price: "10.23", effectiveFrom: "2099-01-01" } }],
    "POST /api/health/test-mail": [{ as: "admin", body: {} }],
    "POST /api/admin/sign-in": [{ body: { email: admin.email, password: TEST_PASSWORD } }],
    // NODE_ENV=test only (auth/test-session-routes.ts): the end-to-end fixtures' sign-in.
    "POST /api/test/session": [{ body: { email: uniqueEmail("sample"), password: "A-Long-Password-2026" } }],
    "PUT /api/settings": [
      {
        body: {
          profile: { fullName: "Maria", phone: "", address: "Sofia", preferredLanguage: "en" },
          notifications: { email: true, taskUpdates: true, documentUpdates: true, paymentReceipts: true, promotions: false },
        },
      },
    ],
    "PATCH /api/profile": [{ body: { fullName: "Maria", phone: "", preferredLanguage: "en" } }],
    "PUT /api/profile/language": [{ body: { preferredLanguage: "bg" } }],
    "PUT /api/appointments/availability": [{ as: "admin", body: DEFAULT_AVAILABILITY }],
    "POST /api/appointments/cancel/:token": [{ path: `/api/appointments/cancel/${"t".repeat(43)}`, body: {} }],
    "POST /api/appointments/:id/cancel": [{ path: `/api/appointments/${SOME_ID}/cancel`, body: {} }],
    "POST /api/appointments/reschedule/:token": [{ path: `/api/appointments/reschedule/${"t".repeat(43)}`, body: { start: "2026-11-25T08:00:00.000Z" } }],
    "POST /api/appointments/:id/reschedule": [{ path: `/api/appointments/${SOME_ID}/reschedule`, body: { start: "2026-11-25T08:00:00.000Z" } }],
    // The operator's calendar: an unknown appointment answers 404 after validation.
    "GET /api/calendar": [{ path: "/api/calendar?from=2026-11-23", as: "admin", body: {} }],
    // An appointment made by hand, unpaid, on an hour of its own far ahead (each call another hour, so none overlaps).
    "POST /api/calendar": [
      { as: "admin", body: { clientId: client.id, service: "phone_call", durationMinutes: 30, start: new Date(Date.UTC(2031, 0, 6) + handMadeHour++ * 3_600_000).toISOString(), place: "phone", phone: "+359 88 123 4567", purpose: "Sample", payWith: "unpaid" } },
    ],
    "POST /api/calendar/:id/move": [{ path: `/api/calendar/${UNKNOWN_APPOINTMENT}/move`, as: "admin", body: { start: "2026-11-25T08:00:00.000Z" } }],
    "POST /api/calendar/:id/cancel": [{ path: `/api/calendar/${UNKNOWN_APPOINTMENT}/cancel`, as: "admin", body: {} }],
    "POST /api/calendar/:id/done": [{ path: `/api/calendar/${UNKNOWN_APPOINTMENT}/done`, as: "admin", body: { hoursSpent: 1 } }],
    "POST /api/calendar/feed": [{ as: "admin", body: {} }],
    "DELETE /api/calendar/feed": [{ as: "admin", body: {} }],
    "POST /api/appointments": [
      {
        body: {
          service: "phone_call",
          durationMinutes: 30,
          start: "2026-11-25T08:00:00.000Z",
          place: "phone",
          name: "Maria",
          email: uniqueEmail("sample"),
          phone: "+359 88 123 4567",
          purpose: "A call to the tax office",
          payWith: "card",
          language: "en",
        },
      },
    ],
    "POST /api/account/delete": [{ body: { confirmation: "DELETE", password: "Not-The-Password-1" } }],
    "POST /api/account/email": [{ as: "admin", body: { email: uniqueEmail("sample"), password: "Not-The-Password-1" } }],
    "POST /api/account/two-factor-reminder/snooze": [{ as: "admin", body: {} }],
    "POST /api/inbox/conversations/:clientId/handled": [{ path: `/api/inbox/conversations/${UNKNOWN_CLIENT}/handled`, as: "admin", body: {} }],
    "POST /api/checkout": [
      { body: { items: [{ kind: "hourly", quantity: 1 }], customer: { name: "Maria", email: uniqueEmail("sample") } } },
      {
        body: {
          items: [{ kind: "translation", quantity: 1 }],
          translation: { name: "Maria", email: uniqueEmail("sample"), sourceLanguage: "bg", targetLanguage: "en", notes: "x", uploadId: UPLOAD_ID },
        },
      },
    ],
    "POST /api/tasks": [{ body: { title: "Visa", description: "Help", urgency: "normal", documentIds: [] } }],
    "PATCH /api/tasks/:id": [{ path: `/api/tasks/${SOME_ID}`, as: "admin", body: { status: "in_progress", adminNotes: "Called", hoursSpent: 0.5, drawFromBalance: false } }],
    "POST /api/tasks/:id/bill": [{ path: `/api/tasks/${SOME_ID}/bill`, as: "admin", body: { amount: "20.00", description: "Unpaid time" } }],
    "POST /api/documents": [{ as: "admin", body: { title: "Contract", clientId: client.id, notes: "x", documentId: SOME_ID } }],
    "DELETE /api/documents/:id": [{ path: `/api/documents/${SOME_ID}`, as: "admin", body: {} }],
    "POST /api/clients": [{ as: "admin", body: { email: uniqueEmail("sample"), fullName: "Maria", language: "bg" } }],
    "POST /api/clients/:id/invite": [{ path: `/api/clients/${client.id}/invite`, as: "admin", body: {} }],
    "DELETE /api/clients/:id/undeliverable": [{ path: `/api/clients/${client.id}/undeliverable`, as: "admin", body: {} }],
    "POST /api/invites/check": [{ body: { token: "t".repeat(32) } }],
    "POST /api/canned-replies": [{ as: "admin", body: { title: "Thanks", textEn: "Thank you, {name}.", textBg: "Благодарим, {name}." } }],
    "DELETE /api/canned-replies/:id": [{ path: `/api/canned-replies/${SOME_ID}`, as: "admin", body: {} }],
    "PATCH /api/clients/:id": [{ path: `/api/clients/${client.id}`, as: "admin", body: { fullName: "Maria", phone: "+359 2", preferredLanguage: "bg" } }],
    "POST /api/clients/:id/deduct-hours": [{ path: `/api/clients/${client.id}/deduct-hours`, as: "admin", body: { hours: 0.5, description: "Call" } }],
    "POST /api/clients/:id/payment-requests": [{ path: `/api/clients/${client.id}/payment-requests`, as: "admin", body: { amount: "20.00", description: "Visa help" } }],
    "POST /api/payments": [{ as: "admin", body: { clientId: client.id, amount: "20.00", description: "Cash", paymentType: "other" } }],
    "POST /api/messages": [{ body: { content: "Hello", documentIds: [] } }],
    "POST /api/messages/compose": [{ as: "admin", body: { clientId: client.id, subject: "Visa", content: "Hello", documentIds: [] } }],
    "POST /api/messages/:id/reply": [{ path: `/api/messages/${SOME_ID}/reply`, body: { content: "Hello", documentIds: [] } }],
    "POST /api/messages/read": [{ body: {} }],
    // No JSON fields: listed so that a field added later is covered.
    "POST /api/payments/:id/resend-receipt": [{ path: `/api/payments/${SOME_ID}/resend-receipt`, as: "admin", body: {} }],
    "POST /api/payments/:id/invoice": [{ path: `/api/payments/${SOME_ID}/invoice`, body: { companyName: "Balkan Consult OOD", address: "5 Shipka St, Sofia", eik: "121795649" } }],
    "POST /api/payments/:id/refunds": [{ path: `/api/payments/${SOME_ID}/refunds`, as: "admin", body: { amount: "1.00", reason: "Part of the visit", requestKey: "sample-refund-key" } }],
    "POST /api/payment-requests/:id/cancel": [{ path: `/api/payment-requests/${SOME_ID}/cancel`, as: "admin", body: {} }],
    "POST /api/payment-requests/:id/checkout": [{ path: `/api/payment-requests/${SOME_ID}/checkout`, body: {} }],
    "POST /api/payment-requests/:id/remind": [{ path: `/api/payment-requests/${SOME_ID}/remind`, as: "admin", body: {} }],
    "POST /api/pay/:token/checkout": [{ path: `/api/pay/${UPLOAD_ID}/checkout`, body: {} }],
    "POST /api/test-gateway/sessions/:id/pay": [{ path: "SESSION", body: { cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Maria" } }],
    "POST /api/test-gateway/sessions/:id/cancel": [{ path: "SESSION", body: {} }],
    "POST /api/contact/submissions/:id/replies": [{ path: `/api/contact/submissions/${SOME_ID}/replies`, as: "admin", body: { subject: "Re: help", body: "Hello" } }],
    "PATCH /api/contact/submissions/:id": [{ path: `/api/contact/submissions/${SOME_ID}`, as: "admin", body: { status: "closed" } }],
    "POST /api/contact/submissions/:id/convert-to-client": [
      { path: `/api/contact/submissions/${SOME_ID}/convert-to-client`, as: "admin", body: { fullName: "Maria", language: "en" } },
    ],
    "POST /api/contact/submissions/:id/convert-to-task": [
      { path: `/api/contact/submissions/${SOME_ID}/convert-to-task`, as: "admin", body: { title: "Visa", urgency: "normal", clientId: client.id } },
    ],
    "PATCH /api/translation/requests/:id": [{ path: `/api/translation/requests/${SOME_ID}`, as: "admin", body: { status: "in_progress" } }],
    "PATCH /api/orders/:id": [{ path: `/api/orders/${SOME_ID}`, as: "admin", body: { status: "done" } }],
    "POST /api/orders/:id/link-client": [{ path: `/api/orders/${SOME_ID}/link-client`, as: "admin", body: { fullName: "Maria", language: "en" } }],
    "POST /api/orders/:id/convert-to-task": [{ path: `/api/orders/${SOME_ID}/convert-to-task`, as: "admin", body: { title: "Visa", urgency: "normal" } }],
    "POST /api/notifications/read-all": [{ body: {} }],
    "POST /api/notifications/:id/read": [{ path: `/api/notifications/${SOME_ID}/read`, body: {} }],
    "GET,POST /api/auth/*": [
      { path: "/api/auth/sign-up/email", body: { name: "Maria", email: uniqueEmail("sample"), password: "A-Long-Password-2026" } },
      { path: "/api/auth/sign-in/email", body: { email: client.email, password: TEST_PASSWORD } },
      { path: "/api/auth/request-password-reset", body: { email: client.email, redirectTo: "/reset-password" } },
      { path: "/api/auth/reset-password", body: { newPassword: "A-Long-Password-2026", token: "tok" } },
      { path: "/api/auth/send-verification-email", body: { email: client.email } },
      { path: "/api/auth/change-password", body: { currentPassword: TEST_PASSWORD, newPassword: "A-Long-Password-2026" } },
      { path: "/api/auth/update-user", body: { name: "Maria" } },
      { path: "/api/auth/verify-password", body: { password: TEST_PASSWORD } },
      { path: "/api/auth/two-factor/enable", body: { password: TEST_PASSWORD } },
      { path: "/api/auth/two-factor/verify-totp", body: { code: "123456" } },
      { path: "/api/auth/admin/create-user", as: "admin", body: { email: uniqueEmail("sample"), password: "A-Long-Password-2026", name: "Maria", role: "member" } },
      { path: "/api/auth/admin/update-user", as: "admin", body: { userId: client.id, data: { name: "Maria" } } },
      { path: "/api/auth/admin/set-user-password", as: "admin", body: { userId: client.id, newPassword: "A-Long-Password-2026" } },
      { path: "/api/auth/two-factor/disable", body: { password: TEST_PASSWORD } },
      { path: "/api/auth/two-factor/get-totp-uri", body: { password: TEST_PASSWORD } },
      { path: "/api/auth/two-factor/generate-backup-codes", body: { password: TEST_PASSWORD } },
      { path: "/api/auth/two-factor/verify-backup-code", body: { code: "abcde-fghij" } },
      { path: "/api/auth/admin/has-permission", body: { permissions: { user: ["list"] } } },
      { path: "/api/auth/admin/set-role", as: "admin", body: { userId: client.id, role: "member" } },
      { path: "/api/auth/admin/ban-user", as: "admin", body: { userId: client.id, banReason: "Test" } },
      { path: "/api/auth/admin/unban-user", as: "admin", body: { userId: client.id } },
      { path: "/api/auth/admin/list-user-sessions", as: "admin", body: { userId: client.id } },
      { path: "/api/auth/admin/revoke-user-session", as: "admin", body: { sessionToken: "not-a-session" } },
      { path: "/api/auth/admin/revoke-user-sessions", as: "admin", body: { userId: client.id } },
    ],
    // Better Auth's GET endpoints that need a query (not in the route table: the wildcard stands for them).
    "GET /api/auth/account-info": [{ path: "/api/auth/account-info?accountId=credential", body: {} }],
    "GET /api/auth/admin/get-user": [{ path: `/api/auth/admin/get-user?id=${client.id}`, as: "admin", body: {} }],
  };
}

const UNKNOWN_APPOINTMENT = "00000000-0000-4000-8000-00000000ca1e";
const UNKNOWN_CLIENT = "00000000-0000-4000-8000-00000000c11e";

/** Mutating routes whose body is not JSON text: a signed provider payload, a file. */
export const NOT_JSON_ROUTES = new Set([
  "POST /api/payments/webhook",
  "POST /api/translation/uploads",
  "POST /api/documents/uploads",
  "POST /api/tasks/:id/documents",
  "POST /api/translation/requests/:id/summary",
]);
