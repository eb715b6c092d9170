import { describe, expect, it } from "vitest";
import { say } from "./i18n/messages/catalogue";
import { checkUploadFile as check, extensionOf, MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from "./upload";

/** The refusal as the user reads it. */
const checkUploadFile = (file: { name: string; size: number }) => {
  const refusal = check(file);
  return refusal && say(refusal, "en");
};

describe("upload rules", () => {
  it("accepts the spec's extensions, in any case", () => {
    for (const name of ["a.pdf", "b.DOCX", "c.jpeg", "report.final.xlsx", "x.gdoc", "y.pages", "z.csv"]) {
      expect(checkUploadFile({ name, size: 10 })).toBeNull();
    }
    expect(UPLOAD_ACCEPT).toContain(".pdf");
  });

  it("refuses other extensions with the spec's message", () => {
    for (const name of ["virus.exe", "noext", ".pdf", "doc.", "a.pdf.exe", "page.html", "x.svg"]) {
      expect(checkUploadFile({ name, size: 10 })).toBe("Invalid file type. Please upload a supported document format.");
    }
  });

  it("allows exactly 5 MB and refuses one byte more", () => {
    expect(checkUploadFile({ name: "a.pdf", size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(checkUploadFile({ name: "a.pdf", size: MAX_UPLOAD_BYTES + 1 })).toBe("File is too large. Maximum size is 5MB.");
  });

  it("refuses an empty file", () => {
    expect(checkUploadFile({ name: "a.txt", size: 0 })).toMatch(/empty/);
  });

  it("reads extensions", () => {
    expect(extensionOf("Scan 1.JPG")).toBe("jpg");
    expect(extensionOf("archive.tar.gz")).toBe("gz");
    expect(extensionOf("README")).toBe("");
  });
});
