import { messageTranslator } from "@core/i18n/messages/catalogue";

/**
 * What is left of the old dictionary: the messages (toasts, validation, errors), made by their
 * key in the messages catalogue (src/core/i18n/messages) and said here in English (bg.ts: in
 * Bulgarian). The screens' words are in Lingui catalogues (chrome/, docs/decisions/0028-i18n-library.md).
 */
export const en = {
  messages: messageTranslator("en"),
};

export type Dictionary = typeof en;
