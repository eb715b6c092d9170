import { messageGroup } from "./i18n/messages/message";

/** The business settings' messages, apart from core/business-settings.ts's schemas, so a screen that only says them loads no zod. */
export const BUSINESS_MESSAGES = {
  ...messageGroup("business", [
    "nameTooLong", "addressTooLong", "eikInvalid", "vatRequired", "vatMismatch", "saved", "priceFormat", "priceZero", "priceTooHigh", "dateInvalid",
    "datePast", "priceSaved",
  ]),
} as const;
