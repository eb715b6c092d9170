import { describe, expect, it } from "vitest";
import { afterSignInTarget, safeRedirectPath } from "./redirect";

describe("redirect after sign-in", () => {
  it("keeps a path on this site, with its query", () => {
    expect(afterSignInTarget("/dashboard/tasks")).toBe("/dashboard/tasks");
    expect(afterSignInTarget("/dashboard/hours?session_id=cs_1")).toBe("/dashboard/hours?session_id=cs_1");
  });

  it("refuses every way of naming another site", () => {
    for (const attack of [
      "//evil.com",
      "///evil.com",
      "/\\evil.com",
      "/\t/evil.com",
      "/\n/evil.com",
      " /evil",
      "https://evil.com",
      "http:/evil.com",
      "javascript:alert(1)",
      "evil.com",
      "",
    ]) {
      expect(safeRedirectPath(attack), JSON.stringify(attack)).toBeNull();
      expect(afterSignInTarget(attack), JSON.stringify(attack)).toBe("/dashboard");
    }
    expect(afterSignInTarget(undefined)).toBe("/dashboard");
    expect(afterSignInTarget(42)).toBe("/dashboard");
  });

  it("never sends back to a sign-in form", () => {
    expect(afterSignInTarget("/auth")).toBe("/dashboard");
    expect(afterSignInTarget("/member-login?redirect=%2Fdashboard")).toBe("/dashboard");
    expect(afterSignInTarget("/authors")).toBe("/authors");
  });
});
