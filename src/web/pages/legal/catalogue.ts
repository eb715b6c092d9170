import { defineCatalogue, type KeyOf } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/**
 * The privacy policy and the terms, in every language. A text may carry `**bold**`
 * and `[label](href)` links (a page path such as /terms opens in the reader's language; mailto:
 * and https: addresses as they are); LegalPage.tsx draws them.
 */
export const legalCatalogue = defineCatalogue("legalPage", { en, bg });

export type LegalKey = KeyOf<typeof en>;
/** A paragraph's key, or a list's items' keys. */
export type LegalBlock = LegalKey | { list: LegalKey[] };
type LegalOutline = { intro: LegalBlock[]; sections: { key: string; heading: LegalKey; blocks: LegalBlock[] }[] };

/** A group of texts (a list, a section), as against one text (a string, or Lingui's compiled array once built). */
const isGroup = (node: unknown): node is Record<string, unknown> => typeof node === "object" && node !== null && !Array.isArray(node);

/** Each text of a group but its heading, in order: a text is a paragraph, a group of texts a list. */
function blocksOf(group: Record<string, unknown>, keyOf: (path: string) => LegalKey): LegalBlock[] {
  return Object.entries(group)
    .filter(([name]) => name !== "heading")
    .map(([name, node]) => (isGroup(node) ? { list: Object.keys(node).map((item) => keyOf(`${name}.${item}`)) } : keyOf(name)));
}

/** A document's outline is its English file's (every language has the same keys): the intro, then each section. */
function outlineOf(document: { intro: Record<string, unknown>; sections: Record<string, Record<string, unknown>> }, keyOf: (path: string) => LegalKey): LegalOutline {
  return {
    intro: blocksOf(document.intro, (path) => keyOf(`intro.${path}`)),
    sections: Object.entries(document.sections).map(([key, section]) => ({
      key,
      heading: keyOf(`sections.${key}.heading`),
      blocks: blocksOf(section, (path) => keyOf(`sections.${key}.${path}`)),
    })),
  };
}

export const LEGAL_OUTLINES = {
  privacy: outlineOf(en.privacy, (path) => `privacy.${path}` as LegalKey),
  terms: outlineOf(en.terms, (path) => `terms.${path}` as LegalKey),
};
