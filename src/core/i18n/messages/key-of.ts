import en from "./locales/en.json" with { type: "json" };
import { builtMessage, type KeyedMessage } from "./keyed";

/**
 * The catalogue's keys, and the key of each message without parameters by its exact English
 * (the catalogue's English is the product's texts: messages.test.ts checks it against src/core's
 * constants). The file is read as source JSON (the server) or compiled by the build (the web,
 * scripts/catalogues.mjs: a plain text compiles to `[text]`, a text with parameters to more).
 */
const keys = new Set<string>();
const fixed = new Map<string, string>();
(function walk(node: object, prefix: string) {
  for (const [name, value] of Object.entries(node)) {
    const key = `${prefix}${name}`;
    if (typeof value !== "string" && !Array.isArray(value)) {
      walk(value, `${key}.`);
      continue;
    }
    keys.add(key);
    const text = Array.isArray(value) ? (value.length === 1 && typeof value[0] === "string" ? value[0] : undefined) : value.includes("{") ? undefined : value;
    if (text !== undefined && !fixed.has(text)) fixed.set(text, key);
  }
})(en, "");

/** Whether the catalogue has `key` (an API newer than this web may send one it does not). */
export const isKnownKey = (key: string): boolean => keys.has(key);

/** The key and parameters a text says: a template's text, or a fixed text of the catalogue; undefined for any other text. */
export function keyOf(text: string): KeyedMessage | undefined {
  const key = fixed.get(text);
  return builtMessage(text) ?? (key === undefined ? undefined : { key });
}
