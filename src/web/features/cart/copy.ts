import type { HourPack } from "@core/catalogue";
import type { Locale } from "@web/i18n/I18nProvider";

/** Names of what can be bought, for cart lines and order summaries, in both languages. */
const en = {
  cartButton: (count: number, total: string) => `View cart: ${count} ${count === 1 ? "item" : "items"}, ${total}`,
  items: {
    hourly: "Hourly help",
    daily: "Full-day help",
    custom: "Custom amount",
    translation: "Document translation (English summary)",
    hours_pack: (hours: HourPack) => `Prepaid hours: ${hours} ${hours === 1 ? "hour" : "hours"}`,
    tip: "Tip",
  },
  units: {
    hourly: (n: number) => `${n} ${n === 1 ? "hour" : "hours"}`,
    daily: (n: number) => `${n} ${n === 1 ? "day" : "days"}`,
  },
};

const bg: typeof en = {
  cartButton: (count, total) => `Количка: ${count} ${count === 1 ? "артикул" : "артикула"}, ${total}`,
  items: {
    hourly: "Почасова помощ",
    daily: "Помощ за цял ден",
    custom: "Сума по избор",
    translation: "Превод на документ (резюме на английски)",
    hours_pack: (hours) => `Предплатени часове: ${hours} ${hours === 1 ? "час" : "часа"}`,
    tip: "Бакшиш",
  },
  units: {
    hourly: (n) => `${n} ${n === 1 ? "час" : "часа"}`,
    daily: (n) => `${n} ${n === 1 ? "ден" : "дни"}`,
  },
};

export const cartCopy: Record<Locale, typeof en> = { en, bg };

type Nameable = { kind: string; hours?: number };

/** The visitor's-language name of a cart item or an order line; `fallback` for anything unknown. */
export function itemLabel(copy: typeof en, item: Nameable, fallback = ""): string {
  switch (item.kind) {
    case "hourly":
    case "daily":
    case "custom":
    case "translation":
    case "tip":
      return copy.items[item.kind];
    case "hours_pack":
      return item.hours ? copy.items.hours_pack(item.hours as HourPack) : fallback;
    default:
      return fallback;
  }
}
