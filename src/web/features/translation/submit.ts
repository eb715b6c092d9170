import { translationFormSchema } from "@core/translation";
import { zodResolver } from "@web/lib/zod-resolver";

/**
 * What sending the translation form needs — its validation (zod) and the requests — loaded
 * when the form is first used, not with the page (on a phone, evaluating zod was
 * the longest task of /translation's load).
 */
export const translationResolver = zodResolver(translationFormSchema);
export { checkoutFailure, createCheckoutSession, redirectToPayment } from "@web/lib/payments";
export { uploadDocument } from "./upload";
