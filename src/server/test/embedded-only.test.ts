import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { EMBEDDED_ONLY } from "../../../vitest.config";

// The PostgreSQL project leaves these files out (vitest.config.ts): none may open the test database.
describe("files run on PGlite only", () => {
  it.each(EMBEDDED_ONLY)("%s never opens the test database", (file) => {
    const source = fs.readFileSync(file, "utf8");
    expect(source).not.toMatch(/setupTestApp|createTestDatabase|TEST_DATABASE_URL/);
  });
});
