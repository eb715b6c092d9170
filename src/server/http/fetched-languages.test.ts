import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A web catalogue that leaves its Bulgarian FETCHED (core/i18n/catalogue.ts) shows English until
 * its file is loaded: i18n/bg.ts loads the chrome's, the kit's and the frame's, routing/fetched-bg.ts
 * (the app's) the dashboard's features'. Each one must be loaded there, under its own namespace.
 */
const WEB = path.resolve(__dirname, "..", "..", "web");
const LOADERS = ["i18n/bg.ts", "routing/fetched-bg.ts"].map((f) => ({ dir: path.dirname(path.join(WEB, f)), text: fs.readFileSync(path.join(WEB, f), "utf8") }));
const catalogues = (fs.readdirSync(WEB, { recursive: true }) as string[])
  .filter((f) => f.endsWith("catalogue.ts"))
  .flatMap((f) => {
    const match = fs.readFileSync(path.join(WEB, f), "utf8").match(/defineCatalogue\("(\w+)", \{ en, bg: FETCHED \}\)/);
    return match ? [{ namespace: match[1]!, file: path.join(WEB, path.dirname(f), "locales", "bg.json") }] : [];
  });

/** The name a loader imports a file under (`import chrome from "./chrome/locales/bg.json"`). */
function importedAs(loader: { dir: string; text: string }, file: string): string | undefined {
  const relative = path.relative(loader.dir, file).split(path.sep).join("/");
  const specifier = relative.startsWith(".") ? relative : `./${relative}`;
  return loader.text.match(new RegExp(`import (\\w+) from "${specifier.replaceAll(".", "\\.")}";`))?.[1];
}

describe("fetched languages", () => {
  it("are found", () => {
    expect(catalogues.map((c) => c.namespace)).toContain("chrome");
  });

  for (const { namespace, file } of catalogues) {
    it(`${namespace}: its Bulgarian is loaded`, () => {
      const loads = LOADERS.filter((loader) => {
        const name = importedAs(loader, file);
        return name !== undefined && loader.text.includes(`loadFetchedLanguage("${namespace}", "bg", ${name});`);
      });
      expect(loads.length).toBe(1);
    });
  }
});
