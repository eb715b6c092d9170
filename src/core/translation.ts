import { z } from "zod";
import { SIMPLE_EMAIL, siteLanguageSchema } from "./contact";

/** Texts of the translation form and its payment verification (spec §4, §5, §8). */
export const TRANSLATION_MESSAGES = {
  required: "Please fill in all required fields and upload a document.",
  emailInvalid: "Please enter a valid email address",
  submitted: "Translation request submitted successfully!",
  uploadExpired: "Your document upload has expired. Please upload the document again.",
  noSessionId: "No session ID found in URL. Payment verification failed.",
  retrying: "Still processing payment, retrying verification...",
  failedAfterRetries: "Payment verification failed after several attempts",
  verifyError: "An error occurred verifying the payment.",
  unexpected: "An unexpected error occurred. Please try again or contact support.",
} as const;

export const verificationFailed = (reason: string) => `Payment verification failed: ${reason}`;

/** /translation-success retries a not-yet-paid answer up to 3 times, 3 s apart (spec §9). */
export const VERIFY_RETRIES = 3;
export const VERIFY_RETRY_MS = 3000;

/** An upload token from POST /api/translation/uploads: 43 base64url characters. */
export const UPLOAD_ID = /^[A-Za-z0-9_-]{43}$/;

const required = TRANSLATION_MESSAGES.required;

/** The form's fields besides the file (which upload.ts checks). */
export const translationFormSchema = z.object({
  name: z.string(required).trim().min(1, required).max(200, "Name is too long (200 characters at most)"),
  email: z
    .string(required)
    .trim()
    .min(1, required)
    .max(254, TRANSLATION_MESSAGES.emailInvalid)
    .regex(SIMPLE_EMAIL, TRANSLATION_MESSAGES.emailInvalid),
  notes: z.string().trim().max(2000, "Notes are too long (2000 characters at most)").default(""),
  /** The language the customer used: their emails (delivery link…) go out in it. */
  language: siteLanguageSchema,
});

/** What checkout carries for a translation item: the form plus the uploaded document's token. */
export const translationDetailsSchema = z.strictObject({
  ...translationFormSchema.shape,
  uploadId: z.string(required).regex(UPLOAD_ID, TRANSLATION_MESSAGES.uploadExpired),
});

export type TranslationForm = z.output<typeof translationFormSchema>;
export type TranslationDetails = z.output<typeof translationDetailsSchema>;
