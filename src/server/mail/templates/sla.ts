import type { DueKind } from "../../../core/dashboard";
import { button, esc, layout, mailLink, mailTime, type RenderedMail } from "./layout";

/** Emails about the operator's promises (DESIGN §1.21). */
export type Lang = "en" | "bg";

export type ItemOverdueData = {
  lang: Lang;
  kind: DueKind;
  /** The person waiting (visitor's or client's name). */
  who: string;
  /** When it fell due (ISO); the mail writes it in Sofia time. */
  dueAt: string;
  /** Absolute link to the screen where it is answered. */
  link: string;
};

/** The first line: what fell due, and when. */
const DUE_LINE: Record<Lang, Record<DueKind, (who: string, at: string) => string>> = {
  en: {
    contact: (who, at) => `The reply to the contact request from ${who} was due at ${at}.`,
    message: (who, at) => `The reply to the message from ${who} was due at ${at}.`,
    translation: (who, at) => `The translation summary for ${who} was due at ${at}.`,
  },
  bg: {
    contact: (who, at) => `Срокът за отговор на запитването от ${who} изтече в ${at}.`,
    message: (who, at) => `Срокът за отговор на съобщението от ${who} изтече в ${at}.`,
    translation: (who, at) => `Срокът за резюмето на превода за ${who} изтече в ${at}.`,
  },
};

const PLEASE: Record<Lang, string> = {
  en: "Please answer as soon as you can: we promise replies within 24 hours (translation summaries within 48).",
  bg: "Отговорете възможно най-скоро: обещахме отговор до 24 часа (резюме на превод до 48 часа).",
};

const SUBJECT: Record<Lang, Record<DueKind, (who: string) => string>> = {
  en: {
    contact: (who) => `Overdue: reply to ${who}'s contact request`,
    message: (who) => `Overdue: reply to ${who}'s message`,
    translation: (who) => `Overdue: translation summary for ${who}`,
  },
  bg: {
    contact: (who) => `Просрочено: отговор на запитването от ${who}`,
    message: (who) => `Просрочено: отговор на съобщението от ${who}`,
    translation: (who) => `Просрочено: резюме на превода за ${who}`,
  },
};

/** To the operator, once, when a promise passes its due time. Names the item, never its content. */
export function itemOverdue(d: ItemOverdueData): RenderedMail {
  // A name is shown as text; line breaks could not reach a header, but keep the subject on one line anyway.
  const who = d.who.replace(/[\r\n]+/g, " ").trim() || (d.lang === "bg" ? "клиент" : "a client");
  const lines = [DUE_LINE[d.lang][d.kind](who, mailTime(d.dueAt, d.lang)), PLEASE[d.lang]];
  const link = mailLink(d.link, d.lang);
  const title = d.lang === "bg" ? "Просрочено" : "Overdue";
  const label = d.lang === "bg" ? "Отвори" : "Open it";
  return {
    subject: SUBJECT[d.lang][d.kind](who),
    text: `${lines.join("\n\n")}\n\n${link}`,
    html: layout({ lang: d.lang, title, bodyHtml: `${lines.map((l) => `<p>${esc(l)}</p>`).join("")}${button(link, label, d.lang)}` }),
  };
}
