import en from "./locales/en.json" with { type: "json" };

/** The catalogue's keys (the file is read as source JSON by the server, compiled by the web's build: scripts/catalogues.mjs). */
const keys = new Set<string>();
(function walk(node: object, prefix: string) {
  for (const [name, value] of Object.entries(node)) {
    if (typeof value !== "string" && !Array.isArray(value)) walk(value, `${prefix}${name}.`);
    else keys.add(`${prefix}${name}`);
  }
})(en, "");

/** Whether the catalogue has `key` (an API newer than this web may send one it does not). */
export const isKnownKey = (key: string): boolean => keys.has(key);
