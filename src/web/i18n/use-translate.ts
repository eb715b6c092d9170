import { translateMessage } from "@core/i18n/translate";
import { useCallback } from "react";
import { useI18n } from "./I18nProvider";

/**
 * A message (toast, validation, API error) in the UI language. Messages are the spec's
 * English texts from src/core and the API; the language's catalogue translates them
 * (src/core/i18n), and anything it does not know is shown as it is.
 */
export function useTranslate(): <T extends string | null | undefined>(message: T) => T {
  const { t } = useI18n();
  return useCallback(<T extends string | null | undefined>(message: T) => (message ? translateMessage(message, t.messages) : message) as T, [t]);
}
