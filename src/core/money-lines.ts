import { sofiaLabel } from "./appointments/format";
import { SERVICE_NAMES } from "./appointments/services";
import { ITEM_NAMES, orderLineName } from "./catalogue";
import type { MoneyLine } from "./money-line-schema";
import type { Locale } from "./locale";
import { namesIn } from "./names/catalogue";

export type { MoneyLine };

/**
 * What a money line is (an order line, a payment's description, an hours-ledger entry),
 * stored as its meaning rather than as an English sentence, so every reader sees it in their
 * own language: the viewer's on screens, the buyer's on a receipt, the operator's in the CSV
 * (docs/decisions/0035-money-lines.md). The English text stays stored beside it for old rows and
 * for anything that reads the text column.
 *
 * Words the operator typed (a payment request's description, a recorded payment's or a
 * deduction's note, a task's title) are kept as typed: only the frame around them is translated.
 */

const wordsOf = (locale: Locale) => {
  const t = namesIn(locale);
  return { purchased: (hours: number) => t("lines.purchased", { hours }), task: t("lines.task") };
};
const WORDS = { en: wordsOf("en"), bg: wordsOf("bg") };

/** One money line in `locale`. */
export function describeLine(line: MoneyLine, locale: Locale): string {
  const names = ITEM_NAMES[locale];
  switch (line.kind) {
    case "hourly":
    case "daily":
    case "translation":
      return line.quantity && line.quantity > 1 ? `${names[line.kind]} × ${line.quantity}` : names[line.kind];
    case "custom":
    case "tip":
      return names[line.kind];
    case "hours_pack":
      return names.hoursPack(line.hours);
    case "appointment":
      return `${names.appointment}: ${SERVICE_NAMES[locale][line.service]}, ${sofiaLabel(new Date(line.startsAt), locale)}`;
    case "request":
      return line.description;
    case "purchase":
      return WORDS[locale].purchased(line.hours);
    case "task":
      return `${WORDS[locale].task}: ${line.title}`;
    case "note":
      return line.text;
  }
}

/** A payment's lines on one line: "Hourly help × 2, Tip". */
export const describeLines = (lines: readonly MoneyLine[], locale: Locale) => lines.map((l) => describeLine(l, locale)).join(", ");

/** A stored line or entry as the reader sees it: its meaning when stored, else its stored text (an old row). */
export const lineText = (stored: string, line: MoneyLine | readonly MoneyLine[] | null | undefined, locale: Locale): string =>
  !line ? stored : Array.isArray(line) ? describeLines(line, locale) : describeLine(line as MoneyLine, locale);


/** An order line's name: its meaning when stored, else the catalogue rule for old lines (orderLineName). */
export const orderItemName = (item: { name: string; kind?: string; hours?: number; line?: MoneyLine | null }, locale: Locale): string =>
  item.line ? describeLine(item.line, locale) : orderLineName(item, locale);

/** An order's lines on one line in `locale`: "Hourly help × 2, Tip" (the Orders inbox). */
export const orderItemsSummary = (items: readonly (Parameters<typeof orderItemName>[0] & { quantity: number })[], locale: Locale): string =>
  items.map((l) => (l.quantity > 1 ? `${orderItemName(l, locale)} × ${l.quantity}` : orderItemName(l, locale))).join(", ");
