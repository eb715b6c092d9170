import { type MailTranslate, mailWords } from "./catalogue";
import { greet, paragraphMail } from "./kit";
import type { Locale } from "../../../core/locale";

/** Account mail (Better Auth's verification, reset and welcome), in the member's preferred language. */
type Words = { subject: string; title?: string; paragraphs: string[]; button: string };

/** Paragraphs in the member's language with one button after the second (or `after`). */
export function accountMail(d: { lang?: Locale }, words: (t: MailTranslate) => Words, href: string, after = 2) {
  const { lang, t } = mailWords(d.lang);
  const w = words(t);
  return paragraphMail(lang, w.subject, w.title ?? w.subject, w.paragraphs, { href, label: w.button, after });
}

/** A mail whose subject, title and button are the catalogue's `account.<key>.*`, its paragraphs between. */
function titledMail(d: { lang?: Locale }, key: "verify" | "reset" | "signUpAttempt", paragraphs: (t: MailTranslate) => string[], href: string) {
  return accountMail(
    d,
    (t) => ({ subject: t(`account.${key}.subject`), title: t(`account.${key}.title`), paragraphs: paragraphs(t), button: t(`account.${key}.button`) }),
    href,
  );
}

export type VerifyEmailData = { lang?: Locale; name: string; verifyUrl: string };

/** Sent at sign-up (and again on a sign-in attempt before verifying). Security mail: always sent. */
export const accountVerifyEmail = (d: VerifyEmailData) =>
  titledMail(d, "verify", (t) => [greet(t, d.name), t("account.verify.intro"), t("account.verify.expires")], d.verifyUrl);

export type ResetPasswordData = { lang?: Locale; name: string; resetUrl: string };

export const accountResetPassword = (d: ResetPasswordData) =>
  titledMail(d, "reset", (t) => [greet(t, d.name), t("account.reset.intro"), t("account.reset.expires"), t("account.reset.ignore")], d.resetUrl);

export type WelcomeData = { lang?: Locale; name: string; siteUrl: string };

/** After the email is verified (welcome payload: email, name, siteUrl). */
export const accountWelcome = (d: WelcomeData) =>
  accountMail(
    d,
    (t) => ({
      subject: t("account.welcome.subject"),
      paragraphs: [d.name ? t("account.welcome.helloName", { name: d.name }) : t("account.welcome.hello"), t("account.welcome.ready"), t("account.welcome.hours")],
      button: t("account.welcome.button"),
    }),
    `${d.siteUrl}/dashboard`,
  );

export type SignUpAttemptData = { lang?: Locale; name: string; signInUrl: string };

/**
 * Someone signed up with an address that already has an account. The form answers as for a
 * new sign-up (it must not tell who has an account); the owner learns it here instead.
 */
export const accountSignUpAttempt = (d: SignUpAttemptData) =>
  titledMail(d, "signUpAttempt", (t) => [greet(t, d.name), t("account.signUpAttempt.intro"), t("account.signUpAttempt.forgot"), t("account.signUpAttempt.notYou")], d.signInUrl);
