import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../db/schema";
import { setupTestApp, uniqueEmail } from "../test/app";
import { enqueueMail } from "./outbox";
import { createOutboxPurge } from "./outbox-purge";
import { createOutboxWorker } from "./outbox-worker";
import { devTransport } from "./transport";

const ctx = await setupTestApp();
const DAY = 24 * 3600 * 1000;
const RESET_URL = "http://concierge.localhost/reset-password?token=purge-me-secret-token";

async function queueReset(to: string) {
  await enqueueMail(ctx.db, { template: "accountResetPassword", to, data: { name: "Maria Petrova", resetUrl: RESET_URL } }, ctx.clock.now());
}
const rowOf = async (id: string) => (await ctx.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

describe("outbox purge", () => {
  it("keeps a sent mail's content for OUTBOX_RETENTION_DAYS, then keeps only its subject", async () => {
    const to = uniqueEmail("purge");
    await queueReset(to);
    const lines: string[] = [];
    const worker = createOutboxWorker({ db: ctx.db, transport: devTransport((l) => lines.push(l)), from: "c@concierge.test", clock: ctx.clock, log: ctx.app.log });
    await worker.runOnce();
    const [sent] = await ctx.mailTo(to);
    expect(sent?.status).toBe("sent");
    const purge = createOutboxPurge({ db: ctx.db, clock: ctx.clock, retentionDays: 7, log: ctx.app.log });

    ctx.clock.advance(7 * DAY - 60_000);
    await purge.runOnce();
    expect((await rowOf(sent!.id)).text).toContain(RESET_URL);

    ctx.clock.advance(120_000);
    expect(await purge.runOnce()).toBeGreaterThanOrEqual(1);
    const purged = await rowOf(sent!.id);
    expect(purged).toMatchObject({ to: "", html: "", text: "", headers: {}, status: "sent", subject: sent!.subject });
    expect(JSON.stringify(purged)).not.toContain("purge-me-secret-token");
    expect(JSON.stringify(purged)).not.toContain("Maria");
    expect(await purge.runOnce()).toBe(0);
  });

  it("never touches mail that is still waiting to be sent, however old", async () => {
    const to = uniqueEmail("pending");
    await queueReset(to);
    const [row] = await ctx.mailTo(to);
    ctx.clock.advance(30 * DAY);
    await createOutboxPurge({ db: ctx.db, clock: ctx.clock, retentionDays: 7, log: ctx.app.log }).runOnce();
    expect(await rowOf(row!.id)).toMatchObject({ to, status: "pending" });
    expect((await rowOf(row!.id)).text).toContain(RESET_URL);
  });
});

describe("dev mail transport", () => {
  it("logs who got which mail and where to read it, never the body or its links", async () => {
    const lines: string[] = [];
    await devTransport((l) => lines.push(l)).send({
      from: "c@concierge.test",
      to: "maria@example.com",
      subject: "Reset your password",
      html: `<a href="${RESET_URL}">reset</a>`,
      text: `Reset: ${RESET_URL}`,
      headers: {},
    });
    expect(lines).toEqual(['[dev mailbox] to maria@example.com: "Reset your password" — read it at /dev/mailbox']);
  });
});
