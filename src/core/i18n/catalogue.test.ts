import { describe, expect, it } from "vitest";
import { compileCatalogue } from "../../../scripts/catalogues.mjs";
import { defineCatalogue } from "./catalogue";

/**
 * What a person typed comes out of a message exactly as typed. Lingui decodes `\uXXXX` and
 * `\xXX` in a formatted message, values included: a name typed as the six characters `\u0000`
 * became a real NUL in every mail naming that person, `\u000d\u000a` a line break in a subject.
 */
const files = {
  en: {
    hello: "Hello {name}, welcome",
    pair: "{first}{second}",
    kind: "{kind, select, member {Member {name}} other {Guest {name}}}",
    files: "{count, plural, one {# file from {name}} other {# files from {name}}}",
    own: "Caf\\u00e9 {name}",
  },
  bg: {
    hello: "Здравейте, {name}",
    pair: "{first}{second}",
    kind: "{kind, select, member {Член {name}} other {Гост {name}}}",
    files: "{count, plural, one {# файл от {name}} other {# файла от {name}}}",
    own: "Caf\\u00e9 {name}",
  },
};
const source = defineCatalogue("typedEscapesSource", files);
// The browser reads catalogues compiled at build time (scripts/catalogues.mjs); tests and the server compile on first use.
const compiled = defineCatalogue("typedEscapesCompiled", {
  en: JSON.parse(compileCatalogue(JSON.stringify(files.en))) as typeof files.en,
  bg: JSON.parse(compileCatalogue(JSON.stringify(files.bg))) as typeof files.bg,
});

/** As typed: each `\` is one backslash character. */
const TYPED = ["\\u0000", "\\u000d\\u000a", "\\x41", "a\\b", "\\", "\\\\u0000", "\\u005c", "\\ud800", "{name}", "it's '{x}'", "Ann \\u0000 Lee"];

describe.each([
  ["source", source],
  ["compiled", compiled],
])("a %s catalogue", (_, catalogue) => {
  const en = catalogue.translate("en");
  const bg = catalogue.translate("bg");

  it("renders each typed value exactly as typed, inside the message's own text, in every language", () => {
    for (const name of TYPED) {
      expect(en("hello", { name })).toBe(`Hello ${name}, welcome`);
      expect(bg("hello", { name })).toBe(`Здравейте, ${name}`);
    }
  });

  it("does not join two values into an escape sequence", () => {
    expect(en("pair", { first: "\\", second: "u0041" })).toBe("\\u0041");
    expect(en("pair", { first: "a\\u00", second: "41" })).toBe("a\\u0041");
    expect(en("pair", { first: "\\x4", second: "1\\" })).toBe("\\x41\\");
  });

  it("still selects by a string value and counts by a number, with the typed value inside", () => {
    expect(en("kind", { kind: "member", name: "\\x41" })).toBe("Member \\x41");
    expect(en("kind", { kind: "guest", name: "\\u0000" })).toBe("Guest \\u0000");
    expect(bg("kind", { kind: "member", name: "a\\b" })).toBe("Член a\\b");
    expect(en("files", { count: 1, name: "\\u000d\\u000a" })).toBe("1 file from \\u000d\\u000a");
    expect(bg("files", { count: 3, name: "\\x41" })).toBe("3 файла от \\x41");
  });

  it("still decodes an escape sequence the catalogue's own text holds", () => {
    expect(en("own", { name: "Ann" })).toBe("Café Ann");
    expect(en("own", { name: "\\u00e9" })).toBe("Café \\u00e9");
  });
});
