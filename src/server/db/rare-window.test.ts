import { describe, expect, it } from "vitest";
import { rareWindow, trigramsOf } from "./rare-window";

describe("the part of a search term the trigram index is asked for", () => {
  it("lists a term's trigrams in order, lower-cased", () => {
    expect(trigramsOf("Client42@")).toEqual(["cli", "lie", "ien", "ent", "nt4", "t42", "42@"]);
    expect(trigramsOf("ab")).toEqual([]);
  });

  it("skips the trigrams every address has: 'client4242@' asks for 't4242@'", () => {
    // cli lie ien ent in every sampled row, nt4 in one in nine, the rest in a handful.
    const hits = [2000, 2000, 2000, 2000, 220, 30, 60, 55, 12];
    expect(rareWindow("client4242@", hits, 2000)).toBe("t4242@");
  });

  it("takes the longest rare run, wherever it is", () => {
    // "ivanova@gmail": iva van ano nov ova rare; a@g @gm gma mai ail common.
    const hits = [40, 35, 30, 45, 60, 1500, 1500, 1500, 1500, 1500, 1500];
    expect(rareWindow("Ivanova@gmail", hits, 2000)).toBe("ivanova");
  });

  it("keeps the whole term when none of it is common, or all of it is", () => {
    expect(rareWindow("petrova", [80, 70, 90, 60, 95], 2000)).toBeNull();
    expect(rareWindow("client", [2000, 2000, 2000, 2000], 2000)).toBeNull();
  });

  it("keeps the whole term when its rare run is shorter than three trigrams, or the term is short", () => {
    // "client42@x": only 42@ and 2@x are rare.
    expect(rareWindow("client42@x", [2000, 2000, 2000, 2000, 220, 300, 20, 10], 2000)).toBeNull();
    expect(rareWindow("a4242", [2000, 10, 10], 2000)).toBeNull();
  });

  it("keeps the whole term without a sample, or with counts that do not fit it", () => {
    expect(rareWindow("client4242@", [], 0)).toBeNull();
    expect(rareWindow("client4242@", [1, 2], 2000)).toBeNull();
  });
});
