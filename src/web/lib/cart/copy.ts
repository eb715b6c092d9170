import type { Locale } from "@web/i18n/I18nProvider";

/** The cart button and unit words. Item names come from the catalogue (`itemName` in src/core). */
const en = {
  cartButton: (count: number, total: string) => `View cart: ${count} ${count === 1 ? "item" : "items"}, ${total}`,
  units: {
    hourly: (n: number) => `${n} ${n === 1 ? "hour" : "hours"}`,
    daily: (n: number) => `${n} ${n === 1 ? "day" : "days"}`,
  },
};

const bg: typeof en = {
  cartButton: (count, total) => `Количка: ${count} ${count === 1 ? "артикул" : "артикула"}, ${total}`,
  units: {
    hourly: (n) => `${n} ${n === 1 ? "час" : "часа"}`,
    daily: (n) => `${n} ${n === 1 ? "ден" : "дни"}`,
  },
};

export const cartCopy: Record<Locale, typeof en> = { en, bg };
