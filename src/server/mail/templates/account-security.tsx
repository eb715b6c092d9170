import type { ReactNode } from "react";
import { accountMail } from "./account";
import { type MailTranslate, mailWords } from "./catalogue";
import { greet, P, paragraphMail, Url } from "./kit";
import { mailTime } from "./layout";
import { type Locale, pickLocale } from "../../../core/locale";

/**
 * Security notices about a member's own account, in their language, with
 * Sofia times. Each one ends with what to do if it was not them: reset the password from the
 * sign-in page and contact us (the deletion notice: contact us, the account is gone).
 */
type Notice = { lang?: Locale; name: string; at: string; siteUrl: string };

/** A notice with the common shape: greeting, what happened and when, then "If this was not you" and the sign-in link. */
function notice(d: Notice, words: (t: MailTranslate, at: string) => { subject: string; happened: string; extra?: string[] }) {
  const { lang, t } = mailWords(d.lang);
  const w = words(t, mailTime(d.at, lang));
  const paragraphs: ReactNode[] = [greet(t, d.name), w.happened, ...(w.extra ?? []), t("security.notYou")];
  const contact = (
    <P>
      {t("security.contactUs")} <Url href={`${d.siteUrl}/contact`} lang={lang} />
    </P>
  );
  return paragraphMail(lang, w.subject, w.subject, [...paragraphs, contact], { href: `${d.siteUrl}/member-login`, label: t("security.signIn"), after: paragraphs.length });
}

export const accountPasswordChanged = (d: Notice) =>
  notice(d, (t, at) => ({ subject: t("security.passwordChanged.subject"), happened: t("security.passwordChanged.happened", { at }) }));

export const accountTwoFactorEnabled = (d: Notice) =>
  notice(d, (t, at) => ({ subject: t("security.twoFactorEnabled.subject"), happened: t("security.twoFactorEnabled.happened", { at }) }));

export const accountTwoFactorDisabled = (d: Notice) =>
  notice(d, (t, at) => ({ subject: t("security.twoFactorDisabled.subject"), happened: t("security.twoFactorDisabled.happened", { at }) }));

export const accountBackupCodesRegenerated = (d: Notice) =>
  notice(d, (t, at) => ({ subject: t("security.backupCodes.subject"), happened: t("security.backupCodes.happened", { at }) }));

export type NewSignInData = Notice & { browser: string | null; system: string | null };

/** A sign-in from a browser (family and system, parsed from the user agent) not seen on this account before. */
export const accountNewSignIn = (d: NewSignInData) =>
  notice(d, (t, at) => {
    const browser = d.browser ?? t("security.newSignIn.unknownBrowser");
    const device = d.system ? t("security.newSignIn.browserOn", { browser, system: d.system }) : browser;
    return {
      subject: t("security.newSignIn.subject"),
      happened: t("security.newSignIn.happened", { at }),
      extra: [t("security.newSignIn.device", { device }), t("security.newSignIn.wasYou")],
    };
  });

export type AccountDeletedData = { lang?: Locale; name: string; at: string; siteUrl: string };

/** To the address of an account just deleted: the account is gone, so "not you" means writing to us. */
export const accountDeleted = (d: AccountDeletedData) =>
  accountMail(
    d,
    (t) => ({
      subject: t("security.deleted.subject"),
      title: t("security.deleted.title"),
      paragraphs: [greet(t, d.name), t("security.deleted.happened", { at: mailTime(d.at, pickLocale(d.lang)) }), t("security.deleted.notYou")],
      button: t("security.deleted.button"),
    }),
    `${d.siteUrl}/contact`,
    3,
  );

export type AccountDeletedNoticeData = { lang?: Locale; name: string; email: string; at: string };

/** To the operator: a member deleted their own account (nothing to do; their data is gone). */
export function accountDeletedOperatorNotice(d: AccountDeletedNoticeData) {
  const who = d.name ? `${d.name} (${d.email})` : d.email;
  return accountMail(
    d,
    (t) => ({
      subject: t("security.deletedNotice.subject", { who }),
      paragraphs: [t("security.deletedNotice.happened", { who, at: mailTime(d.at, pickLocale(d.lang)) }), t("security.deletedNotice.what")],
      button: t("security.deletedNotice.button"),
    }),
    `mailto:${d.email}`,
  );
}
