import { button, esc, layout, type RenderedMail } from "./layout";

export type NewsletterConfirmData = { confirmUrl: string; unsubscribeUrl: string };

export function newsletterConfirm(d: NewsletterConfirmData): RenderedMail {
  return {
    subject: "Please confirm your subscription to Concierge news",
    headers: { "List-Unsubscribe": `<${d.unsubscribeUrl}>` },
    text: `Hello,\n\nSomeone (hopefully you) asked to receive occasional news and practical tips from Concierge at this address.\n\nConfirm your subscription:\n${d.confirmUrl}\n\nIf this wasn't you, ignore this email and you will not hear from us again. The link expires in 7 days.\n\nUnsubscribe at any time: ${d.unsubscribeUrl}`,
    html: layout({
      title: "Confirm your subscription",
      bodyHtml: `<p>Hello,</p><p>Someone (hopefully you) asked to receive occasional news and practical tips from Concierge at this address.</p>
${button(d.confirmUrl, "Confirm my subscription")}
<p>If this wasn't you, ignore this email and you will not hear from us again. The link expires in 7 days.</p>`,
      footerHtml: `You can <a href="${esc(d.unsubscribeUrl)}">unsubscribe</a> at any time.`,
    }),
  };
}

export type NewsletterAlreadyData = { unsubscribeUrl: string; siteUrl: string };

/** Sent instead of a second confirmation to an address that is already subscribed. */
export function newsletterAlreadySubscribed(d: NewsletterAlreadyData): RenderedMail {
  return {
    subject: "You're already subscribed to Concierge news",
    headers: { "List-Unsubscribe": `<${d.unsubscribeUrl}>` },
    text: `Hello,\n\nSomeone asked to subscribe this address to Concierge news, but it is already subscribed — nothing has changed.\n\nIf you'd rather not receive our emails: ${d.unsubscribeUrl}\n\n${d.siteUrl}`,
    html: layout({
      title: "Already subscribed",
      bodyHtml: `<p>Hello,</p><p>Someone asked to subscribe this address to Concierge news, but it is already subscribed — nothing has changed.</p>`,
      footerHtml: `If you'd rather not receive our emails, <a href="${esc(d.unsubscribeUrl)}">unsubscribe</a>.`,
    }),
  };
}
