import { describe, expect, it } from "vitest";
import { pathOf } from "./contract";

describe("pathOf", () => {
  const route = { path: "/api/tasks/:id/documents" } as const;

  it("fills params encoded, so a value cannot reach another route", () => {
    expect(pathOf(route, { id: "a/../b c" })).toBe("/api/tasks/a%2F..%2Fb%20c/documents");
  });

  it("refuses a missing or empty param", () => {
    expect(() => pathOf(route, {})).toThrow(":id");
    expect(() => pathOf(route, { id: "" })).toThrow(":id");
  });

  it("adds the set query values only, repeating arrays", () => {
    expect(pathOf({ path: "/api/tasks" }, undefined, { tab: "open", q: "", cursor: undefined, n: 2, ok: false, ids: ["1", "2"] })).toBe(
      "/api/tasks?tab=open&n=2&ok=false&ids=1&ids=2",
    );
    expect(pathOf({ path: "/api/tasks" }, undefined, {})).toBe("/api/tasks");
  });
});
