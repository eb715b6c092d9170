import { msg } from "./i18n/messages/message";

/** The business settings' messages, apart from core/business-settings.ts's schemas, so a screen that only says them loads no zod. */
export const BUSINESS_MESSAGES = {
  nameTooLong: msg("business.nameTooLong"),
  addressTooLong: msg("business.addressTooLong"),
  eikInvalid: msg("business.eikInvalid"),
  vatRequired: msg("business.vatRequired"),
  vatMismatch: msg("business.vatMismatch"),
  saved: msg("business.saved"),
  priceFormat: msg("business.priceFormat"),
  priceZero: msg("business.priceZero"),
  priceTooHigh: msg("business.priceTooHigh"),
  dateInvalid: msg("business.dateInvalid"),
  datePast: msg("business.datePast"),
  priceSaved: msg("business.priceSaved"),
} as const;
