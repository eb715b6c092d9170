import { describe, expect, it } from "vitest";
import { z } from "zod";
import { param, readUrlState } from "./url-state";

const schema = z.object({ tab: param.oneOf(["all", "pending", "completed"], "all"), q: param.text(), from: param.day(), type: param.oneOf(["pdf", "docx"]) });
const read = (search: string) => readUrlState(schema, new URLSearchParams(search));

describe("readUrlState", () => {
  it("reads a list's filters and cursor from its URL", () => {
    expect(read("tab=pending&q=%20visa%20&from=2026-11-01&type=pdf&cursor=abc")).toEqual({ tab: "pending", q: "visa", from: "2026-11-01", type: "pdf", cursor: "abc" });
  });

  it("reads a missing value as its default and keeps absent ones absent", () => {
    expect(read("")).toEqual({ tab: "all", q: undefined, from: undefined, type: undefined, cursor: undefined });
  });

  it("falls back on a hand-edited bad value instead of failing the page", () => {
    expect(read("tab=archived&q=%20%20&from=26.11.2026&type=exe&cursor=")).toEqual({ tab: "all", q: undefined, from: undefined, type: undefined, cursor: undefined });
  });
});
