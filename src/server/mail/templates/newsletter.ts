import { button, esc, layout, mailLink, type RenderedMail } from "./layout";

/** Newsletter mail, in the language the visitor used on the sign-up form. */
type Lang = "en" | "bg";
const htmlLang = (html: string, lang: Lang) => html.replace('<html lang="en">', `<html lang="${lang}">`);

/**
 * RFC 8058 one-click: the mail client POSTs to the one-click address and the address is gone from
 * the list. A mail queued before the one-click address existed names the unsubscribe page only.
 */
function listUnsubscribe(page: string, oneClickUrl: string | undefined): Record<string, string> {
  if (!oneClickUrl) return { "List-Unsubscribe": `<${page}>` };
  return { "List-Unsubscribe": `<${oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export type NewsletterConfirmData = { lang?: Lang; confirmUrl: string; unsubscribeUrl: string; oneClickUrl?: string };

export function newsletterConfirm(data: NewsletterConfirmData): RenderedMail {
  const d = { ...data, confirmUrl: mailLink(data.confirmUrl, data.lang), unsubscribeUrl: mailLink(data.unsubscribeUrl, data.lang) };
  const headers = listUnsubscribe(d.unsubscribeUrl, data.oneClickUrl);
  if (d.lang === "bg") {
    return {
      subject: "Моля, потвърдете абонамента си за новините на Concierge",
      headers,
      text: `Здравейте,\n\nНякой (надяваме се вие) поиска да получава на този адрес от време на време новини и практични съвети от Concierge.\n\nПотвърдете абонамента си:\n${d.confirmUrl}\n\nАко не сте били вие, не обръщайте внимание на писмото и няма да ви пишем повече. Връзката е валидна 7 дни.\n\nОтписване по всяко време: ${d.unsubscribeUrl}`,
      html: htmlLang(
        layout({
          lang: "bg",
          title: "Потвърдете абонамента си",
          bodyHtml: `<p>Здравейте,</p><p>Някой (надяваме се вие) поиска да получава на този адрес от време на време новини и практични съвети от Concierge.</p>
${button(d.confirmUrl, "Потвърждавам абонамента", "bg")}
<p>Ако не сте били вие, не обръщайте внимание на писмото и няма да ви пишем повече. Връзката е валидна 7 дни.</p>`,
          footerHtml: `Можете да се <a href="${esc(d.unsubscribeUrl)}">отпишете</a> по всяко време.`,
        }),
        "bg",
      ),
    };
  }
  return {
    subject: "Please confirm your subscription to Concierge news",
    headers,
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

export type NewsletterAlreadyData = { lang?: Lang; unsubscribeUrl: string; oneClickUrl?: string; siteUrl: string };

/** Sent instead of a second confirmation to an address that is already subscribed. */
export function newsletterAlreadySubscribed(data: NewsletterAlreadyData): RenderedMail {
  const d = { ...data, unsubscribeUrl: mailLink(data.unsubscribeUrl, data.lang), siteUrl: mailLink(data.siteUrl, data.lang) };
  const headers = listUnsubscribe(d.unsubscribeUrl, data.oneClickUrl);
  if (d.lang === "bg") {
    return {
      subject: "Вече сте абонирани за новините на Concierge",
      headers,
      text: `Здравейте,\n\nНякой поиска да абонира този адрес за новините на Concierge, но той вече е абониран — нищо не е променено.\n\nАко не искате да получавате имейлите ни: ${d.unsubscribeUrl}\n\n${d.siteUrl}`,
      html: htmlLang(
        layout({
          lang: "bg",
          title: "Вече сте абонирани",
          bodyHtml: `<p>Здравейте,</p><p>Някой поиска да абонира този адрес за новините на Concierge, но той вече е абониран — нищо не е променено.</p>`,
          footerHtml: `Ако не искате да получавате имейлите ни, <a href="${esc(d.unsubscribeUrl)}">отпишете се</a>.`,
        }),
        "bg",
      ),
    };
  }
  return {
    subject: "You're already subscribed to Concierge news",
    headers,
    text: `Hello,\n\nSomeone asked to subscribe this address to Concierge news, but it is already subscribed — nothing has changed.\n\nIf you'd rather not receive our emails: ${d.unsubscribeUrl}\n\n${d.siteUrl}`,
    html: layout({
      title: "Already subscribed",
      bodyHtml: `<p>Hello,</p><p>Someone asked to subscribe this address to Concierge news, but it is already subscribed — nothing has changed.</p>`,
      footerHtml: `If you'd rather not receive our emails, <a href="${esc(d.unsubscribeUrl)}">unsubscribe</a>.`,
    }),
  };
}
