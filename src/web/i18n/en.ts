import { type Message, messageOfText } from "@core/i18n/messages/message";
import { deferred } from "@web/ui/deferred";

/**
 * What is left of the old dictionary: the messages (toasts, validation, errors), made by their
 * key in the messages catalogue (src/core/i18n/messages) and said here in English (bg.ts: in
 * Bulgarian). The screens' words are in Lingui catalogues (chrome/, docs/decisions/0028-i18n-library.md).
 *
 * The messages' English (every API and validation message, ~8 KiB gzip) is a chunk of its own
 * that no page needs before it is interactive: a message is said only after something happened.
 * It is fetched when first needed — whatever says a message awaits `loadEnglishMessages()` first
 * (a toast, a form's validation, an API answer: ui/toast.tsx, lib/lazy-resolver.ts,
 * lib/zod-resolver.ts, lib/api.ts), and a screen that says one in its first render waits for it
 * (use-translate.ts's useMessagesNow) — and, in the app, when the browser is idle after the first
 * paint (the I18nProvider, as any deferred code: ui/deferred.tsx). The prerender and the
 * server-painted frames load it before they render; Bulgarian's chunk brings it too.
 */
export const englishMessages = deferred(() => import("./en-messages"));

/** Fetches the messages' English once; resolves (at once when it is in) when `en.messages` says them. */
export const loadEnglishMessages = (): Promise<void> => englishMessages.load().then(() => undefined);

/** Whether the messages' English is in. */
export const englishMessagesLoaded = (): boolean => englishMessages.get() !== undefined;

const logFailure = (err: unknown) => console.error(err);

/**
 * A message said before its English is in (nothing awaited it): never its key. The fetch starts
 * now and the I18nProvider renders again once it is in; until then the message is blank, and a
 * text that is no message (a name, an API's English) is itself.
 */
function notYet(said: Message | string): string {
  void loadEnglishMessages().catch(logFailure);
  return typeof said === "string" && !messageOfText(said) ? said : "";
}

export const en = {
  messages: (said: Message | string): string => englishMessages.get()?.sayEnglish(said) ?? notYet(said),
};

export type Dictionary = typeof en;
