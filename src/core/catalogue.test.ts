import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HOUR_PACKS, ITEM_KINDS, itemName, PRICES } from "./catalogue";
import { CURRENCIES } from "./money";

/** Every module that holds words a customer reads: web copy (both languages) and the emails. */
function copyModules(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/(^|-)copy\.ts$|^(en|bg)\.ts$/.test(entry.name)) found.push(full);
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

describe("prepaid hour packs", () => {
  it("cost more per hour than the hourly rate at the operator's prices (so no copy may say otherwise)", () => {
    for (const currency of CURRENCIES) {
      const { hourly, packs } = PRICES[currency];
      for (const h of HOUR_PACKS) expect(packs[h] / h).toBeGreaterThan(hourly);
    }
  });

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

describe("item names", () => {
  it("name every kind in both languages, one table for every screen", () => {
    for (const locale of ["en", "bg"] as const) {
      for (const kind of [...ITEM_KINDS, "tip"]) {
        const name = itemName({ kind, hours: 3 }, locale);
        expect(name.length).toBeGreaterThan(2);
        expect(name).not.toBe(kind);
      }
    }
    expect(itemName({ kind: "hourly" })).toBe("Hourly help");
    expect(itemName({ kind: "hours_pack", hours: 1 }, "en")).toBe("Prepaid hours: 1 hour");
    expect(itemName({ kind: "hours_pack", hours: 5 }, "bg")).toBe("Предплатени часове: 5 часа");
  });
});
