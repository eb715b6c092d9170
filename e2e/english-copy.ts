import fs from "node:fs";
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { expect, type Page } from "@playwright/test";

/**
 * What a Bulgarian screen must not show: the English texts of every catalogue (the
 * messages catalogue's toasts, validation and API answers among them) and, whatever their
 * source, runs of English words.
 */

/** The text between a catalogue message's parameters (Lingui compiles it to text and parameter tokens). */
function fixedParts(message: string): string[] {
  return (compileMessage(message) as unknown[]).filter((part): part is string => typeof part === "string").map((part) => part.trim());
}

/** The English texts of a copy pair that Bulgarian says differently (a brand name or an example address is the same in both). */
function englishOf(en: unknown, bg: unknown, out: Set<string>): void {
  if (typeof en === "string" && en.includes("{")) {
    // A catalogue message with parameters: its fixed parts, when long enough to be telling.
    for (const part of fixedParts(en)) if (part.split(" ").length >= 3 && !String(bg).includes(part)) out.add(part);
    return;
  }
  if (typeof en === "string") {
    if (en !== bg && /[a-z]{3}/i.test(en) && en.trim().includes(" ")) out.add(en.trim());
    return;
  }
  if (en && typeof en === "object") for (const [key, value] of Object.entries(en)) englishOf(value, (bg as Record<string, unknown> | undefined)?.[key], out);
}

/** Every catalogue's English and Bulgarian files (`locales/<lang>.json` anywhere under src). */
const SRC = path.resolve(import.meta.dirname, "..", "src");
const CATALOGUES = (fs.readdirSync(SRC, { recursive: true }) as string[])
  .filter((f) => /(^|[\\/])locales[\\/]en\.json$/.test(f))
  .map((f) => {
    const read = (lang: string) => JSON.parse(fs.readFileSync(path.join(SRC, f.replace(/en\.json$/, `${lang}.json`)), "utf8")) as unknown;
    return { en: read("en"), bg: read("bg") };
  });

export const ENGLISH_COPY: readonly string[] = (() => {
  const out = new Set<string>();
  for (const pair of CATALOGUES) englishOf(pair.en, pair.bg, out);
  return [...out];
})();

/** Latin words a Bulgarian screen may show: names, brands, codes, example data. */
const ALLOWED_LATIN = /\b(Concierge|Stripe|CVC|PDF|JPG|PNG|DOCX?|BGN|EUR|EET|EEST|MM|YY|Tram|Route|Twelve|Vitosha|Maria|Petrova|Ivan|Petrov)\b/g;
/** Three English-looking words in a row (emails and addresses removed first) is an English sentence. */
const ENGLISH_RUN = /\b[A-Za-z][a-z']+(?:[ ,]+[A-Za-z][a-z']+){2,}\b/;

/** The English texts visible on the page (its body's text and title, toasts included). */
export async function englishOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => `${document.title}\n${document.body.innerText}`);
  const found = ENGLISH_COPY.filter((s) => text.includes(s));
  const cleaned = text
    .replace(/\S+@\S+/g, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(ALLOWED_LATIN, " ");
  const runs = cleaned.split("\n").filter((line) => ENGLISH_RUN.test(line));
  return [...found, ...runs];
}

/** Fails naming every English text on a Bulgarian page. */
export async function expectNoEnglish(page: Page, where: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "bg");
  expect(await englishOn(page), `English on ${where}`).toEqual([]);
}
