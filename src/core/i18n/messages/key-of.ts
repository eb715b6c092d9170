import en from "./locales/en.json" with { type: "json" };
import { builtMessage, type KeyedMessage } from "./keyed";

/**
 * The key of a message without parameters, by its exact English (the catalogue's English is
 * the spec's texts: messages.test.ts checks it against src/core's constants). Read as the
 * source JSON (the server) or compiled by the build (the web: a plain text compiles to `[text]`).
 */
const fixed = new Map<string, string>();
(function walk(node: object, prefix: string) {
  for (const [name, value] of Object.entries(node)) {
    const key = `${prefix}${name}`;
    const text = typeof value === "string" ? (value.includes("{") ? undefined : value) : Array.isArray(value) ? (value.length === 1 && typeof value[0] === "string" ? value[0] : undefined) : walk(value, `${key}.`);
    if (typeof text === "string" && !fixed.has(text)) fixed.set(text, key);
  }
})(en, "");

/** The key and parameters a text says: a template's text, or a fixed text of the catalogue; undefined for any other text. */
export function keyOf(text: string): KeyedMessage | undefined {
  const key = fixed.get(text);
  return builtMessage(text) ?? (key === undefined ? undefined : { key });
}
