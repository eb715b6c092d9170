import { formatMoney, type Currency } from "../../../core/money";
import { button, esc, layout, mailLink, mailTime, type RenderedMail } from "./layout";
import type { Lang } from "./tasks";

/** Emails of issue 9 (clients, hours, payment requests), in the member's language. */
function render(lang: Lang, subject: string, title: string, lines: string[], rawLink: string, linkLabel: string): RenderedMail {
  const link = mailLink(rawLink, lang);
  return {
    subject,
    text: `${lines.join("\n\n")}\n\n${link}`,
    html: layout({ lang, title, bodyHtml: `${lines.map((l) => `<p>${esc(l)}</p>`).join("")}${button(link, linkLabel, lang)}` }).replace(
      '<html lang="en">',
      `<html lang="${lang}">`,
    ),
  };
}
const hello = (name: string, lang: Lang) => (lang === "bg" ? (name ? `Здравейте, ${name},` : "Здравейте,") : name ? `Hello ${name},` : "Hello,");

export type ClientInviteData = { lang: Lang; name: string; email: string; link: string; /** ISO: when the link stops working. */ expiresAt: string };

/**
 * The operator made an account for the client (Add New Client, Convert to client): the button
 * sets their own password and signs them in. Single use, 7 days; the operator can send a new one.
 */
export function clientInvite(d: ClientInviteData): RenderedMail {
  const until = mailTime(d.expiresAt, d.lang);
  if (d.lang === "bg") {
    return render(
      "bg",
      "Поканени сте в Concierge: изберете парола",
      "Добре дошли в Concierge",
      [
        hello(d.name, "bg"),
        `Създадохме профил за вас в Concierge с имейл ${d.email}.`,
        `Изберете своя парола чрез бутона по-долу и ще влезете направо в таблото си. Връзката работи веднъж, до ${until}; ако изтече, помолете ни за нова покана.`,
      ],
      d.link,
      "Изберете парола",
    );
  }
  return render(
    "en",
    "You're invited to Concierge: choose your password",
    "Welcome to Concierge",
    [
      hello(d.name, "en"),
      `We have created a Concierge account for you with the email ${d.email}.`,
      `Choose your own password with the button below and you will go straight to your dashboard. The link works once, until ${until}; if it runs out, ask us for a new invitation.`,
    ],
    d.link,
    "Choose your password",
  );
}

export type LowBalanceData = { lang: Lang; name: string; balance: number; /** The pack the link puts in the cart. */ pack: number; link: string };

/** The balance fell below 2 hours after a debit: one email per crossing, with a link to buy a pack. */
export function lowBalance(d: LowBalanceData): RenderedMail {
  if (d.lang === "bg") {
    return render(
      "bg",
      "Предплатените ви часове са на привършване",
      "Малко оставащи часове",
      [
        hello(d.name, "bg"),
        `Остават ви ${d.balance} предплатени часа.`,
        `Бутонът отваря плащането с пакет от ${d.pack} ${d.pack === 1 ? "час" : "часа"}: платете с карта и часовете се добавят веднага, за да продължим работата без прекъсване.`,
      ],
      d.link,
      "Купете часове",
    );
  }
  return render(
    "en",
    "Your prepaid hours are running low",
    "Prepaid hours running low",
    [
      hello(d.name, "en"),
      `You have ${d.balance} prepaid hours left.`,
      `The button opens the checkout with a ${d.pack}-hour pack: pay by card and the hours are added at once, so we can keep working without a pause.`,
    ],
    d.link,
    "Buy hours",
  );
}

export type PackAccountReadyData = { lang: Lang; name: string; email: string; hours: number; link: string };

/**
 * A visitor bought a pack for an address with no confirmed account: the hours wait on the account
 * for it, usable once they set a password through this link (which proves the address is theirs).
 */
export function packAccountReady(d: PackAccountReadyData): RenderedMail {
  if (d.lang === "bg") {
    return render(
      "bg",
      "Часовете ви чакат: изберете парола",
      "Вашите предплатени часове",
      [
        hello(d.name, "bg"),
        `Записахме ${d.hours} предплатени часа към профила за ${d.email}.`,
        "Изберете парола чрез бутона по-долу: така потвърждавате имейла си и можете да влезете и да използвате часовете. Връзката е валидна 7 дни; след това използвайте „Забравена парола“ на страницата за вход.",
      ],
      d.link,
      "Изберете парола",
    );
  }
  return render(
    "en",
    "Your hours are waiting: choose a password",
    "Your prepaid hours",
    [
      hello(d.name, "en"),
      `We have put ${d.hours} prepaid hours on the account for ${d.email}.`,
      "Choose a password with the button below: it confirms your email, and then you can sign in and use the hours. The link works for 7 days; after that, use “Forgot password” on the sign-in page.",
    ],
    d.link,
    "Choose a password",
  );
}

export type PaymentRequestedData = { lang: Lang; name: string; amount: number; currency: Currency; description: string; dueAt: string; link: string };

/** The operator billed the member (Payment Due); the button is the request's pay link (no sign-in). */
export function paymentRequested(d: PaymentRequestedData): RenderedMail {
  const amount = formatMoney(d.amount, d.currency, d.lang === "bg" ? "bg-BG" : "en-GB");
  const due = mailTime(d.dueAt, d.lang);
  if (d.lang === "bg") {
    return render(
      "bg",
      `Плащане за ${amount}`,
      "Дължимо плащане",
      [hello(d.name, "bg"), `Имате дължимо плащане: ${d.description} — ${amount}.`, `Срок за плащане: ${due}.`, PAY_WITHOUT_SIGN_IN.bg],
      d.link,
      "Платете",
    );
  }
  return render(
    "en",
    `Payment due: ${amount}`,
    "Payment due",
    [hello(d.name, "en"), `You have a payment due: ${d.description} — ${amount}.`, `Please pay by ${due}.`, PAY_WITHOUT_SIGN_IN.en],
    d.link,
    "Pay now",
  );
}

const PAY_WITHOUT_SIGN_IN: Record<Lang, string> = {
  en: "The button below opens the payment directly, without signing in. The link works only for this payment.",
  bg: "Бутонът по-долу отваря плащането директно, без вход в профила. Връзката важи само за това плащане.",
};

export type PaymentReminderData = { lang: Lang; name: string; amount: number; currency: Currency; description: string; dueAt: string; overdue: boolean; link: string };

/** A reminder of an open payment request (on its due date, a week later, or the operator's Remind). */
export function paymentReminder(d: PaymentReminderData): RenderedMail {
  const amount = formatMoney(d.amount, d.currency, d.lang === "bg" ? "bg-BG" : "en-GB");
  const due = mailTime(d.dueAt, d.lang);
  if (d.lang === "bg") {
    return render(
      "bg",
      `Напомняне: плащане за ${amount}`,
      "Напомняне за плащане",
      [
        hello(d.name, "bg"),
        d.overdue ? `Срокът за плащане на ${d.description} — ${amount} изтече на ${due}.` : `Напомняме ви за плащане на ${d.description} — ${amount} със срок ${due}.`,
        PAY_WITHOUT_SIGN_IN.bg,
        "Ако вече сте платили, не обръщайте внимание на това писмо.",
      ],
      d.link,
      "Платете",
    );
  }
  return render(
    "en",
    `Reminder: payment of ${amount}`,
    "Payment reminder",
    [
      hello(d.name, "en"),
      d.overdue ? `Your payment for ${d.description} — ${amount} was due on ${due}.` : `A reminder that your payment for ${d.description} — ${amount} is due on ${due}.`,
      PAY_WITHOUT_SIGN_IN.en,
      "If you have paid already, please ignore this email.",
    ],
    d.link,
    "Pay now",
  );
}

export type PaymentRefundDueData = { lang: Lang; orderRef: string; amount: number; currency: Currency; link: string };

/** A payment arrived for a request that was no longer open (paid in another tab, or cancelled): it will be refunded. */
export function paymentRefundDue(d: PaymentRefundDueData): RenderedMail {
  const amount = formatMoney(d.amount, d.currency, d.lang === "bg" ? "bg-BG" : "en-GB");
  if (d.lang === "bg") {
    return render(
      "bg",
      `Плащането ви ${d.orderRef} ще бъде възстановено`,
      "Плащане за възстановяване",
      [`Получихме плащане от ${amount} (${d.orderRef}) за искане за плащане, което вече беше платено или отменено.`, "Няма да ви таксуваме два пъти: сумата ще бъде върната по картата, от която е платена. В историята на плащанията ви то е отбелязано „За възстановяване“."],
      d.link,
      "Вижте плащанията си",
    );
  }
  return render(
    "en",
    `Your payment ${d.orderRef} will be refunded`,
    "Payment to be refunded",
    [`We received a payment of ${amount} (${d.orderRef}) for a payment request that was already paid or cancelled.`, "You will not be charged twice: the amount will be refunded to the card it came from. Your payment history marks it “Refund due”."],
    d.link,
    "See your payments",
  );
}
