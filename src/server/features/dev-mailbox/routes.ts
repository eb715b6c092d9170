import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { devMailboxContract } from "../../../core/dev-mailbox";
import type { AppInstance } from "../../http/types";
import { outbox } from "../../db/schema";
import { notFound } from "../../http/errors";
import { mailAttachments } from "../payments";
import { esc } from "../../mail/templates/layout";
import { declareRoutes } from "../../http/route";

/**
 * The embedded default's mailbox (only registered without SMTP_URL): every email the
 * product wrote, so a newcomer can verify an account or confirm a subscription locally.
 */
export async function devMailboxRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db } = app.deps;
  const list = () =>
    db
      .select({ id: outbox.id, to: outbox.to, subject: outbox.subject, template: outbox.template, status: outbox.status, createdAt: outbox.createdAt })
      .from(outbox)
      .orderBy(desc(outbox.seq))
      .limit(200);

  route.from(devMailboxContract.list, {}, async (req) => {
    const to = req.query.to?.toLowerCase();
    const rows = to
      ? await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.seq)).limit(50)
      : await db.select().from(outbox).orderBy(desc(outbox.seq)).limit(50);
    return rows.map(({ id, to, subject, text, html, template, status, headers, createdAt }) => ({
      id,
      to,
      subject,
      text,
      html,
      template,
      replyTo: headers["Reply-To"] ?? null,
      status,
      createdAt: createdAt.toISOString(),
    }));
  });

  route.get("/dev/mailbox", { access: "public" }, async (_req, reply) => {
    const rows = await list();
    const items = rows
      .map(
        (r) => `<tr><td>${esc(r.createdAt.toISOString().replace("T", " ").slice(0, 19))}</td><td>${esc(r.to)}</td>
<td><a href="/dev/mailbox/${r.id}">${esc(r.subject)}</a></td><td>${esc(r.status)}</td></tr>`,
      )
      .join("");
    return reply.type("text/html").send(page("Dev mailbox", `<h1>Dev mailbox</h1>
<p>No SMTP_URL is set, so email stays here instead of leaving the machine. Newest first.</p>
${rows.length ? `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>${items}</tbody></table>` : "<p>No email yet.</p>"}`));
  });

  route.get(
    "/dev/mailbox/:id",
    { access: "public", schema: { params: z.object({ id: z.uuid() }), querystring: z.object({ reply: z.string().max(60).optional() }) } },
    async (req, reply) => {
      const [mail] = await db.select().from(outbox).where(eq(outbox.id, req.params.id));
      if (!mail) return notFound();
      // The HTML part (sandboxed, as a mail client shows it) and the text part side by side, both from one template.
      // A mail with a reply address (reply by email) can be answered from here, as from the recipient's mail client.
      const replyTo = mail.headers["Reply-To"];
      const canReply = !!replyTo && /^reply\+[a-z2-7]{32}@/.test(replyTo);
      const replied = req.query.reply ? `<p role="status">Reply: ${esc(req.query.reply)}</p>` : "";
      const replyForm = canReply
        ? `<form method="post" action="/dev/mailbox/${mail.id}/reply"><h2>Reply</h2>
<p>As ${esc(mail.to)} to ${esc(replyTo)}, through the same processing as replies fetched over IMAP.</p>
<label for="reply-text">Your reply</label><br><textarea id="reply-text" name="text" rows="5" style="width:100%" required></textarea><br>
<button type="submit">Reply</button></form>`
        : "";
      return reply.type("text/html").send(page(mail.subject, `<p><a href="/dev/mailbox">← All mail</a></p>
<h1>${esc(mail.subject)}</h1><p>To: ${esc(mail.to)}</p>
<div class="parts">
<section aria-labelledby="part-html"><h2 id="part-html">HTML</h2><iframe title="Message (HTML)" sandbox="allow-top-navigation-by-user-activation" srcdoc="${esc(`<base target="_top">${mail.html}`)}"></iframe></section>
<section aria-labelledby="part-text"><h2 id="part-text">Plain text</h2><pre>${esc(mail.text)}</pre></section>
</div>
${mail.attachments.length ? `<p>Attachments: ${mail.attachments.map((a, i) => `<a href="/dev/mailbox/${mail.id}/attachments/${i}">${a.kind === "invite" ? "invite (.ics)" : `${esc(a.kind)} (PDF)`}</a>`).join(", ")}</p>` : ""}
${replied}${replyForm}`));
    },
  );

  // A mail's attachment, made as the worker makes it when it sends the mail (features/payments/attachments.ts).
  const attach = mailAttachments(db, app.business);
  route.get(
    "/dev/mailbox/:id/attachments/:n",
    { access: "public", schema: { params: z.object({ id: z.uuid(), n: z.coerce.number().int().min(0).max(20) }) } },
    async (req, reply) => {
      const [mail] = await db.select({ attachments: outbox.attachments }).from(outbox).where(eq(outbox.id, req.params.id));
      const ref = mail?.attachments[req.params.n];
      if (!ref) return notFound();
      const [file] = await attach([ref]);
      return reply.type(file!.contentType).header("Content-Disposition", `inline; filename="${file!.filename}"`).send(file!.content);
    },
  );
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:1280px;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}td,th{padding:.4rem;border-bottom:1px solid #ddd;text-align:left}
.parts{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,420px),1fr));gap:1rem;align-items:start}.parts h2{font-size:1rem;margin:0 0 .5rem}
.parts iframe{width:100%;height:70vh;border:1px solid #ccc;border-radius:8px}.parts pre{white-space:pre-wrap;overflow-wrap:anywhere;margin:0;padding:1rem;height:70vh;overflow:auto;box-sizing:border-box;border:1px solid #ccc;border-radius:8px;background:#fafaf9}</style></head><body>${body}</body></html>`;
}
