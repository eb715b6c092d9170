import fs from "node:fs";
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../core/locale";

/**
 * Every catalogue (src/**\/locales/<lang>.json, docs/decisions/0028-i18n-library.md) has the same
 * keys in every language, each message is valid ICU with the same parameters in every language,
 * and every key is used by the code beside it or by the screen kit (a literal key, or a template's prefix:
 * t(`days.${weekday}`) uses every key under "days.").
 */
const SRC = path.resolve(__dirname, "..", "..");

function catalogueDirs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (!e.isDirectory() || e.name === "node_modules") return [];
    const full = path.join(dir, e.name);
    return e.name === "locales" ? [full] : catalogueDirs(full);
  });
}

function flatten(node: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (typeof value === "string") out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** The parameters a message uses: Lingui compiles it to text and [name, format?, branches?] tokens. */
function parametersOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      names.add(String(part[0]));
      const branches = part[2] as Record<string, unknown> | undefined;
      if (branches && typeof branches === "object") for (const branch of Object.values(branches)) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

function sourcesIn(root: string): string {
  const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  return files.map((f) => fs.readFileSync(path.join(root, f), "utf8")).join("\n");
}
/** The screen kit reads a feature's conventional keys (a list's "list.loading", ListKey) with the feature's `t`. */
const KIT = [path.join(SRC, "web", "ui"), path.join(SRC, "web", "components")].map(sourcesIn).join("\n");
const WEB = path.join(SRC, "web");
const CORE = path.join(SRC, "core");
const SRC_FILES = (fs.readdirSync(SRC, { recursive: true }) as string[])
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .map((f) => ({ file: path.join(SRC, f), text: fs.readFileSync(path.join(SRC, f), "utf8") }));
/** Whether `source` imports `catalogue` (a path without extension): by the @web or @core alias, or relatively. */
const importsCatalogue = ({ file, text }: { file: string; text: string }, catalogue: string) =>
  [WEB, CORE].some((root) => !path.relative(root, catalogue).startsWith("..") && text.includes(`${path.relative(root, catalogue).split(path.sep).join("/")}"`)) ||
  [...text.matchAll(/from "(\.{1,2}\/[^"]+)"/g)].some(([, spec]) => path.resolve(path.dirname(file), spec!) === catalogue);
/** The code beside the catalogue, the kit, and any file that imports the catalogue (the pricing page reads the cart's, the hours rule the hours words). */
const sourcesBeside = (localesDir: string) => {
  const catalogue = path.join(path.dirname(localesDir), "catalogue");
  return [sourcesIn(path.dirname(localesDir)), KIT, ...SRC_FILES.filter((f) => importsCatalogue(f, catalogue)).map((f) => f.text)].join("\n");
};

const dirs = catalogueDirs(SRC);
const MESSAGES_DIR = path.join(SRC, "core", "i18n", "messages", "locales");

/** A backslash, or the start of a `\uXXXX` or `\xXX` sequence, right before a `{value}`. */
const PARTIAL_ESCAPE = /\\(?:u[0-9a-fA-F]{0,3}|x[0-9a-fA-F]?)?\{/;

describe("message catalogues", () => {
  it("are found", () => {
    expect(dirs.length).toBeGreaterThan(0);
  });

  for (const dir of dirs) {
    const name = path.relative(SRC, dir);
    const files = fs.readdirSync(dir).filter((f) => f.endsWith(".json"));
    const read = (lang: string) => flatten(JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), "utf8")));

    it(`${name}: one file per language, no other`, () => {
      expect(files.map((f) => f.replace(/\.json$/, "")).sort()).toEqual([...LOCALES].sort());
    });

    it(`${name}: every language has English's keys and parameters, no more`, () => {
      const en = read("en");
      for (const lang of LOCALES) {
        const other = read(lang);
        expect({ lang, keys: [...other.keys()].sort() }).toEqual({ lang, keys: [...en.keys()].sort() });
        for (const [key, message] of other) expect({ lang, key, parameters: parametersOf(message) }).toEqual({ lang, key, parameters: parametersOf(en.get(key)!) });
        // A value's text would complete the escape sequence and be decoded (src/core/i18n/catalogue.ts keeps values as typed).
        for (const [key, message] of other) expect({ lang, key, partialEscapeBeforeValue: PARTIAL_ESCAPE.test(message) }).toEqual({ lang, key, partialEscapeBeforeValue: false });
      }
    });

    // The messages catalogue's keys are said all over the code (`msg("api.notFound")`, the *_MESSAGES
    // constants, the schemas): src/core/i18n/messages/messages.test.ts checks them.
    it.skipIf(dir === MESSAGES_DIR)(`${name}: every key is used`, () => {
      const source = sourcesBeside(dir);
      const prefixes = [...source.matchAll(/`([\w.]+\.)\$\{/g)].map((m) => m[1]!);
      // textsOf(t, "remove", ["title", "lead"]) uses remove.title and remove.lead.
      const grouped = [...source.matchAll(/textsOf\(\w+, "([\w.]+)", \[([^\]]*)\]\)/g)].flatMap((m) => [...m[2]!.matchAll(/"(\w+)"/g)].map((n) => `${m[1]}.${n[1]}`));
      // wordTable("contactServices") and pdfWords("invoice", lang) read every key of their group.
      const wholeGroups = new Set([...source.matchAll(/\b(?:wordTable|pdfWords)\("(\w+)"/g)].map((m) => m[1]!));
      const unused = [...read("en").keys()].filter(
        (key) => !source.includes(`"${key}"`) && !source.includes(`\`${key}\``) && !prefixes.some((p) => key.startsWith(p)) && !grouped.includes(key) && !wholeGroups.has(key.split(".")[0]!),
      );
      expect(unused).toEqual([]);
    });
  }
});
