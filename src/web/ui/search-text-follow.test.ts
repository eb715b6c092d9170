import { describe, expect, it } from "vitest";
import { searchTextAfterUrl } from "./search-text-follow";

describe("searchTextAfterUrl", () => {
  it("keeps the letters typed after the pause whose search is landing now", () => {
    // The box searched "oak m" at a pause; "xdr" was typed before the URL changed.
    expect(searchTextAfterUrl("oak mxdr", "oak m", true)).toBe("oak mxdr");
  });

  it("follows Back, a shared link or Clear to another query", () => {
    expect(searchTextAfterUrl("oak mxdr", "visa", false)).toBe("visa");
    expect(searchTextAfterUrl("oak mxdr", "", false)).toBe("");
    expect(searchTextAfterUrl("", "oak m", false)).toBe("oak m");
  });

  it("keeps a trailing space the URL trimmed away", () => {
    expect(searchTextAfterUrl("oak ", "oak", false)).toBe("oak ");
  });
});
