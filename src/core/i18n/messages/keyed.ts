/**
 * Every message the product shows has a key in the messages catalogue (locales/en.json,
 * bg.json beside this file): a fixed text is found by its exact English, a text with
 * parameters is built by a `template`, which remembers the key and parameters of each text it
 * builds. The API answers both with its English (src/server/http/errors.ts), and the web shows
 * them in the UI's language by key (src/web/i18n/use-translate.ts).
 */
export type MessageParams = Record<string, string | number>;
export type KeyedMessage = { key: string; params?: MessageParams };

/**
 * The texts templates built (and the web's API errors). One built from numbers only (a schema's
 * limit, hours deducted) is kept for good: there are few, and a schema's is built once, when
 * its module loads. One with a text inside (a reason, an email) is kept among the latest
 * RECENT, so a server that runs for months does not grow.
 */
const numeric = new Map<string, KeyedMessage>();
const recent = new Map<string, KeyedMessage>();
const RECENT = 500;

/** Records that `text` says message `key` with `params` (a template's text, an API error's message). */
export function remember(text: string, message: KeyedMessage): void {
  if (Object.values(message.params ?? {}).every((value) => typeof value === "number")) {
    numeric.set(text, message);
    return;
  }
  recent.delete(text);
  if (recent.size >= RECENT) recent.delete(recent.keys().next().value as string);
  recent.set(text, message);
}

/** The key and parameters of a text a template built (or an API error the web received). */
export const builtMessage = (text: string): KeyedMessage | undefined => numeric.get(text) ?? recent.get(text);

/** Every template's key and English, for the catalogue's test. */
export const templates = new Map<string, string>();

/** The `{name}` parameters of a template's English, in order. */
type ParamsOf<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? [P, ...ParamsOf<Rest>] : [];
type ValuesOf<T extends string[]> = { [I in keyof T]: string | number };
type Values<S extends string> = ValuesOf<ParamsOf<S>>;

/**
 * A message with parameters: `template("task.submitFailed", "Failed to submit task: {message}")`
 * is a function of the values in order (`submitFailed(reason)`), whose text remembers its key
 * and parameters. The English is the same ICU text as the catalogue's (messages.test.ts).
 */
export function template<const S extends string>(key: string, english: S): ((...values: Values<S>) => string) & { key: string; english: S } {
  templates.set(key, english);
  const names = [...english.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const build = (...values: Values<S>) => {
    const params: MessageParams = Object.fromEntries(names.map((name, i) => [name, (values as (string | number)[])[i]!]));
    const text = english.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
    remember(text, { key, params });
    return text;
  };
  return Object.assign(build, { key, english });
}
