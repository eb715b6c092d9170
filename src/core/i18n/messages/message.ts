import type { KeyOf } from "../catalogue";
import type en from "./locales/en.json";

/**
 * A message is made where it is raised — a schema, a route, a store, a screen — as its key in
 * the messages catalogue (locales/en.json, bg.json beside this file) with its parameters, and
 * becomes words only where it is shown or sent, in the reader's language (`say`, catalogue.ts):
 * the API's error answer, the web's toast and form, the mail. The English lives in en.json only.
 */
export type MessageKey = KeyOf<typeof en>;
/** A parameter: a number, a text typed by someone (a name, a reason from elsewhere), or a message said inside this one. */
export type MessageParam = string | number | Message;
export type Message = { readonly key: MessageKey; readonly params?: Readonly<Record<string, MessageParam>> };

/** The message `key` with `params`: `msg("task.notFound")`, `msg("length.title", { max: 200 })`. */
export const msg = (key: MessageKey, params?: Record<string, MessageParam>): Message => (params ? { key, params } : { key });

type Groups = typeof en;
/** A group of the catalogue ("task", "payment"…) and the names of its keys. */
type Group = keyof Groups & string;
type NameIn<G extends Group> = keyof Groups[G] & string;

/**
 * A feature's messages without parameters, one per name of its group: `messageGroup("task", ["updated", "empty"])` is
 * `{ updated: msg("task.updated"), empty: msg("task.empty") }`. A name that is not a key of the group in
 * locales/en.json does not compile, as with `msg`.
 */
export function messageGroup<G extends Group, const N extends readonly NameIn<G>[]>(group: G, names: N): { readonly [K in N[number]]: Message } {
  return Object.fromEntries(names.map((name) => [name, msg(`${group}.${name}` as MessageKey)])) as { readonly [K in N[number]]: Message };
}

/**
 * A feature's messages with one parameter, named `param` in each: `messageGroupWith("length", "max", ["name"])` is
 * `{ name: (max) => msg("length.name", { max }) }`.
 */
export function messageGroupWith<G extends Group, const N extends readonly NameIn<G>[]>(
  group: G,
  param: string,
  names: N,
): { readonly [K in N[number]]: (value: MessageParam) => Message } {
  return Object.fromEntries(names.map((name) => [name, (value: MessageParam) => msg(`${group}.${name}` as MessageKey, { [param]: value })])) as {
    readonly [K in N[number]]: (value: MessageParam) => Message;
  };
}

export const isMessage = (value: unknown): value is Message =>
  typeof value === "object" && value !== null && typeof (value as Message).key === "string" && !(value instanceof Error);

/**
 * A message where only a text fits (a zod schema's message, `z.string().max(200, messageText(LENGTH_MESSAGES.title(200)))`;
 * an auth library's error; an ApiError's message): its key, and its parameters as JSON after a
 * space. `messageOfText` reads it back where it is shown.
 */
export const messageText = (said: Message): string => (said.params ? `${said.key} ${JSON.stringify(said.params)}` : said.key);

const KEY = /^[a-z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*)+$/;
/**
 * The message a `messageText` carries, or undefined for any other text (zod's own English, a
 * name). Whether the key is in the catalogue is for the one who says it (an older web may get a
 * newer API's key).
 */
export function messageOfText(text: string): Message | undefined {
  const space = text.indexOf(" ");
  const key = space < 0 ? text : text.slice(0, space);
  if (!KEY.test(key)) return undefined;
  if (space < 0) return { key: key as MessageKey };
  try {
    const params: unknown = JSON.parse(text.slice(space + 1));
    return typeof params === "object" && params !== null && !Array.isArray(params) ? { key: key as MessageKey, params: params as Message["params"] } : undefined;
  } catch {
    return undefined;
  }
}
