import { SITE_LOCALES, type SiteLocale } from "@core/site-routes";
import type { Locale } from "@web/i18n/I18nProvider";

/** The invitation's language field, the same in Add New Client and the inboxes' Convert to client. */
export const inviteLanguageCopy: Record<Locale, { label: string; hint: string; names: Record<SiteLocale, string> }> = {
  en: {
    label: "Client's language",
    hint: "The invitation email and the client's first screen are in this language.",
    names: { en: "English", bg: "Bulgarian" },
  },
  bg: {
    label: "Език на клиента",
    hint: "Поканата и първият екран на клиента са на този език.",
    names: { en: "Английски", bg: "Български" },
  },
};

/** The languages an invitation can be written in (those with a catalogue). */
export const INVITE_LANGUAGES = SITE_LOCALES;
