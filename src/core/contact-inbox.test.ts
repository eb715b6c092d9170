import { describe, expect, it } from "vitest";
import { contactSchema, oneLine } from "./contact";
import { contactReplySchema, replySubjectFor, taskTitleFor } from "./contact-inbox";
import { translationFormSchema } from "./translation";

describe("one-line fields", () => {
  it("turns line breaks, tabs and other control characters into one space", () => {
    expect(oneLine("Eve\r\nBcc: a@b.c")).toBe("Eve Bcc: a@b.c");
    expect(oneLine("  A\u0085B\u2028C\tD  ")).toBe("A B C D");
    expect(contactSchema.parse({ name: "Ana\nX-Evil: 1", email: "a@b.co", service: "custom", message: "Hi\nthere" })).toMatchObject({
      name: "Ana X-Evil: 1",
      message: "Hi\nthere",
    });
    expect(translationFormSchema.parse({ name: "Ana\r\nB", email: "a@b.co" }).name).toBe("Ana B");
  });

  it("a reply subject with a line break is refused; the body keeps its lines", () => {
    expect(contactReplySchema.safeParse({ subject: "Hi\r\nBcc: a@b.c", body: "x" }).success).toBe(false);
    expect(contactReplySchema.parse({ subject: " Re: help ", body: "Line 1\nLine 2" })).toEqual({ subject: "Re: help", body: "Line 1\nLine 2" });
  });

  it("suggests a subject and a task title from the request", () => {
    expect(replySubjectFor({ service: "paperwork" })).toBe("Re: Paperwork setup");
    expect(taskTitleFor({ service: "calls", name: "Maria" })).toBe("Phone calls & appointments — Maria");
  });
});
