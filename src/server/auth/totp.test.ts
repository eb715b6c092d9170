import { describe, expect, it } from "vitest";
import { base32Decode, hotp, totp, totpStep } from "./totp";

// RFC 4226 appendix D and RFC 6238 appendix B: the secret "12345678901234567890" (SHA-1).
const SECRET = Buffer.from("12345678901234567890");
const SECRET_BASE32 = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("TOTP", () => {
  it("decodes base32 in any case, with padding and spaces", () => {
    expect(base32Decode(SECRET_BASE32)).toEqual(SECRET);
    expect(base32Decode("gezd gnbv gy3t qojq gezd gnbv gy3t qojq")).toEqual(SECRET);
    expect(base32Decode("MY======").toString()).toBe("f");
    expect(() => base32Decode("GEZ1")).toThrow("Invalid Base32 character: 1");
  });

  it("gives RFC 4226's HOTP values", () => {
    expect([0, 1, 2, 3, 9].map((c) => hotp(SECRET, c))).toEqual(["755224", "287082", "359152", "969429", "520489"]);
  });

  it("gives RFC 6238's TOTP values (their last six digits) in 30 s steps", () => {
    expect(totp(SECRET_BASE32, 59_000)).toBe("287082");
    expect(totp(SECRET_BASE32, 1_111_111_109_000)).toBe("081804");
    expect(totp(SECRET_BASE32, 2_000_000_000_000)).toBe("279037");
    expect(totpStep(59_999)).toBe(1);
    expect(totpStep(60_000)).toBe(2);
  });
});
