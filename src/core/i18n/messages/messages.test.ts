import { describe, expect, it } from "vitest";
import { LENGTH_MESSAGES } from "../../length-messages";
import { TASK_MESSAGES } from "../../tasks-constants";
import "./bulgarian";
import { messageTranslator, say } from "./catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";
import { isMessage, type Message, messageOfText, messageText, msg } from "./message";

/**
 * The messages catalogue against the code (the missing-key test for messages): every
 * *_MESSAGES entry of src/core is a message by key, not English, and its key and parameters
 * are the catalogue's (MessageKey already refuses an unknown key when it is typed); every
 * message of a core zod schema is a known key; every key has Bulgarian; no key is left that
 * nothing says.
 */
const modules = import.meta.glob<Record<string, unknown>>(["../../**/*.ts", "!../../**/*.test.ts", "!../../i18n/**"], { eager: true });
/** The code, as text: where the keys are said (`msg("…")`). */
const sources = import.meta.glob<string>(["../../../**/*.{ts,tsx}", "!**/*.test.{ts,tsx}", "!../../../**/locales/**"], { query: "?raw", import: "default", eager: true });

const flat = (node: object, prefix = ""): [string, string][] =>
  Object.entries(node).flatMap(([k, v]) => (typeof v === "string" ? [[`${prefix}${k}`, v] as [string, string]] : flat(v, `${prefix}${k}.`)));
const EN = new Map(flat(en));
const BG = new Map(flat(bg));

type ZodLike = { _zod: { def: Record<string, unknown> } };
const isZod = (v: unknown): v is ZodLike => typeof v === "object" && v !== null && "_zod" in v;

/** Every custom message of a zod schema: its own error, its checks' (min, max, regex, refine…), and its parts'. */
function schemaMessages(schema: unknown, out: Set<string>, seen = new Set<unknown>()): void {
  if (!isZod(schema) || seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def;
  const read = (error: unknown) => {
    if (typeof error !== "function") return;
    try {
      const message = (error as (issue: object) => unknown)({});
      if (typeof message === "string" && message) out.add(message);
    } catch {
      // An error map that needs a real issue: not a fixed message.
    }
  };
  read(def.error);
  for (const check of (def.checks as ZodLike[] | undefined) ?? []) read(check._zod.def.error);
  const parts = [def.innerType, def.in, def.out, def.element, def.left, def.right, def.keyType, def.valueType];
  for (const part of parts) schemaMessages(part, out, seen);
  for (const option of (def.options as unknown[] | undefined) ?? []) schemaMessages(option, out, seen);
  for (const field of Object.values((def.shape as Record<string, unknown> | undefined) ?? {})) schemaMessages(field, out, seen);
}

/** Each *_MESSAGES entry as made: a message, or what a function of parameters makes. */
const entries: { where: string; made: unknown }[] = [];
const schemas = new Set<string>();
for (const [file, mod] of Object.entries(modules)) {
  for (const [name, value] of Object.entries(mod)) {
    if (/^(?:\w+_)?MESSAGES$/.test(name) && typeof value === "object" && value) {
      for (const [key, entry] of Object.entries(value)) {
        // A function's parameters: a number for a limit, a text for a reason or an amount.
        const made = typeof entry === "function" ? (entry as (...args: unknown[]) => unknown)(...Array.from({ length: entry.length }, () => "x")) : entry;
        entries.push({ where: `${file} ${name}.${key}`, made });
      }
    }
    if (isZod(value)) schemaMessages(value, schemas);
  }
}

const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)/g)].map((m) => m[1]!));

describe("the messages catalogue", () => {
  it("finds the core's messages (the walk works)", () => {
    expect(entries.length).toBeGreaterThan(200);
    expect(schemas).toContain(messageText(LENGTH_MESSAGES.name(200)));
    expect(schemas).toContain(messageText(TASK_MESSAGES.titleRequired));
    expect(Object.keys(sources).length).toBeGreaterThan(300);
  });

  it("makes every *_MESSAGES entry by its key, not in English", () => {
    expect(entries.filter(({ made }) => !isMessage(made)).map(({ where }) => where)).toEqual([]);
  });

  it("has each entry's key, with exactly its parameters", () => {
    const wrong = entries.filter(({ made }) => {
      const message = made as Message;
      const english = EN.get(message.key);
      return english === undefined || !sameSet(placeholders(english), new Set(Object.keys(message.params ?? {})));
    });
    expect(wrong.map(({ where, made }) => `${where}: ${JSON.stringify(made)}`)).toEqual([]);
  });

  it("has a key for every message of the core schemas", () => {
    expect([...schemas].filter((text) => !EN.has(messageOfText(text)?.key ?? ""))).toEqual([]);
  });

  it("has Bulgarian for every key, not a copy of the English", () => {
    expect([...EN].filter(([key, text]) => !BG.get(key)?.trim() || BG.get(key) === text).map(([key]) => key)).toEqual([]);
  });

  it("says one English in one Bulgarian, whichever key it is found under", () => {
    const bulgarian = new Map<string, Set<string>>();
    for (const [key, text] of EN) bulgarian.set(text, (bulgarian.get(text) ?? new Set()).add(BG.get(key)!));
    expect([...bulgarian].filter(([, said]) => said.size > 1)).toEqual([]);
  });

  it("has no key that nothing says", () => {
    const said = new Set<string>(entries.map(({ made }) => (made as Message).key));
    for (const text of schemas) said.add(messageOfText(text)?.key ?? "");
    for (const source of Object.values(sources)) for (const m of source.matchAll(/\bmsg\(\s*"([\w.]+)"/g)) said.add(m[1]!);
    expect([...EN.keys()].filter((key) => !said.has(key))).toEqual([]);
  });

  it("says a message, and the messages inside it, in Bulgarian by key", () => {
    const inBulgarian = messageTranslator("bg");
    expect(inBulgarian(TASK_MESSAGES.submitFailed(LENGTH_MESSAGES.name(200)))).toBe("Неуспешно изпращане на задачата: Името е твърде дълго (най-много 200 знака)");
    expect(inBulgarian(msg("api.taskNotFound"))).toBe("Задачата не е намерена");
    // A message carried as a text (a schema's, an API error's) is said the same.
    expect(inBulgarian(messageText(TASK_MESSAGES.submitFailed(LENGTH_MESSAGES.name(200))))).toBe("Неуспешно изпращане на задачата: Името е твърде дълго (най-много 200 знака)");
    expect(say(LENGTH_MESSAGES.title(80), "en")).toBe("Title is too long (80 characters at most)");
  });

  it("shows a text that is no message as it is, English included: no key is read back from words", () => {
    const inBulgarian = messageTranslator("bg");
    expect(inBulgarian("Something nobody wrote down")).toBe("Something nobody wrote down");
    expect(inBulgarian("Task not found")).toBe("Task not found");
    expect(inBulgarian("nobody.wroteThisKey")).toBe("nobody.wroteThisKey");
    expect(messageOfText('task.submitFailed {"message":"a reason"}')).toEqual({ key: "task.submitFailed", params: { message: "a reason" } });
    expect(messageOfText("task.submitFailed {not json")).toBeUndefined();
  });
});

function sameSet(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}
