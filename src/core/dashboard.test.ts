import { describe, expect, it } from "vitest";
import { DUE_LINKS, messagePreview } from "./dashboard";

describe("messagePreview", () => {
  it("shows the first line, cut to 30 characters plus '...'", () => {
    expect(messagePreview("Short one\nsecond line")).toBe("Short one");
    expect(messagePreview("123456789012345678901234567890")).toBe("123456789012345678901234567890");
    expect(messagePreview("1234567890123456789012345678901")).toBe("123456789012345678901234567890...");
  });

  it("shows a composed message's subject without its bold markers", () => {
    expect(messagePreview("**Your documents**\n\nThey are ready")).toBe("Your documents");
  });

  it("skips leading blank lines and keeps markup as plain text", () => {
    expect(messagePreview("\n\n<b>hi</b>")).toBe("<b>hi</b>");
    expect(messagePreview("")).toBe("");
  });
});

describe("DUE_LINKS", () => {
  it("sends each kind of promise to the screen where it is answered", () => {
    expect(DUE_LINKS).toEqual({ contact: "/dashboard/contact", message: "/dashboard/messages", translation: "/dashboard/translations" });
  });
});
