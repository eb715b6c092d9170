import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { outbox } from "../../../db/schema";
import { notFound } from "../../../http/errors";
import { declareRoutes } from "../../../http/route";
import type { AppInstance } from "../../../http/types";
import { tokenOfAddress } from "./reply-address";

/** The longest reply the dev mailbox's form takes (a message is at most 10 000 characters anyway). */
const FORM_LIMIT = 64 * 1024;

/**
 * The embedded default has no IMAP mailbox: the dev mailbox's Reply button (registered with it,
 * never in production) writes the reply a mail client would — from the mail's recipient to its
 * Reply-To, the original quoted below — and hands the raw email to the same `receiveReply` the
 * IMAP fetcher uses.
 */
export async function devReplyRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: FORM_LIMIT }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  declareRoutes(app).post(
    "/dev/mailbox/:id/reply",
    { access: "public", schema: { params: z.object({ id: z.uuid() }), body: z.object({ text: z.string().max(FORM_LIMIT) }) } },
    async (req, reply) => {
      const [mail] = await db.select().from(outbox).where(eq(outbox.id, req.params.id));
      const replyTo = mail?.headers["Reply-To"];
      if (!mail || !replyTo || !config.replyDomain || !tokenOfAddress(replyTo, config.replyDomain)) return notFound();
      const quoted = mail.text
        .split("\n")
        .map((l) => `> ${l}`)
        .join("\n");
      const { default: MailComposer } = await import("nodemailer/lib/mail-composer");
      const raw = await new MailComposer({
        from: mail.to,
        to: replyTo,
        subject: `Re: ${mail.subject}`,
        messageId: `<${randomUUID()}@dev-mailbox.localhost>`,
        text: `${req.body.text}\n\nOn ${mail.createdAt.toUTCString()}, Concierge wrote:\n${quoted}\n`,
      })
        .compile()
        .build();
      // mailparser is loaded on the first reply, not at every start.
      const { inboundDepsOf, receiveReply } = await import("./receive-reply");
      const outcome = await receiveReply(inboundDepsOf(app), raw, { source: "dev" });
      const result = outcome.status === "dropped" ? `dropped:${outcome.reason}` : outcome.status;
      return reply.redirect(`/dev/mailbox/${mail.id}?reply=${encodeURIComponent(result)}`, 303);
    },
  );
}
