import { describe, expect, it } from "vitest";
import { eikValid as isValidEik } from "./invoices";

describe("ЕИК check digits", () => {
  it("accept codes whose check digit is right, the seller of the e2e configuration's among them", () => {
    for (const eik of ["131468980", "831641791", "175074752", "000627519", "130277328", "121858220"]) expect(isValidEik(eik), eik).toBe(true);
  });

  it("refuse a 9-digit code with any other last digit", () => {
    for (let d = 1; d <= 9; d++) expect(isValidEik(`13146898${d}`)).toBe(false);
    expect(isValidEik("121627044")).toBe(false);
  });

  it("use the second weights when the first sum leaves 10 (10000008 → 6)", () => {
    // 1·1 + 8·8 = 65 = 5·11 + 10: the weights 3…10 give 3 + 80 = 83 = 7·11 + 6.
    expect(isValidEik("100000086")).toBe(true);
    expect(isValidEik("100000080")).toBe(false);
  });

  it("check a branch's 13 digits: the entity's nine and the branch's own check digit", () => {
    expect(isValidEik("1314689800015")).toBe(true);
    expect(isValidEik("1314689805437")).toBe(true);
    expect(isValidEik("1314689800016")).toBe(false);
    // A right branch check digit does not save a wrong entity check digit.
    expect(isValidEik("1314689810015")).toBe(false);
  });

  it("refuse anything that is not 9 or 13 digits", () => {
    for (const eik of ["", "13146898", "1314689800", "BG131468980", "13146898O", " 131468980", "000000000"]) expect(isValidEik(eik)).toBe(false);
  });
});
