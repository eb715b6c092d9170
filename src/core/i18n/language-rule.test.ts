import { describe, expect, it } from "vitest";
import { cookieValue, languageOfAcceptLanguage, languageOfUrl, localizeLink, pickLanguage } from "./language-rule";

describe("the language rule (docs/decisions/0018-language-rule.md)", () => {
  it("takes the URL first: a public page's path, else a link's lang parameter", () => {
    expect(languageOfUrl("/bg/pricing")).toBe("bg");
    expect(languageOfUrl("/pricing")).toBe("en");
    expect(languageOfUrl("/checkout", "?lang=bg")).toBe("bg");
    expect(languageOfUrl("/checkout", "?lang=de")).toBeNull();
    expect(languageOfUrl("/checkout")).toBeNull();
    expect(pickLanguage({ url: { pathname: "/pricing" }, profile: "bg", choice: "bg", acceptLanguage: "bg" })).toBe("en");
  });

  it("then the person's choice (profile, then cookie), then Accept-Language, then English", () => {
    expect(pickLanguage({ url: { pathname: "/checkout" }, profile: "bg", choice: "en" })).toBe("bg");
    expect(pickLanguage({ profile: "de", choice: "bg" })).toBe("bg");
    expect(pickLanguage({ choice: "en", acceptLanguage: "bg" })).toBe("en");
    expect(pickLanguage({ acceptLanguage: "de-DE,de;q=0.9,bg;q=0.8,en;q=0.7" })).toBe("bg");
    expect(pickLanguage({ acceptLanguage: ["fr-FR", "en-US"] })).toBe("en");
    expect(pickLanguage({ acceptLanguage: "fr, de" })).toBe("en");
    expect(pickLanguage({})).toBe("en");
  });

  it("reads Accept-Language by its weights", () => {
    expect(languageOfAcceptLanguage("en;q=0.5, bg;q=0.9")).toBe("bg");
    expect(languageOfAcceptLanguage("bg;q=0, en")).toBe("en");
    expect(languageOfAcceptLanguage("")).toBeNull();
  });

  it("reads the cookie", () => {
    expect(cookieValue("a=1; concierge-locale=bg; b=2", "concierge-locale")).toBe("bg");
    expect(cookieValue("a=1", "concierge-locale")).toBeNull();
  });

  it("localizes a link: public pages at /bg/x, other pages with lang=bg, English links unchanged", () => {
    expect(localizeLink("https://c.example/pricing", "bg")).toBe("https://c.example/bg/pricing");
    expect(localizeLink("https://c.example/", "bg")).toBe("https://c.example/bg");
    expect(localizeLink("https://c.example/bg/pricing", "bg")).toBe("https://c.example/bg/pricing");
    expect(localizeLink("https://c.example/checkout/success?session_id=x", "bg")).toBe("https://c.example/checkout/success?session_id=x&lang=bg");
    expect(localizeLink("https://c.example/dashboard/tasks#t1", "bg")).toBe("https://c.example/dashboard/tasks?lang=bg#t1");
    expect(localizeLink("/reset-password?token=t", "bg")).toBe("/reset-password?token=t&lang=bg");
    // An API link keeps its address; the page it ends on carries the language.
    expect(localizeLink("https://c.example/api/auth/verify-email?token=t&callbackURL=%2Fmember-login%3Fverified%3D1", "bg")).toBe(
      "https://c.example/api/auth/verify-email?token=t&callbackURL=%2Fmember-login%3Fverified%3D1%26lang%3Dbg",
    );
    expect(localizeLink("https://c.example/api/translation/deliveries/t", "bg")).toBe("https://c.example/api/translation/deliveries/t");
    expect(localizeLink("mailto:a@example.com", "bg")).toBe("mailto:a@example.com");
    expect(localizeLink("https://other.example/x", "bg", "https://c.example")).toBe("https://other.example/x");
    expect(localizeLink("https://c.example/checkout", "en")).toBe("https://c.example/checkout");
  });
});
