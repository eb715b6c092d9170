import { msg } from "@core/i18n/messages/message";
import { beforeAll, describe, expect, it } from "vitest";
import { bg } from "./bg";
import { en, loadEnglishMessages } from "./en";

/**
 * Every screen text of the web is in a catalogue (docs/decisions/0028-i18n-library.md), whose own
 * test (src/server/http/catalogues.test.ts) holds the languages to the same keys. The legal
 * documents were the last `{ en, bg }` copy module; none may come back.
 */
const modules = import.meta.glob<Record<string, unknown>>(["../**/*copy.ts", "../**/*-copy.ts"], { eager: true });

// The web fetches the messages' English once idle or when first needed (i18n/en.ts).
beforeAll(() => loadEnglishMessages());

describe("web copy in English and Bulgarian", () => {
  it("has no copy modules left: the texts are in catalogues", () => {
    expect(Object.keys(modules)).toEqual([]);
  });

  it("says a message by its key in each language, and a text that is no message as it is", () => {
    expect(bg.messages(msg("api.notFound"))).toBe("Не е намерено");
    expect(en.messages(msg("api.notFound"))).toBe("Not found");
    expect(bg.messages("Not found")).toBe("Not found");
  });
});
