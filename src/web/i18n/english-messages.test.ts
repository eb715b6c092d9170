import { msg } from "@core/i18n/messages/message";
import { describe, expect, it } from "vitest";
import { en, englishMessages, englishMessagesLoaded, loadEnglishMessages } from "./en";

/**
 * The messages' English is fetched after the page is interactive, or when first needed
 * (i18n/en.ts): whatever is said before it is in is never a key, and whatever awaits it says it.
 * The tests run in order, on the one module state: first before the English is in, then after.
 */
const NOT_FOUND = msg("task.titleRequired");
const ENGLISH = "Please enter a title for your task";

describe("the messages' English, before and after it is in", () => {
  it("is not in at start: importing the web's i18n fetches nothing", () => {
    expect(englishMessagesLoaded()).toBe(false);
    expect(englishMessages.get()).toBeUndefined();
  });

  it("says a message said too early blank, never its key, and starts fetching it; a text that is no message is itself", async () => {
    expect(en.messages(NOT_FOUND)).toBe("");
    expect(en.messages("task.titleRequired")).toBe("");
    expect(en.messages("Maria Ivanova")).toBe("Maria Ivanova");
    // The early say started the fetch: awaiting it brings the English.
    await loadEnglishMessages();
    expect(englishMessagesLoaded()).toBe(true);
    expect(en.messages(NOT_FOUND)).toBe(ENGLISH);
  });

  it("is fetched once: every later wait resolves at once with the same module", async () => {
    const before = englishMessages.get();
    await Promise.all([loadEnglishMessages(), loadEnglishMessages()]);
    expect(englishMessages.get()).toBe(before);
  });
});
