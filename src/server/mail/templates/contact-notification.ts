import { serviceLabel } from "../../../core/contact";
import { esc, layout, type RenderedMail } from "./layout";

export type ContactNotificationData = { name: string; email: string; service: string; message: string; submittedAt: string };

/** To the operator: a new contact request. Reply-To is the visitor, so "Reply" just works. */
export function contactNotification(d: ContactNotificationData): RenderedMail {
  const service = serviceLabel(d.service);
  return {
    subject: `New contact request: ${service} — ${d.name}`,
    headers: { "Reply-To": d.email },
    text: `New contact request\n\nName: ${d.name}\nEmail: ${d.email}\nHelp needed: ${service}\nReceived: ${d.submittedAt}\n\n${d.message}\n\nReply to this email to answer ${d.name} directly. We promise a reply within 24 hours.`,
    html: layout({
      title: "New contact request",
      bodyHtml: `<p><strong>New contact request</strong></p>
<table role="presentation" cellpadding="4">
<tr><td style="color:#78716c">Name</td><td>${esc(d.name)}</td></tr>
<tr><td style="color:#78716c">Email</td><td><a href="mailto:${esc(d.email)}">${esc(d.email)}</a></td></tr>
<tr><td style="color:#78716c">Help needed</td><td>${esc(service)}</td></tr>
<tr><td style="color:#78716c">Received</td><td>${esc(d.submittedAt)}</td></tr>
</table>
<p style="white-space:pre-wrap;background:#f5f5f4;padding:12px;border-radius:8px">${esc(d.message)}</p>
<p>Reply to this email to answer ${esc(d.name)} directly. We promise a reply within 24 hours.</p>`,
    }),
  };
}
