import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const web = path.resolve(import.meta.dirname, "../../web");
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [file] : [];
  });

/** A string or template literal that starts with an API path. */
const API_LITERAL = /["'`]\/api\//;

/**
 * Files that still write API paths by hand while their features move to contracts (issue 22,
 * item 3). Remove a file here when it calls its feature's `client(...)`; the list ends empty.
 */
const NOT_YET_CONVERTED = new Set([
  "features/clients/api.ts",
  "features/dashboard/api.ts",
  "features/documents/api.ts",
  "features/messages/api.ts",
  "features/notifications/api.ts",
  "features/tasks/api.ts",
  "features/translation-requests/api.ts",
  "features/translation/upload.ts",
  "lib/documents.ts",
  "lib/site-config.ts",
]);

describe("API paths in the web (docs/decisions/contracts.md)", () => {
  const withLiterals = sources(web)
    .filter((f) => API_LITERAL.test(fs.readFileSync(f, "utf8")))
    .map((f) => path.relative(web, f));

  it("come only from the route tables in core/routes, never a literal", () => {
    expect(withLiterals.filter((f) => !NOT_YET_CONVERTED.has(f))).toEqual([]);
  });

  it("keeps the not-yet list honest: every file on it still has a literal", () => {
    expect([...NOT_YET_CONVERTED].filter((f) => !withLiterals.includes(f))).toEqual([]);
  });
});
