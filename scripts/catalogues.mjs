// Compiles the message catalogues (src/**/locales/<lang>.json, docs/decisions/0028-i18n-library.md)
// at build time: each ICU message becomes Lingui's compiled form, so the browser ships Lingui's
// runtime without the ICU parser. The file stays JSON (Vite's JSON plugin turns it into a module).
import { compileMessage } from "@lingui/message-utils/compileMessage";

export const CATALOGUE_FILE = /[\\/]locales[\\/][a-z]{2}\.json$/;

function compileTree(node) {
  if (typeof node === "string") return compileMessage(node);
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, compileTree(value)]));
}

export function compileCatalogue(jsonText) {
  return JSON.stringify(compileTree(JSON.parse(jsonText)));
}

/** The Vite plugin: runs before Vite's own JSON plugin. */
export function compiledCatalogues() {
  return {
    name: "concierge-compiled-catalogues",
    enforce: "pre",
    transform(code, id) {
      if (!CATALOGUE_FILE.test(id.split("?")[0])) return null;
      return { code: compileCatalogue(code), map: null };
    },
  };
}
