import type { Catalogue } from "@core/i18n/translate";

/**
 * What is left of the old dictionary: the API's messages (toasts, validation, errors), the spec's
 * English texts from src/core, which useTranslate shows as they are in English (bg.ts translates
 * them). The screens' words are in Lingui catalogues (chrome/, docs/decisions/i18n-library.md).
 */
export const en = {
  messages: {} as Catalogue,
};

export type Dictionary = typeof en;
