import type { PublicPage, SiteLocale } from "@core/site-routes";

/**
 * Each public page's meta description, per language (search results and link previews). The
 * <title> is the one the page itself sets (useDocumentTitle), collected while prerendering.
 */
export const PAGE_DESCRIPTIONS: Record<PublicPage | "/404", Record<SiteLocale, string>> = {
  "/": {
    en: "Concierge is a personal concierge in Bulgaria for expats and digital nomads: document translations, phone calls and appointments, paperwork and in-person help.",
    bg: "Concierge е личен консиерж в България за чужденци и дигитални номади: преводи на документи, обаждания и часове, администрация и помощ на място.",
  },
  "/about": {
    en: "Who we are: a small bilingual team in Sofia helping expats, digital nomads and their families with the parts of daily life that happen in Bulgarian.",
    bg: "Кои сме ние: малък двуезичен екип от София, който помага на чужденци, дигитални номади и семействата им с ежедневието на български.",
  },
  "/services": {
    en: "Document translation, phone calls and appointments, paperwork setup, in-person assistance and ongoing help — what Concierge can do for you in Bulgaria.",
    bg: "Превод на документи, обаждания и записване на часове, документи и администрация, придружаване на място и постоянна помощ — какво правим за вас в България.",
  },
  "/pricing": {
    en: "Clear, fair prices: hourly and daily help, prepaid hour packs and document translation. Half-hour steps, one-hour minimum, no long-term contracts.",
    bg: "Ясни и честни цени: помощ на час и на ден, предплатени пакети часове и превод на документи. Стъпки от половин час, минимум един час, без дългосрочни договори.",
  },
  "/how-it-works": {
    en: "How Concierge works: tell us what you need, get a clear quote, and we take care of it — in Bulgarian, on the phone or in person.",
    bg: "Как работим: кажете ни от какво имате нужда, получете ясна оферта и ние се погрижваме — на български, по телефона или на място.",
  },
  "/contact": {
    en: "Contact Concierge in Sofia: ask a question, request a quote or describe a task. We reply to every message within 24 hours, Monday to Friday 9:00–18:00.",
    bg: "Свържете се с Concierge в София: задайте въпрос, поискайте оферта или опишете задача. Отговаряме на всяко съобщение до 24 часа.",
  },
  "/privacy": {
    en: "How Concierge handles your personal data and documents: what we keep, for how long, and your rights.",
    bg: "Как Concierge обработва личните ви данни и документи: какво пазим, за колко време и какви са правата ви.",
  },
  "/terms": {
    en: "The terms of service of Concierge: how we work, pay, cancel and what we are responsible for.",
    bg: "Общите условия на Concierge: как работим, плащания, отказ и за какво отговаряме.",
  },
  "/translation": {
    en: "Send a Bulgarian document and get a clear English summary within 24–48 hours. Upload it, pay by card, and we email you the summary.",
    bg: "Изпратете български документ и получете ясно резюме на английски до 24–48 часа. Качете го, платете с карта и ще ви изпратим резюмето.",
  },
  "/404": {
    en: "This page does not exist. Find our services, prices and contact details on Concierge.",
    bg: "Тази страница не съществува. Вижте нашите услуги, цени и контакти в Concierge.",
  },
};
