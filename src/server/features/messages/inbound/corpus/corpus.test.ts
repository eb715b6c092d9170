import { simpleParser } from "mailparser";
import MailComposer from "nodemailer/lib/mail-composer";
import { describe, expect, it } from "vitest";
import { replyBodyText } from "../reply-text";
import { stripQuotedReply } from "../strip-quotes";
import { CORPUS } from "./replies";

/** A small real PDF, as a scan attached to a reply. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** The reply as the app sends it (real MIME), read as receiveReply reads it. */
async function kept(reply: (typeof CORPUS)[number]): Promise<string> {
  const raw = await new MailComposer({
    from: "Maria Ivanova <maria@example.com>",
    to: "reply+abc@reply.concierge.test",
    subject: "Re: A message from Concierge",
    text: reply.text,
    html: reply.html,
    attachments: reply.attachment ? [{ filename: "scan.pdf", content: PDF, contentType: "application/pdf" }] : [],
  })
    .compile()
    .build();
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  return stripQuotedReply(replyBodyText(mail) ?? "");
}

describe("replies from any mail app keep exactly what their sender wrote", () => {
  it("the corpus has at least 30 replies, in both languages, with and without attachments", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(30);
    expect(CORPUS.filter((r) => /[а-я]/i.test(r.wrote)).length).toBeGreaterThanOrEqual(10);
    expect(CORPUS.filter((r) => r.attachment).length).toBeGreaterThanOrEqual(5);
    expect(CORPUS.filter((r) => !r.text).length).toBeGreaterThanOrEqual(10);
  });

  for (const reply of CORPUS) {
    it(reply.name, async () => {
      expect(await kept(reply)).toBe(reply.wrote);
    });
  }
});
