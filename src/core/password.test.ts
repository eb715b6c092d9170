import { describe, expect, it } from "vitest";
import { messageText } from "./i18n/messages/message";
import { isCommonPassword, PASSWORD_MESSAGES, passwordProblem } from "./password";
import { changePasswordSchema, SETTINGS_MESSAGES } from "./settings";

describe("password rule", () => {
  it("wants 10+ characters that are not a common password", () => {
    expect(passwordProblem("")).toBe(PASSWORD_MESSAGES.required);
    expect(passwordProblem("Abc-12345")).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem("x".repeat(129))).toBe(PASSWORD_MESSAGES.tooLong);
    for (const common of ["1234567890", "QWERTYUIOP", "password123", "Concierge2026!", "aaaaaaaaaaaa", "!!Sofia2024"]) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    expect(passwordProblem("Tram-Route-Twelve-Vitosha")).toBeNull();
  });

  it("password change form: all fields, matching, and the rule", () => {
    const ok = { currentPassword: "old-one", newPassword: "Tram-Route-Twelve-Vitosha", confirmPassword: "Tram-Route-Twelve-Vitosha" };
    expect(changePasswordSchema.safeParse(ok).success).toBe(true);
    const first = (v: object) => changePasswordSchema.safeParse(v).error?.issues[0]?.message;
    expect(first({ ...ok, currentPassword: "" })).toBe(messageText(SETTINGS_MESSAGES.allPasswordFields));
    expect(first({ ...ok, confirmPassword: "Tram-Route-Twelve-Vitosh" })).toBe(messageText(SETTINGS_MESSAGES.passwordsDiffer));
    expect(first({ ...ok, newPassword: "qwertyuiop", confirmPassword: "qwertyuiop" })).toBe(messageText(PASSWORD_MESSAGES.common));
  });
});
