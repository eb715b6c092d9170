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

describe("API paths in the web (docs/decisions/0017-contracts.md)", () => {
  const withLiterals = sources(web)
    .filter((f) => API_LITERAL.test(fs.readFileSync(f, "utf8")))
    .map((f) => path.relative(web, f));

  it("come only from the route tables in core/routes, never a literal", () => {
    expect(withLiterals).toEqual([]);
  });

});
