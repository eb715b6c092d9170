import { useCallback } from "react";
import { useI18n } from "./I18nProvider";

/**
 * A message (toast, validation, API error) in the UI language. Messages are the product's
 * English texts from src/core and the API; the language's dictionary says each by its key in
 * the messages catalogue (src/core/i18n/messages), and shows a text it does not know as it is.
 */
export function useTranslate(): <T extends string | null | undefined>(message: T) => T {
  const { t } = useI18n();
  return useCallback(<T extends string | null | undefined>(message: T) => (message ? t.messages(message) : message) as T, [t]);
}

/**
 * An error's message (an API refusal, a network failure) in the UI language, for a feature's
 * "Failed to …: {message}": `t("messages.submitFailed", { message: reason(err) })`.
 */
export function useReason(): (err: unknown) => string {
  const translate = useTranslate();
  return useCallback((err: unknown) => translate(err instanceof Error ? err.message : String(err)), [translate]);
}
