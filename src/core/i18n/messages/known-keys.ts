import type { CatalogueFile } from "../catalogue";

/** The catalogue's keys, added with its English (english.ts; the file is read as source JSON by the server, compiled by the web's build: scripts/catalogues.mjs). */
const keys = new Set<string>();

export function addKnownKeys(file: CatalogueFile): void {
  (function walk(node: object, prefix: string) {
    for (const [name, value] of Object.entries(node)) {
      if (typeof value !== "string" && !Array.isArray(value)) walk(value, `${prefix}${name}.`);
      else keys.add(`${prefix}${name}`);
    }
  })(file, "");
}

/** Whether the catalogue has `key` (an API newer than this web may send one it does not; none before english.ts is in). */
export const isKnownKey = (key: string): boolean => keys.has(key);
