import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startLocale } from "./I18nProvider";

/**
 * The web's side of the language rule (docs/decisions/0018-language-rule.md): the URL (a public page's
 * path, a link's ?lang=), which is then kept as the visitor's choice; else the cookie, else
 * localStorage, else the browser's languages, else English.
 */
let cookie = "";
let stored: Record<string, string> = {};
let languages: string[] = [];

beforeEach(() => {
  cookie = "";
  stored = {};
  languages = ["en-GB"];
  vi.stubGlobal("document", {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      // One cookie is all this test writes: keep its name=value, as a browser would.
      cookie = value.split(";")[0]!;
    },
  });
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => stored[k] ?? null,
    setItem: (k: string, v: string) => {
      stored[k] = v;
    },
  });
  vi.stubGlobal("navigator", {
    get languages() {
      return languages;
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const at = (pathname: string, search = "") => startLocale({ pathname, search });

describe("the language a page starts in", () => {
  it("is a public page's, which becomes the visitor's choice for the pages after it", () => {
    expect(at("/bg/pricing")).toBe("bg");
    expect(cookie).toBe("concierge-locale=bg");
    expect(stored["concierge-locale"]).toBe("bg");
    expect(at("/checkout")).toBe("bg");
    expect(at("/pricing")).toBe("en");
    expect(at("/checkout")).toBe("en");
  });

  it("is a link's lang parameter on any other page (the links in emails)", () => {
    expect(at("/reset-password", "?token=t&lang=bg")).toBe("bg");
    expect(at("/member-login")).toBe("bg");
    expect(at("/checkout", "?lang=xx")).toBe("bg");
  });

  it("without either: the cookie, then localStorage, then the browser's languages, then English", () => {
    expect(at("/checkout")).toBe("en");
    languages = ["de-DE", "bg"];
    expect(at("/checkout")).toBe("bg");
    stored["concierge-locale"] = "en";
    expect(at("/checkout")).toBe("en");
    cookie = "concierge-locale=bg";
    expect(at("/checkout")).toBe("bg");
  });
});
