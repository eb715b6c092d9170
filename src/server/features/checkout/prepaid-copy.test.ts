import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * At the operator's prices a pack costs more per hour than the hourly rate
 * (src/core/catalogue.test.ts checks the figures), so no copy may call packs cheaper.
 */

/** Every module that holds words a customer reads: web copy and catalogues (both languages) and the emails' catalogue. */
function copyModules(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/(^|-)copy\.ts$|^(en|bg)\.(ts|json)$/.test(entry.name)) found.push(full);
    }
  };
  walk(path.resolve("src/web"));
  walk(path.resolve("src/server/mail/templates"));
  return found;
}

/** The string literals of a module (quotes, apostrophes and template text). */
const literals = (source: string) => source.match(/"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`/g) ?? [];

const ABOUT_PACKS = /prepaid|\bpacks?\b|предплат|пакет/i;
const CHEAPER = /better rate|better value|cheaper|save|saving|discount|best value|less per hour|по-добра цена|по-изгод|по-евтин|спест|отстъпк|изгодн/i;

describe("prepaid hour packs in the copy", () => {
  it("are never called cheaper, a better rate or a saving, in English or Bulgarian", () => {
    const modules = copyModules();
    expect(modules.length).toBeGreaterThan(10);
    const claims = modules.flatMap((file) =>
      literals(fs.readFileSync(file, "utf8"))
        .filter((text) => ABOUT_PACKS.test(text) || file.includes(`${path.sep}hours${path.sep}`))
        .filter((text) => CHEAPER.test(text))
        .map((text) => `${path.relative(process.cwd(), file)}: ${text}`),
    );
    expect(claims).toEqual([]);
  });

  it("the check catches the wording it is for", () => {
    const old = `"Buy hours in advance at a better rate; we deduct the time we spend on your tasks."`;
    const oldBg = `"Купете часове предварително на по-добра цена; приспадаме времето."`;
    for (const text of [old, oldBg]) expect(CHEAPER.test(literals(text)[0]!)).toBe(true);
  });
});
