import type { Message } from "@core/i18n/messages/message";

/**
 * What is left of the old dictionary: the messages (toasts, validation, errors), made by their
 * key in the messages catalogue (src/core/i18n/messages) and said here in English (bg.ts: in
 * Bulgarian). The screens' words are in Lingui catalogues (chrome/, docs/decisions/0028-i18n-library.md).
 *
 * The messages' English (every API and validation message) is a chunk of its own, so the first
 * load of every public page and of the dashboard carries none of it: the web starts fetching it
 * as it starts (loadEnglishMessages, beside hydration, not before it), the prerender and the
 * server-painted frames wait for it, and Bulgarian's chunk waits for it too. A message is shown
 * only after something happened (a submit, an answer); until the chunk is in, an API error is
 * its English text (lib/api.ts keeps it while no key is known) and the I18nProvider renders
 * again once it is.
 */
let sayEnglish: ((said: Message | string) => string) | undefined;
let loading: Promise<void> | undefined;

/** Fetches the messages' English once; resolves when `en.messages` says them. */
export function loadEnglishMessages(): Promise<void> {
  loading ??= import("./en-messages").then(
    (m) => {
      sayEnglish = m.sayEnglish;
    },
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/** Whether the messages' English is in. */
export const englishMessagesLoaded = (): boolean => sayEnglish !== undefined;

export const en = {
  messages: (said: Message | string): string => (sayEnglish ? sayEnglish(said) : typeof said === "string" ? said : said.key),
};

export type Dictionary = typeof en;
