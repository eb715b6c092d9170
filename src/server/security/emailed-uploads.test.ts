import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import MailComposer from "nodemailer/lib/mail-composer";
import { afterAll, describe, expect, it } from "vitest";
import { documents } from "../db/schema";
import { inboundDepsOf, receiveReply } from "../features/messages/inbound/receive-reply";
import { setupTestApp } from "../test/app";
import { createAdmin, createMember } from "../test/factories";
import { FILES, tempStore } from "../test/payments";
import { apiAs } from "../test/tasks";
import { figures } from "./report";

/**
 * Attachments that arrive by email (replies to message emails) are uploads like any other: the
 * same daily budget per account as the site's uploads. A member mailing scans in a loop stores no
 * more than the budget, and is told so once an hour, not once a mail.
 */
const QUOTA_MB = 5;
const MB = 1024 * 1024;
const { dir, store } = tempStore();
const ctx = await setupTestApp({ storage: store, env: { REPLY_DOMAIN: "reply.concierge.test", UPLOAD_QUOTA_ACCOUNT_MB: String(QUOTA_MB) } });
const f = figures("Security: attachments that arrive by email");
afterAll(f.print);

const pdf = (bytes: number) => Buffer.concat([FILES.pdf, Buffer.alloc(bytes - FILES.pdf.length, 0x20)]);
const bytesOnDisk = (): number =>
  (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((e) => e.isFile()).reduce((n, e) => n + fs.statSync(path.join(e.parentPath, e.name)).size, 0);

describe("emailed attachments and the daily upload budget", () => {
  it("a member mailing 3 MB of scans 6 times stores at most the daily budget, and hears of it once", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx, { email: ctx.config.OPERATOR_EMAIL }));
    const member = await createMember(ctx);
    expect((await admin.post("/api/messages/compose", { clientId: member.id, subject: "Documents", content: "Please send your scans." })).statusCode).toBe(201);
    const [mail] = (await ctx.mailTo(member.email)).filter((m) => m.template === "messageToMember");
    const address = mail!.headers["Reply-To"]!;

    const before = bytesOnDisk();
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const attachments = [1, 2, 3].map((n) => ({ filename: `scan-${i}-${n}.pdf`, content: pdf(MB) }));
      const raw = await new MailComposer({ messageId: `<${randomUUID()}@client.example>`, from: member.email, to: address, subject: "Re: Documents", text: `Batch ${i}`, attachments }).compile().build();
      const outcome = await receiveReply(inboundDepsOf(ctx.app), raw, { source: "imap" });
      outcomes.push(outcome.status === "dropped" ? outcome.reason : outcome.status);
    }
    const stored = bytesOnDisk() - before;
    const docs = await ctx.db.select({ size: documents.size }).from(documents).where(eq(documents.uploadedBy, member.id));
    const recorded = docs.reduce((n, d) => n + d.size, 0);
    const over = Math.max(0, stored - QUOTA_MB * MB);
    const notices = (await ctx.mailTo(member.email)).filter((m) => m.template === "replyNotPosted").length;

    f.add({ check: `emailed attachments over the daily budget stored (6 mails × 3 MB, budget ${QUOTA_MB} MB)`, figure: `${over} bytes`, target: "0", ok: over === 0 });
    f.add({ check: "emails kept out for the budget (nothing posted, nothing stored)", figure: outcomes.filter((o) => o === "over_budget").length, target: "5", ok: outcomes.filter((o) => o === "over_budget").length === 5 });
    f.add({ check: "answers to the sender for those emails within the hour", figure: notices, target: "1", ok: notices === 1 });
    expect(outcomes).toEqual(["posted", "over_budget", "over_budget", "over_budget", "over_budget", "over_budget"]);
    expect(over).toBe(0);
    expect(recorded).toBe(stored);
    expect(notices).toBe(1);
  });
});
