import { msg } from "@core/i18n/messages/message";
import { createElement } from "react";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { en, englishMessagesLoaded } from "./en";
import { useMessagesNow } from "./use-translate";

/**
 * A screen that says a message in its first render (a password's rule, an invalid link) waits
 * for the messages' English (use-translate.ts): rendered, it says the English, never a blank or
 * the key. In order, on the one module state: the English is not in when the file starts.
 */
const RULE = msg("task.titleRequired");

const html = async (element: ReturnType<typeof createElement>) => new Response((await prerender(element)).prelude).text();

function Said({ needed }: { needed: boolean }) {
  useMessagesNow(needed);
  return createElement("p", null, needed ? en.messages(RULE) : "no message");
}

describe("useMessagesNow", () => {
  it("does not wait, nor fetch, when the screen says no message", async () => {
    expect(await html(createElement(Said, { needed: false }))).toBe("<p>no message</p>");
    expect(englishMessagesLoaded()).toBe(false);
  });

  it("waits for the English, then renders it", async () => {
    expect(await html(createElement(Said, { needed: true }))).toBe("<p>Please enter a title for your task</p>");
    expect(englishMessagesLoaded()).toBe(true);
  });
});
