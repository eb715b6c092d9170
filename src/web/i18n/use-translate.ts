import type { Message } from "@core/i18n/messages/message";
import { use, useCallback } from "react";
import { englishMessagesLoaded, loadEnglishMessages } from "./en";
import { useI18n } from "./I18nProvider";

/** A message to show: by key (src/core's, or an ApiError's `messageText`), or a text shown as it is. */
type Shown = Message | string | null | undefined;
type Said<T extends Shown> = T extends Message ? string : T;

/**
 * A message (toast, validation, API error) in the UI language: the language's dictionary says
 * it by its key in the messages catalogue (src/core/i18n/messages), and shows a text that is no
 * message (a name, an older web's unknown key's English) as it is.
 */
export function useTranslate(): <T extends Shown>(message: T) => Said<T> {
  const { t } = useI18n();
  return useCallback(<T extends Shown>(message: T) => (message ? t.messages(message) : message) as Said<T>, [t]);
}

/**
 * An error's message (an API refusal, a network failure) in the UI language, for a feature's
 * "Failed to …: {message}": `t("messages.submitFailed", { message: reason(err) })`.
 */
export function useReason(): (err: unknown) => string {
  const translate = useTranslate();
  return useCallback((err: unknown) => translate(err instanceof Error ? err.message : String(err)), [translate]);
}

let waiting: Promise<void> | undefined;

/**
 * For a screen that says a message in its first render (a rule beside a field, a link found
 * invalid): when `needed`, it waits for the messages' English (i18n/en.ts) by suspending, so
 * it never shows a blank or a key; a server-painted frame's HTML stays while it waits.
 */
export function useMessagesNow(needed = true): void {
  if (!needed || englishMessagesLoaded()) return;
  // One promise for every screen that waits (React asks for the same one again on each try); a
  // failed fetch (offline) lets the screen render without its message rather than wait again.
  waiting ??= loadEnglishMessages().catch((err: unknown) => console.error(err));
  use(waiting);
}
