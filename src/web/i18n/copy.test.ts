import { describe, expect, it } from "vitest";
import { bg } from "./bg";
import { en } from "./en";

/**
 * The missing-key test for the screen texts not in catalogues yet: every copy module of the
 * web (`{ en, bg }`, the same shape) must have the same keys in both languages, no empty text,
 * and functions where the other language has one. Web-side *_MESSAGES constants
 * must be in the Bulgarian catalogue.
 */
const modules = import.meta.glob<Record<string, unknown>>(["../**/*copy.ts", "../**/*-copy.ts"], { eager: true });

type Problem = string;

function compare(a: unknown, b: unknown, path: string, out: Problem[]): void {
  if (typeof a === "function" || typeof b === "function") {
    if (typeof a !== typeof b) out.push(`${path}: a function in one language only`);
    else if (typeof a === "function" && typeof b === "function" && a.length !== b.length) out.push(`${path}: different parameters`);
    return;
  }
  if (typeof a === "string" || typeof b === "string") {
    if (typeof a !== typeof b) out.push(`${path}: text in one language only`);
    // Empty on purpose in both (a card without a unit) is fine; empty in one is a gap.
    else if (!(b as string).trim() !== !(a as string).trim()) out.push(`${path}: empty in one language only`);
    return;
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) out.push(`${path}: lists of different length`);
    else for (const [i, item] of a.entries()) compare(item, b[i], `${path}[${i}]`, out);
    return;
  }
  if (typeof a === "object" && a && typeof b === "object" && b) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      if (!(key in a)) out.push(`${path}.${key}: missing in English`);
      else if (!(key in b)) out.push(`${path}.${key}: missing in Bulgarian`);
      else compare((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`, out);
    }
    return;
  }
  if (typeof a !== typeof b) out.push(`${path}: different kinds of value`);
}

describe("web copy in English and Bulgarian", () => {
  const pairs = Object.entries(modules).flatMap(([file, mod]) =>
    Object.entries(mod)
      .filter(([, v]) => typeof v === "object" && v !== null && "en" in v && "bg" in v)
      .map(([name, v]) => ({ where: `${file} ${name}`, en: (v as { en: unknown }).en, bg: (v as { bg: unknown }).bg })),
  );

  // The copy modules left until each moves to a catalogue (docs/decisions/i18n-library.md); the glob must still find them.
  it("finds the copy modules", () => {
    expect(pairs.length).toBeGreaterThan(0);
  });

  it("has the same key tree in both languages, with no empty text", () => {
    const problems: Problem[] = [];
    for (const p of pairs) compare(p.en, p.bg, p.where, problems);
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("has every web *_MESSAGES constant in the Bulgarian catalogue", () => {
    const missing: string[] = [];
    for (const [file, mod] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(mod)) {
        if (!name.endsWith("_MESSAGES") || typeof value !== "object" || !value) continue;
        for (const [key, text] of Object.entries(value)) {
          if (typeof text === "string" && bg.messages(text) === text) missing.push(`${file} ${name}.${key}: "${text}"`);
        }
      }
    }
    expect(missing, missing.join("\n")).toEqual([]);
  });

  it("gives Bulgarian the message catalogue, English none", () => {
    expect(bg.messages("Not found")).toBe("Не е намерено");
    expect(en.messages("Not found")).toBe("Not found");
  });
});
