import type { DueKind } from "../../../core/dashboard";
import { button, esc, layout, type RenderedMail } from "./layout";

/** Emails about the operator's promises (DESIGN §1.21). */
export type Lang = "en" | "bg";

export type ItemOverdueData = {
  lang: Lang;
  kind: DueKind;
  /** The person waiting (visitor's or client's name). */
  who: string;
  /** When it fell due, e.g. "2026-11-22 10:00 UTC". */
  dueAt: string;
  /** Absolute link to the screen where it is answered. */
  link: string;
};

const WHAT: Record<Lang, Record<DueKind, (who: string) => string>> = {
  en: {
    contact: (who) => `the contact request from ${who}`,
    message: (who) => `the message from ${who}`,
    translation: (who) => `the translation summary for ${who}`,
  },
  bg: {
    contact: (who) => `запитването от ${who}`,
    message: (who) => `съобщението от ${who}`,
    translation: (who) => `резюмето на превода за ${who}`,
  },
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
  const what = WHAT[d.lang][d.kind](who);
  const lines =
    d.lang === "bg"
      ? [`Срокът за ${what} изтече в ${d.dueAt}.`, "Отговорете възможно най-скоро: обещахме отговор до 24 часа (резюме на превод до 48 часа)."]
      : [`The reply to ${what} was due at ${d.dueAt}.`, "Please answer as soon as you can: we promise replies within 24 hours (translation summaries within 48)."];
  if (d.kind === "translation" && d.lang === "en") lines[0] = `The translation summary for ${who} was due at ${d.dueAt}.`;
  const title = d.lang === "bg" ? "Просрочено" : "Overdue";
  const label = d.lang === "bg" ? "Отвори" : "Open it";
  return {
    subject: SUBJECT[d.lang][d.kind](who),
    text: `${lines.join("\n\n")}\n\n${d.link}`,
    html: layout({ title, bodyHtml: `${lines.map((l) => `<p>${esc(l)}</p>`).join("")}${button(d.link, label)}` }).replace('<html lang="en">', `<html lang="${d.lang}">`),
  };
}
