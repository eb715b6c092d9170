import { describe, expect, it } from "vitest";
import { param, readUrlState, urlSchema } from "./url-state";

const schema = urlSchema({ tab: param.oneOf(["all", "pending", "completed"], "all"), q: param.text(), from: param.day(), type: param.oneOf(["pdf", "docx"]) });
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

  it("reads an impossible day or an over-long search as absent", () => {
    expect(read(`from=2026-02-31&q=${"x".repeat(301)}`)).toMatchObject({ from: undefined, q: undefined });
    expect(read(`from=2028-02-29&q=${"x".repeat(300)}`)).toMatchObject({ from: "2028-02-29", q: "x".repeat(300) });
  });
});
