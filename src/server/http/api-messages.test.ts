import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The API's own words are written once, in the messages catalogue (src/core/i18n/messages/locales/en.json):
 * every message the server raises itself (an HttpError, a 404, Better Auth's codes said our way,
 * the test checkout's card errors) is made by its key (`msg("api.notFound")`), never in English.
 */
const ROOT = path.resolve(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return ["test", "migrations", "security", "faults", "scale"].includes(e.name) ? [] : sources(full);
    // Test data (template-samples.ts: a customer's "message") is not the server's own words.
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") && !e.name.endsWith("-samples.ts") ? [full] : [];
  });
}

const PATTERNS = [
  /HttpError\(\s*\d+,\s*"[^"]*",\s*"([^"]+)"/g,
  /notFound\(\s*"([^"]+)"\s*\)/g,
  /errorBody\(\s*"[^"]*",\s*"([^"]+)"/g,
  /refuse\(\s*"[^"]*",\s*"[^"]*",\s*"([^"]+)"/g,
  /\w+_MESSAGE\s*=\s*"([^"]+)"/g,
  /\bmessage:\s*"([^"]+)"/g,
];
/** Files whose every `key: "text"` entry is a message shown to a user. */
const TABLES = ["auth/error-messages.ts", "payments/test-cards.ts", "features/checkout/session-status.ts"];

function serverMessages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sources(ROOT)) {
    const text = fs.readFileSync(file, "utf8");
    const where = path.relative(ROOT, file);
    for (const pattern of PATTERNS) for (const m of text.matchAll(pattern)) found.set(m[1]!, where);
    if (TABLES.includes(where)) for (const m of text.matchAll(/^\s+[\w"-]+(?: [\w]+)?"?:\s*"([^"]+)",?$/gm)) found.set(m[1]!, where);
  }
  // Card numbers and other data in the same tables are not words.
  for (const text of found.keys()) if (!/[A-Za-z]{2}/.test(text)) found.delete(text);
  return found;
}

describe("the API's messages, made by key", () => {
  const messages = serverMessages();

  it("finds the server's sources", () => {
    expect(sources(ROOT).length).toBeGreaterThan(100);
  });

  it("writes none of them in English", () => {
    const english = [...messages].map(([text, where]) => `${where}: "${text}"`);
    expect(english, `make these by their key in src/core/i18n/messages/locales/en.json:\n${english.join("\n")}`).toEqual([]);
  });
});
