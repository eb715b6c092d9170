import { describe, expect, it } from "vitest";
import { MESSAGES_BG } from "./messages-bg";
import { translateMessage } from "./translate";

/**
 * The missing-key test for messages: every *_MESSAGES constant (and messages.ts's MESSAGES) and every message written in
 * a core zod schema must read in Bulgarian. It walks the modules of src/core, so a message
 * added tomorrow fails here until messages-bg.ts has it.
 */
const modules = import.meta.glob<Record<string, unknown>>(["../*.ts", "!../*.test.ts"], { eager: true });

type ZodLike = { _zod: { def: Record<string, unknown> } };
const isZod = (v: unknown): v is ZodLike => typeof v === "object" && v !== null && "_zod" in v;

/** Every custom message of a zod schema: its own error, its checks' (min, max, regex, refine…), and its parts'. */
function schemaMessages(schema: unknown, out: Set<string>, seen = new Set<unknown>()): void {
  if (!isZod(schema) || seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def;
  const say = (error: unknown) => {
    if (typeof error !== "function") return;
    try {
      const message = (error as (issue: object) => unknown)({});
      if (typeof message === "string" && message) out.add(message);
    } catch {
      // An error map that needs a real issue: not a fixed message.
    }
  };
  say(def.error);
  for (const check of (def.checks as ZodLike[] | undefined) ?? []) say(check._zod.def.error);
  const parts = [def.innerType, def.in, def.out, def.element, def.left, def.right, def.keyType, def.valueType];
  for (const part of parts) schemaMessages(part, out, seen);
  for (const option of (def.options as unknown[] | undefined) ?? []) schemaMessages(option, out, seen);
  for (const field of Object.values((def.shape as Record<string, unknown> | undefined) ?? {})) schemaMessages(field, out, seen);
}

/** A message constant: a text, or a function of a reason / a number (called with a sample). */
function constantMessages(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value !== "function") return [];
  for (const sample of ["Reason", "BGN", 3]) {
    try {
      const message = (value as (arg: unknown) => unknown)(sample);
      if (typeof message === "string") return [message];
    } catch {
      // Try the next kind of argument.
    }
  }
  return [];
}

const constants = new Map<string, string>();
const schemas = new Set<string>();
for (const [file, mod] of Object.entries(modules)) {
  for (const [name, value] of Object.entries(mod)) {
    if (/^(\w+_)?MESSAGES$/.test(name) && typeof value === "object" && value) {
      for (const [key, message] of Object.entries(value)) {
        for (const text of constantMessages(message)) constants.set(text, `${file} ${name}.${key}`);
      }
    }
    if (isZod(value)) schemaMessages(value, schemas);
  }
}

const untranslated = (texts: Iterable<string>) => [...texts].filter((t) => translateMessage(t, MESSAGES_BG) === t);

describe("Bulgarian messages", () => {
  it("finds the core's messages (the walk works)", () => {
    expect(constants.size).toBeGreaterThan(100);
    expect(schemas).toContain("Name is too long (200 characters at most)");
    expect(schemas).toContain("Please enter a title for your task");
  });

  it("has every *_MESSAGES constant", () => {
    const missing = untranslated(constants.keys()).map((t) => `${constants.get(t)}: "${t}"`);
    expect(missing, `missing in src/core/i18n/messages-bg.ts:\n${missing.join("\n")}`).toEqual([]);
  });

  it("has every message of the core schemas", () => {
    const missing = untranslated(schemas);
    expect(missing, `missing in src/core/i18n/messages-bg.ts:\n${missing.join("\n")}`).toEqual([]);
  });

  it("keeps each entry's parameters and says something", () => {
    const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [en, bg] of Object.entries(MESSAGES_BG)) {
      expect(bg.trim(), en).not.toBe("");
      expect(params(bg), en).toEqual(params(en));
    }
  });

  it("translates templates and the reason inside them", () => {
    expect(translateMessage("Failed to submit task: Name is too long (200 characters at most)", MESSAGES_BG)).toBe(
      "Неуспешно изпращане на задачата: Името е твърде дълго (най-много 200 знака)",
    );
    expect(translateMessage("Неуспешно изпращане на задачата: Task not found", MESSAGES_BG)).toBe(
      "Неуспешно изпращане на задачата: Задачата не е намерена",
    );
    expect(translateMessage("Something nobody wrote down", MESSAGES_BG)).toBe("Something nobody wrote down");
    expect(translateMessage("Please enter your name", undefined)).toBe("Please enter your name");
  });
});
