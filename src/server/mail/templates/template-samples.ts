import type { TemplateName } from "./index";

const LINK = "https://concierge.example/x?token=abc";
const line = { name: "Hourly help", quantity: 2, amount: 4000, kind: "hourly" };

const APPOINTMENT = { name: "Maria", service: "phone_call", start: "2026-11-24T07:00:00.000Z", end: "2026-11-24T07:30:00.000Z", durationMinutes: 30, place: "phone", phone: "+359 88 123 4567", purpose: "Call the municipality", paidWith: "card" };
/** Sample data for every email template, without the language (the tests add it). */
export const SAMPLES: Partial<Record<TemplateName, Record<string, unknown>>> = {
  accountVerifyEmail: { name: "Maria", verifyUrl: LINK },
  accountResetPassword: { name: "Maria", resetUrl: LINK },
  accountWelcome: { name: "Maria", siteUrl: "https://concierge.example" },
  accountSignUpAttempt: { name: "Maria", signInUrl: LINK },
  accountPasswordChanged: { name: "Maria", at: "2026-11-21T10:00:00.000Z", siteUrl: "https://concierge.example" },
  accountTwoFactorEnabled: { name: "Maria", at: "2026-11-21T10:00:00.000Z", siteUrl: "https://concierge.example" },
  accountTwoFactorDisabled: { name: "Maria", at: "2026-11-21T10:00:00.000Z", siteUrl: "https://concierge.example" },
  accountBackupCodesRegenerated: { name: "Maria", at: "2026-11-21T10:00:00.000Z", siteUrl: "https://concierge.example" },
  accountNewSignIn: { name: "Maria", at: "2026-11-21T10:00:00.000Z", siteUrl: "https://concierge.example", browser: "Firefox", system: "Windows" },
  accountDeleted: { name: "Maria", at: "2026-11-21T10:00:00.000Z", siteUrl: "https://concierge.example" },
  accountDeletedOperatorNotice: { name: "Maria", email: "m@example.com", at: "2026-11-21T10:00:00.000Z" },
  contactNotification: { reference: "C-2026-000042", name: "Maria", email: "m@example.com", service: "calls", message: "Hi", submittedAt: "2026-11-21T10:00:00.000Z" },
  contactAcknowledgement: { name: "Maria", reference: "C-2026-000042", service: "calls", message: "Hi", dueAt: "2026-11-22T10:00:00.000Z", replyTo: "operator@example.com" },
  newsletterConfirm: { confirmUrl: LINK, unsubscribeUrl: LINK },
  newsletterAlreadySubscribed: { unsubscribeUrl: LINK, siteUrl: "https://concierge.example" },
  paymentReceipt: { name: "Maria", orderRef: "AB12CD34", purpose: "services", lines: [line], total: 4000, currency: "BGN", paidAt: "2026-11-21T10:00:00.000Z", link: LINK, email: "m@example.com" },
  orderNotification: { orderRef: "AB12CD34", purpose: "services", lines: [line], total: 4000, currency: "BGN", paidAt: "2026-11-21T10:00:00.000Z", member: false },
  translationRequestNotification: { name: "Maria", email: "m@example.com", notes: "", fileName: "a.pdf", orderRef: "AB12CD34", total: 2000, currency: "BGN", receivedAt: "2026-11-21T10:00:00.000Z" },
  taskSubmitted: { title: "Call", description: "", urgency: "normal", clientName: "Maria", clientEmail: "m@example.com", documents: [], submittedAt: "2026-11-21T10:00:00.000Z", link: LINK },
  taskDocumentAdded: { name: "Maria", title: "Call", fileName: "a.pdf", byOperator: true, link: LINK },
  taskStatusChanged: { name: "Maria", title: "Call", status: "in_progress", link: LINK },
  taskCompleted: { name: "Maria", title: "Call", adminNotes: "Done", hoursUsed: 2, prepaid: { hours: 1, balance: 4 }, unpaid: { hours: 1, cost: "20.00 BGN" }, documents: ["a.pdf"], link: LINK },
  documentForClient: { name: "Maria", title: "Lease", notes: "", fileName: "a.pdf", link: LINK },
  clientInvite: { name: "Maria", email: "m@example.com", link: LINK, expiresAt: "2026-11-28T10:00:00.000Z" },
  lowBalance: { name: "Maria", balance: 1, pack: 5, link: LINK },
  packAccountReady: { name: "Maria", email: "m@example.com", hours: 5, link: LINK },
  paymentRequested: { name: "Maria", amount: 5000, currency: "BGN", description: "Notary visit", dueAt: "2026-11-28T07:00:00.000Z", link: LINK },
  paymentReminder: {
    name: "Maria",
    amount: 5000,
    currency: "BGN",
    description: "Notary visit",
    dueAt: "2026-11-28T07:00:00.000Z",
    overdue: true,
    link: LINK,
    // Several requests due at once come as one mail: the sample draws that form.
    more: [{ amount: 1200, currency: "BGN", description: "Courier", dueAt: "2026-11-29T07:00:00.000Z", overdue: false, link: `${LINK}2` }],
  },
  paymentRefundDue: { orderRef: "AB12CD34", amount: 5000, currency: "BGN", link: LINK },
  messageToOperator: { clientName: "Maria", clientEmail: "m@example.com", content: "Can you help?", attachments: ["a.pdf"], sentAt: "2026-11-21T10:00:00.000Z", link: LINK },
  messageToMember: { name: "Maria", subject: "Your visa", content: "Here it is.", attachments: ["a.pdf"], link: LINK },
  contactReply: { reference: "C-2026-000042", name: "Maria", subject: "Re: Paperwork setup", body: "We can help.", message: "Hi", receivedAt: "2026-11-21T10:00:00.000Z", replyTo: "operator@example.com" },
  translationDelivered: { name: "Maria", documentName: "a.pdf", link: LINK, expiresAt: "2026-11-28T10:00:00.000Z" },
  itemOverdue: { kind: "contact", who: "Maria", dueAt: "2026-11-22T10:00:00.000Z", link: LINK },
  appointmentConfirmed: { ...APPOINTMENT, paidWith: "prepaid", reservedHours: 1, cancelLink: LINK, rescheduleLink: LINK },
  appointmentCancelled: { ...APPOINTMENT, operator: { email: "maria@example.com" } },
  appointmentMoved: { ...APPOINTMENT, operator: { email: "maria@example.com" } },
  appointmentBooked: { ...APPOINTMENT, email: "maria@example.com" },
  appointmentReminder: { ...APPOINTMENT, hours: 24 },
  appointmentAgenda: { day: "2026-11-24", items: [{ ...APPOINTMENT, email: "maria@example.com" }] },
};
