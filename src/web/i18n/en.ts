/**
 * What is left of the old dictionary: the API's messages (toasts, validation, errors), the product's
 * English texts from src/core, which useTranslate shows as they are in English (bg.ts translates
 * them by their key, src/core/i18n/messages). The screens' words are in Lingui catalogues
 * (chrome/, docs/decisions/0028-i18n-library.md).
 */
export const en = {
  messages: (text: string): string => text,
};

export type Dictionary = typeof en;
