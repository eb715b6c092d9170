import { render } from "./account";
import { mailLink, mailTime, type RenderedMail } from "./layout";

/**
 * Security notices about a member's own account (issue 26 item 5), in their language, with
 * Sofia times. Each one ends with what to do if it was not them: reset the password from the
 * sign-in page and contact us (the deletion notice: contact us, the account is gone).
 */
type Lang = "en" | "bg";
type Notice = { lang?: Lang; name: string; at: string; siteUrl: string };

const greet = (lang: Lang, name: string) => (lang === "bg" ? (name ? `Здравейте, ${name},` : "Здравейте,") : name ? `Hello ${name},` : "Hello,");

const NOT_YOU = {
  en: "If this was not you, reset your password now with 'Forgot password?' on the sign-in page, then write to us so we can check your account:",
  bg: "Ако не сте били вие, сменете паролата си веднага чрез „Забравена парола?“ на страницата за вход и ни пишете, за да проверим профила ви:",
};
const SIGN_IN = { en: "Sign in or reset my password", bg: "Вход или нова парола" };

/** A notice with the common shape: greeting, what happened and when, then "If this was not you" and the sign-in link. */
function notice(d: Notice, subject: Record<Lang, string>, happened: Record<Lang, (at: string) => string>, extra: Record<Lang, string[]> = { en: [], bg: [] }): RenderedMail {
  const lang: Lang = d.lang === "bg" ? "bg" : "en";
  const at = mailTime(d.at, lang);
  const paragraphs = [greet(lang, d.name), happened[lang](at), ...extra[lang], NOT_YOU[lang]];
  const contactUrl = mailLink(`${d.siteUrl}/contact`, lang);
  const contact = lang === "bg" ? `Връзка с нас: ${contactUrl}` : `Contact us: ${contactUrl}`;
  return render(lang, subject[lang], subject[lang], [...paragraphs, contact], { href: `${d.siteUrl}/member-login`, label: SIGN_IN[lang], after: paragraphs.length });
}

export const accountPasswordChanged = (d: Notice) =>
  notice(
    d,
    { en: "Your password was changed", bg: "Паролата ви беше сменена" },
    {
      en: (at) => `The password of your Concierge account was changed on ${at}.`,
      bg: (at) => `Паролата на профила ви в Concierge беше сменена на ${at}.`,
    },
  );

export const accountTwoFactorEnabled = (d: Notice) =>
  notice(
    d,
    { en: "Two-factor authentication is on", bg: "Двуфакторното удостоверяване е включено" },
    {
      en: (at) => `Two-factor authentication was turned on for your Concierge account on ${at}. Signing in now also asks for a code from your authenticator app.`,
      bg: (at) => `Двуфакторното удостоверяване беше включено за профила ви в Concierge на ${at}. При вход вече се иска и код от приложението ви за удостоверяване.`,
    },
  );

export const accountTwoFactorDisabled = (d: Notice) =>
  notice(
    d,
    { en: "Two-factor authentication was turned off", bg: "Двуфакторното удостоверяване беше изключено" },
    {
      en: (at) => `Two-factor authentication was turned off for your Concierge account on ${at}. Signing in now asks only for your password.`,
      bg: (at) => `Двуфакторното удостоверяване беше изключено за профила ви в Concierge на ${at}. При вход вече се иска само паролата.`,
    },
  );

export const accountBackupCodesRegenerated = (d: Notice) =>
  notice(
    d,
    { en: "New backup codes for your account", bg: "Нови резервни кодове за профила ви" },
    {
      en: (at) => `New two-factor backup codes were created for your Concierge account on ${at}. The old codes no longer work.`,
      bg: (at) => `На ${at} бяха създадени нови резервни кодове за двуфакторно удостоверяване на профила ви в Concierge. Старите кодове вече не работят.`,
    },
  );

export type NewSignInData = Notice & { browser: string | null; system: string | null };

const deviceName = (d: NewSignInData, lang: Lang) =>
  `${d.browser ?? (lang === "bg" ? "неизвестен браузър" : "unknown browser")}${d.system ? (lang === "bg" ? ` на ${d.system}` : ` on ${d.system}`) : ""}`;

/** A sign-in from a browser (family and system, parsed from the user agent) not seen on this account before. */
export const accountNewSignIn = (d: NewSignInData) =>
  notice(
    d,
    { en: "New sign-in to your account", bg: "Нов вход в профила ви" },
    {
      en: (at) => `Someone signed in to your Concierge account from a new device on ${at}.`,
      bg: (at) => `Някой влезе в профила ви в Concierge от ново устройство на ${at}.`,
    },
    {
      en: [`Browser: ${deviceName(d, "en")}`, "If this was you, there is nothing to do."],
      bg: [`Браузър: ${deviceName(d, "bg")}`, "Ако сте били вие, не е нужно да правите нищо."],
    },
  );

export type AccountDeletedData = { lang?: Lang; name: string; at: string; siteUrl: string };

/** To the address of an account just deleted: the account is gone, so "not you" means writing to us. */
export function accountDeleted(d: AccountDeletedData): RenderedMail {
  const link = { href: `${d.siteUrl}/contact`, after: 3 };
  if (d.lang === "bg") {
    return render("bg", "Профилът ви в Concierge беше изтрит", "Профилът ви беше изтрит", [
      greet("bg", d.name),
      `Профилът ви в Concierge и данните в него бяха изтрити на ${mailTime(d.at, "bg")}. Записите за плащания се пазят без личните ви данни, както изисква счетоводството.`,
      "Ако не сте били вие, пишете ни веднага от тук:",
    ], { ...link, label: "Пишете ни" });
  }
  return render("en", "Your Concierge account was deleted", "Your account was deleted", [
    greet("en", d.name),
    `Your Concierge account and its data were deleted on ${mailTime(d.at, "en")}. Payment records are kept without your personal details, as the books require.`,
    "If this was not you, write to us at once here:",
  ], { ...link, label: "Contact us" });
}

export type AccountDeletedNoticeData = { lang?: Lang; name: string; email: string; at: string };

/** To the operator: a member deleted their own account (nothing to do; their data is gone). */
export function accountDeletedOperatorNotice(d: AccountDeletedNoticeData): RenderedMail {
  const bg = d.lang === "bg";
  const who = d.name ? `${d.name} (${d.email})` : d.email;
  const subject = bg ? `Изтрит профил: ${who}` : `Account deleted: ${who}`;
  const lines = bg
    ? [`${who} изтри профила си в Concierge на ${mailTime(d.at, "bg")}.`, "Задачите, документите и съобщенията му са изтрити; плащанията остават без лични данни. Ако клиентът пише, че не е бил той, проверете кой е имал достъп до имейла му."]
    : [`${who} deleted their Concierge account on ${mailTime(d.at, "en")}.`, "Their tasks, documents and messages are gone; payments stay without personal details. If the client writes that it was not them, check who had access to their email."];
  return render(bg ? "bg" : "en", subject, subject, lines, { href: `mailto:${d.email}`, label: bg ? "Писмо до клиента" : "Email the client", after: 2 });
}
