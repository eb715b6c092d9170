import { saidShape } from "./api-error-schema";
import { type Message, messageText, msg } from "./i18n/messages/message";
import { z } from "zod";
import { contract } from "./contract";
import { moneyLineSchema } from "./money-line-schema";
import { pageOf, pageParams, searchParam } from "./list-query";
import { clientSearchQuerySchema, clientSearchResultSchema } from "./documents";
import { emailAddressSchema, undeliverableSchema } from "./email-address";
import { clientsRoutes } from "./routes/clients";
import { CLIENT_MESSAGES, PREFERRED_LANGUAGES, CLIENT_STATUS, CLIENT_PAGE_SIZE, HOURS_STEP, MAX_DEDUCT_HOURS } from "./clients-constants";
import { LENGTH_MESSAGES } from "./length-messages";
import { isOneLine, ONE_LINE_MESSAGES } from "./one-line";
import { LOCALES } from "./locale";

/*
 * Clients: the operator's view of the members, their prepaid hours and their ledger
 * (Manage Clients, Client detail, Prepaid Hours, Add client, Deduct hours). A client is a user with role `member`.
 */

export { CLIENT_MESSAGES, PREFERRED_LANGUAGES, DEFAULT_LANGUAGE, CLIENT_STATUS, CLIENT_PAGE_SIZE, LOW_BALANCE_HOURS, HOURS_STEP, MAX_DEDUCT_HOURS, type PreferredLanguage } from "./clients-constants";

const M = CLIENT_MESSAGES;
const filled = z.string(messageText(M.fillAllFields)).trim().min(1, messageText(M.fillAllFields));

/** The client's language, chosen when the operator invites them: the invitation's and their first screen's (en/bg have catalogues). */
export const inviteLanguageSchema = z.enum(LOCALES, messageText(M.languageRequired));

/** Add New Client: no password — the client chooses their own through the emailed invitation. */
export const addClientSchema = z.strictObject({
  email: emailAddressSchema({ required: messageText(M.fillAllFields), invalid: messageText(M.invalidEmail) }),
  // One line: the name is the attendee on the client's calendar invites.
  fullName: filled.max(200, messageText(M.fullNameTooLong)).refine(isOneLine, messageText(ONE_LINE_MESSAGES.field)),
  language: inviteLanguageSchema,
});
export type AddClientInput = z.input<typeof addClientSchema>;

export const clientEditSchema = z.strictObject({
  fullName: z.string().trim().max(200, messageText(M.fullNameTooLong)).refine(isOneLine, messageText(ONE_LINE_MESSAGES.field)),
  phone: z
    .string()
    .trim()
    .max(40, messageText(M.phoneInvalid))
    .regex(/^[0-9+()\-./ ]*$/, messageText(M.phoneInvalid)),
  preferredLanguage: z.enum(PREFERRED_LANGUAGES),
});
export type ClientEditInput = z.input<typeof clientEditSchema>;

/** A number of hours > 0 in half-hour steps: anything else is 'Please enter a valid number of hours'. */
export const halfHours = (said: Message = M.invalidHours, message = messageText(said)) =>
  z
    .number(message)
    .finite(message)
    .min(HOURS_STEP, message)
    .max(MAX_DEDUCT_HOURS, message)
    .refine((h) => Number.isInteger(h / HOURS_STEP), message);

export const deductHoursSchema = z.strictObject({
  hours: halfHours(),
  description: z.string(messageText(M.descriptionRequired)).trim().min(1, messageText(M.descriptionRequired)).max(300, messageText(LENGTH_MESSAGES.description(300))),
  taskId: z.string().uuid(messageText(msg("schema.unknownTask"))).optional(),
});
export type DeductHoursInput = z.input<typeof deductHoursSchema>;
export const deductHoursResultSchema = z.object({ ...saidShape, balance: z.number() });

export const clientListQuerySchema = z.object({ q: searchParam(), ...pageParams(CLIENT_PAGE_SIZE) });
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export const clientRowSchema = z.object({
  id: z.string(),
  /** Full name, else the account name, else the email: no placeholder word, which a Bulgarian screen would show as is. */
  name: z.string(),
  email: z.string(),
  status: z.literal(CLIENT_STATUS),
  joinedAt: z.string(),
  /** Prepaid hours left (the ledger's sum). */
  balance: z.number(),
  /** Tasks not Completed. */
  openTasks: z.number().int(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;
export const clientListPageSchema = z.object(pageOf(clientRowSchema));
export type ClientListPage = z.infer<typeof clientListPageSchema>;

/** What the actor may do on the client's page (clientPolicy, paymentRequestPolicy): the page shows a button only when it is allowed. */
const clientAbilitiesSchema = z.object({
  /** Edit Client: full name, phone, preferred language. */
  canEdit: z.boolean(),
  /** Deduct Hours from the prepaid balance. */
  canDeductHours: z.boolean(),
  /** Request Payment: bill the client. */
  canRequestPayment: z.boolean(),
  /** Cancel one of the client's open payment requests (Payments tab). */
  canCancelPaymentRequests: z.boolean(),
  /** Send the invitation again (a new link; the old one stops working): only while it is waiting. */
  canResendInvite: z.boolean(),
});

export const clientDetailsSchema = clientRowSchema.extend({
  fullName: z.string(),
  /** null → show 'Not provided'. */
  phone: z.string().nullable(),
  preferredLanguage: z.enum(PREFERRED_LANGUAGES),
  /** The invitation still waiting for the client to choose a password (sent when), else null. */
  invitation: z.object({ sentAt: z.string() }).nullable(),
  /** Mail to the client's address bounced for good (what the receiving server said, when): no mail goes to it until it changes. */
  undeliverable: undeliverableSchema.nullable(),
  abilities: clientAbilitiesSchema,
});
export type ClientDetails = z.infer<typeof clientDetailsSchema>;
export const clientSavedSchema = z.object({ ...saidShape, client: clientDetailsSchema });

export const LEDGER_REASONS = ["purchase", "deduction", "adjustment", "task"] as const;
export const ledgerRowSchema = z.object({
  id: z.string(),
  date: z.string(),
  /** + credit, − debit. */
  hours: z.number(),
  reason: z.enum(LEDGER_REASONS),
  description: z.string(),
  /** What the entry is, to be named in the reader's language (core/money-lines.ts); null on old rows (shown as `description`). */
  line: moneyLineSchema.nullable(),
  payment: z.object({ id: z.string(), type: z.string(), amount: z.number().int(), currency: z.string() }).nullable(),
  task: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;
export const ledgerQuerySchema = z.object(pageParams(50, { maxLimit: 200 }));
export const ledgerPageSchema = z.object({ balance: z.number(), ...pageOf(ledgerRowSchema) });
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** A client's id in the path. */
export const clientParamsSchema = z.object({ id: z.string().max(100) });

export const clientsContract = contract(clientsRoutes, {
  search: { query: clientSearchQuerySchema, response: { 200: clientSearchResultSchema } },
  list: { query: clientListQuerySchema, response: { 200: clientListPageSchema } },
  create: { body: addClientSchema, response: { 201: clientSavedSchema } },
  get: { params: clientParamsSchema, response: { 200: clientDetailsSchema } },
  update: { params: clientParamsSchema, body: clientEditSchema, response: { 200: clientSavedSchema } },
  ledger: { params: clientParamsSchema, query: ledgerQuerySchema, response: { 200: ledgerPageSchema } },
  deductHours: { params: clientParamsSchema, body: deductHoursSchema, response: { 200: deductHoursResultSchema } },
  resendInvite: { params: clientParamsSchema, response: { 200: clientSavedSchema } },
  clearUndeliverable: { params: clientParamsSchema, response: { 200: clientSavedSchema } },
});
