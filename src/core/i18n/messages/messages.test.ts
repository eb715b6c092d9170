import { messageText } from "../../i18n/messages/message";
import { describe, expect, it } from "vitest";
import { LENGTH_MESSAGES } from "../../length-messages";
import { TASK_MESSAGES } from "../../tasks-constants";
import "./bulgarian";
import { messageTranslator } from "./catalogue";
import { builtMessage, templates } from "./keyed";
import { keyOf } from "./key-of";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/**
 * The messages catalogue against the code (the missing-key test for messages): every
 * *_MESSAGES constant of src/core is in it at `<group>.<name>` with the same English, every
 * template at its key with the same ICU text, every message written in a core zod schema has
 * a key, every key has Bulgarian, and no key is left that nothing says.
 */
const modules = import.meta.glob<Record<string, unknown>>(["../../**/*.ts", "!../../**/*.test.ts", "!../../i18n/**"], { eager: true });

const flat = (node: object, prefix = ""): [string, string][] =>
  Object.entries(node).flatMap(([k, v]) => (typeof v === "string" ? [[`${prefix}${k}`, v] as [string, string]] : flat(v, `${prefix}${k}.`)));
/** The server's and the web's code, as text: their own messages (an HttpError's, the network failure) are said there. */
const serverAndWeb = import.meta.glob<string>(["../../../server/**/*.{ts,tsx}", "../../../web/**/*.{ts,tsx}", "!**/*.test.{ts,tsx}"], { query: "?raw", import: "default", eager: true });
const EN = new Map(flat(en));
const BG = new Map(flat(bg));

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

const camel = (s: string) => s.toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

/** `{ key: where }` of each *_MESSAGES constant: AUTH_MESSAGES.invalidAdmin is auth.invalidAdmin. */
const constants: { key: string; text: string; where: string }[] = [];
const schemas = new Set<string>();
for (const [file, mod] of Object.entries(modules)) {
  for (const [name, value] of Object.entries(mod)) {
    const group = /^(?:(\w+)_)?MESSAGES$/.exec(name);
    if (group && typeof value === "object" && value) {
      for (const [key, message] of Object.entries(value)) {
        // A function of a reason or a currency (minimumTotal) builds its text with a template.
        const text = typeof message === "function" ? (message as (arg: unknown) => string)("EUR") : message;
        if (typeof text === "string") constants.push({ key: `${group[1] ? camel(group[1]) : "messages"}.${key}`, text, where: `${file} ${name}.${key}` });
      }
    }
    if (isZod(value)) schemaMessages(value, schemas);
  }
}

describe("the messages catalogue", () => {
  it("finds the core's messages (the walk works)", () => {
    expect(constants.length).toBeGreaterThan(200);
    expect(schemas).toContain("Name is too long (200 characters at most)");
    expect(schemas).toContain("Please enter a title for your task");
    expect(Object.keys(serverAndWeb).length).toBeGreaterThan(200);
  });

  it("has every *_MESSAGES constant at its key, in the same English", () => {
    const wrong = constants.filter(({ key, text }) => {
      const built = builtMessage(text);
      return built ? !EN.has(built.key) : EN.get(key) !== text;
    });
    expect(wrong.map((c) => `${c.where} (${c.key}): "${c.text}"`)).toEqual([]);
  });

  it("has every template at its key, in the same ICU text", () => {
    expect(templates.size).toBeGreaterThan(20);
    const wrong = [...templates].filter(([key, english]) => EN.get(key) !== english);
    expect(wrong).toEqual([]);
  });

  it("has a key for every message of the core schemas", () => {
    expect([...schemas].filter((text) => !keyOf(text))).toEqual([]);
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
    const said = new Set([...constants.map((c) => c.key), ...templates.keys(), ...[...schemas].map((t) => keyOf(t)?.key)]);
    const sources = Object.values(serverAndWeb).join("\n");
    const unsaid = [...EN].filter(([key, text]) => !said.has(key) && !sources.includes(JSON.stringify(text)));
    expect(unsaid.map(([key]) => key)).toEqual([]);
  });

  it("says a message, and the messages inside it, in Bulgarian by key", () => {
    const say = messageTranslator("bg");
    expect(say(TASK_MESSAGES.submitFailed(LENGTH_MESSAGES.name(200)))).toBe("Неуспешно изпращане на задачата: Името е твърде дълго (най-много 200 знака)");
    expect(say("Task not found")).toBe("Задачата не е намерена");
    expect(say("Something nobody wrote down")).toBe("Something nobody wrote down");
    expect(messageTranslator("en")(LENGTH_MESSAGES.title(80))).toBe("Title is too long (80 characters at most)");
  });

  it("keeps a limit's text for good, and only the latest texts with a reason in them", () => {
    const first = TASK_MESSAGES.loadFailed("reason 0");
    for (let i = 1; i <= 600; i++) TASK_MESSAGES.loadFailed(`reason ${i}`);
    expect(keyOf(messageText(first))).toBeUndefined();
    expect(keyOf(messageText(TASK_MESSAGES.loadFailed("reason 600")))).toEqual({ key: "task.loadFailed", params: { message: "reason 600" } });
    expect(keyOf("Title is too long (200 characters at most)")).toEqual({ key: "length.title", params: { max: 200 } });
  });
});
