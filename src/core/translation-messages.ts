// Apart from the schemas (translation.ts, which re-exports them): the /translation page shows
// these before it loads its validation, and zod only comes with the first send.

/** Texts of the translation form and its payment verification. */
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
