import { saidShape } from "./api-error-schema";
import { type Message, messageGroup, type MessageParam, messageText, msg } from "./i18n/messages/message";
import { z } from "zod";
import { personFields } from "./row-fields";
import { oneLine, siteLanguageSchema } from "./contact";
import { emailAddressSchema } from "./email-address";
import { contract } from "./contract";
import { choiceParam, pageOf, tabbedPageParams } from "./list-query";
import { translationRoutes } from "./routes/translation";
import { TRANSLATION_MESSAGES } from "./translation-messages";
import { TRANSLATION_STATUSES, TRANSLATION_FILTERS, TRANSLATION_PAGE_SIZE } from "./translation-constants";
import { LENGTH_MESSAGES } from "./length-messages";
import { LOCALES } from "./locale";

/*
 * Translation: the public form and its payment (/translation) and the
 * operator's Translation requests. A request exists
 * once its order is paid; it is due 48 h later (TRANSLATION_DUE_MS, core/sla.ts).
 *
 * Routes: core/routes/translation.ts.
 */

export { TRANSLATION_MESSAGES };

export const verificationFailed = (reason: MessageParam): Message => msg("translation.verificationFailed", { reason });

/** /translation-success retries a not-yet-paid answer up to 3 times, 3 s apart. */
export const VERIFY_RETRIES = 3;
export const VERIFY_RETRY_MS = 3000;

/** An upload token from POST /api/translation/uploads: 43 base64url characters. */
export const UPLOAD_ID = /^[A-Za-z0-9_-]{43}$/;

const required = messageText(TRANSLATION_MESSAGES.required);

/** The form's fields besides the file (which upload.ts checks). */
export const translationFormSchema = z.object({
  name: z.string(required).trim().min(1, required).max(200, messageText(LENGTH_MESSAGES.name(200))).transform(oneLine),
  email: emailAddressSchema({ required, invalid: messageText(TRANSLATION_MESSAGES.emailInvalid) }),
  notes: z.string().trim().max(2000, messageText(LENGTH_MESSAGES.notes(2000))).default(""),
  /** The language the customer used: their emails (delivery link…) go out in it. */
  language: siteLanguageSchema,
});

/** What checkout carries for a translation item: the form plus the uploaded document's token. */
export const translationDetailsSchema = z.strictObject({
  ...translationFormSchema.shape,
  uploadId: z.string(required).regex(UPLOAD_ID, messageText(TRANSLATION_MESSAGES.uploadExpired)),
});

export type TranslationForm = z.output<typeof translationFormSchema>;
export type TranslationDetails = z.output<typeof translationDetailsSchema>;

/* ── Translation requests (admin) ───────────────────────────────────────────────────── */

export { TRANSLATION_STATUSES, TRANSLATION_FILTERS, TRANSLATION_PAGE_SIZE, type TranslationStatus, type TranslationFilter } from "./translation-constants";
/** A delivery link works this long. */
export const DELIVERY_LINK_TTL_MS = 7 * 24 * 3600 * 1000;
/** A delivery token: 32 random bytes, base64url. */
export const DELIVERY_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const TRANSLATION_ADMIN_MESSAGES = {
  ...messageGroup("translationAdmin", ["notFound", "statusChanged", "delivered", "gone", "linkInvalid"]),
} as const;

export const translationListQuerySchema = z.object({
  ...tabbedPageParams(TRANSLATION_FILTERS, TRANSLATION_PAGE_SIZE),
  sort: choiceParam(["newest", "due"], "newest"),
});
export type TranslationListQuery = z.input<typeof translationListQuerySchema>;

/** A stored file: `available` false once retention (or a replacement) removed it. */
export const storedFileSchema = z.object({ fileName: z.string(), size: z.number(), contentType: z.string(), available: z.boolean() });
export type StoredFile = z.infer<typeof storedFileSchema>;

export const translationRequestRowSchema = z.object({
  id: z.string(),
  ...personFields,
  notes: z.string(),
  language: z.enum(LOCALES),
  status: z.enum(TRANSLATION_STATUSES),
  /** When the request was paid for (it exists from then). */
  createdAt: z.string(),
  /** Paid time + 48 h. */
  dueAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  document: storedFileSchema,
  /** The order's amount in minor units and the provider's reference. */
  payment: z.object({ amount: z.number().int(), currency: z.string(), reference: z.string().nullable(), paidAt: z.string().nullable() }),
  summary: storedFileSchema.nullable(),
});
export type TranslationRequestRow = z.infer<typeof translationRequestRowSchema>;

export const translationListPageSchema = z.object({
  ...pageOf(translationRequestRowSchema),
  counts: z.object({ all: z.number().int(), new: z.number().int(), inProgress: z.number().int(), delivered: z.number().int() }),
});
export type TranslationListPage = z.infer<typeof translationListPageSchema>;

export const TRANSLATION_ACCESS_ACTIONS = ["document_download", "summary_download", "summary_delivered"] as const;
export type TranslationAccessAction = (typeof TRANSLATION_ACCESS_ACTIONS)[number];

export const translationRequestDetailsSchema = translationRequestRowSchema.extend({
  /** Every link emailed, newest first, with the customer's downloads through it. */
  deliveries: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      expiresAt: z.string(),
      /** false once expired or replaced by a newer delivery. */
      active: z.boolean(),
      downloads: z.array(z.object({ at: z.string(), ip: z.string() })),
    }),
  ),
  /** The operator's side: who downloaded the original or the summary, who delivered. Newest first. */
  accessLog: z.array(z.object({ action: z.enum(TRANSLATION_ACCESS_ACTIONS), actorEmail: z.string().nullable(), ip: z.string(), at: z.string() })),
  /** What the actor may do with it (translationRequestPolicy). */
  abilities: z.object({
    /** New ↔ In progress; not once delivered (a new summary changes it then). */
    canChangeStatus: z.boolean(),
    canDeliver: z.boolean(),
  }),
});
export type TranslationRequestDetails = z.infer<typeof translationRequestDetailsSchema>;

export const translationActionResultSchema = z.object({ ...saidShape, request: translationRequestDetailsSchema });
export type TranslationActionResult = z.infer<typeof translationActionResultSchema>;

/** Start work or put back to New; Delivered comes only from delivering a summary. */
export const translationStatusSchema = z.strictObject({ status: z.enum(["new", "in_progress"], messageText(msg("order.statusRequired"))) });
export type TranslationStatusInput = z.input<typeof translationStatusSchema>;

/** The answer of the public upload: the token that goes with the checkout (shown once), and what was kept. */
export const translationUploadSchema = z.object({
  uploadId: z.string().regex(UPLOAD_ID),
  fileName: z.string(),
  size: z.number(),
  contentType: z.string(),
  expiresAt: z.string(),
});

export const translationRequestParamsSchema = z.object({ id: z.string().max(100) });
export const translationDeliveryParamsSchema = z.object({ token: z.string().max(200) });

export const translationContract = contract(translationRoutes, {
  /** The file is the raw body (no JSON schema). */
  upload: { response: { 201: translationUploadSchema } },
  list: { query: translationListQuerySchema, response: { 200: translationListPageSchema } },
  get: { params: translationRequestParamsSchema, response: { 200: translationRequestDetailsSchema } },
  setStatus: { params: translationRequestParamsSchema, body: translationStatusSchema, response: { 200: translationActionResultSchema } },
  document: { params: translationRequestParamsSchema, response: "file" },
  summary: { params: translationRequestParamsSchema, response: "file" },
  /** The file is the raw body (no JSON schema). */
  deliver: { params: translationRequestParamsSchema, response: { 201: translationActionResultSchema } },
  /** The file, or a 404 as JSON or (to a browser) an HTML page. */
  delivery: { params: translationDeliveryParamsSchema, response: "file" },
});
