import type { Locale } from "./locale";
import { namesIn } from "./names/catalogue";
import { HOUR_PACKS, type HourPack, type PriceList, SEED_PRICES } from "./price-list";

/** The price list's shape and seed live in ./price-list (a page that only reads prices loads no names). */
export { HOUR_PACKS, type HourPack, type PriceList, SEED_PRICES };

/** The keys a price list holds, one per service and pack (the price table's rows). */
export const PRICE_ITEMS = ["hourly", "daily", "translation", "pack_1", "pack_3", "pack_5", "pack_10"] as const;
export type PriceItem = (typeof PRICE_ITEMS)[number];

/** A list's price of one item. */
export function priceOf(list: PriceList, item: PriceItem): number {
  switch (item) {
    case "hourly":
    case "daily":
    case "translation":
      return list[item];
    default:
      return list.packs[Number(item.slice(5)) as HourPack];
  }
}

/** A price list from one price per item. */
export function priceListOf(price: (item: PriceItem) => number): PriceList {
  return {
    hourly: price("hourly"),
    daily: price("daily"),
    translation: price("translation"),
    packs: { 1: price("pack_1"), 3: price("pack_3"), 5: price("pack_5"), 10: price("pack_10") },
  };
}

/** What a visitor can put in the cart. A tip is not an item: it travels beside them. */
export const ITEM_KINDS = ["hourly", "daily", "custom", "translation", "hours_pack"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** Only these are counted in units a visitor can change (quantity controls). */
export const QUANTITY_KINDS: readonly ItemKind[] = ["hourly", "daily"];

/** The amounts a visitor types (custom amount, tip) are bounded: 0 … 10 000.00. */
export const MAX_TYPED_AMOUNT = 1_000_000;
/** A custom amount is money for help: at least 1.00 (a 0.00 line is not an order line). */
export const MIN_CUSTOM_AMOUNT = 100;
export const MAX_QUANTITY = 100;
export const MAX_ITEMS = 50;
/**
 * The smallest order the card provider takes. Stripe's minimum is 1.00 BGN and 0.50 EUR;
 * one figure for both currencies keeps the rule simple to state.
 */
export const MIN_ORDER_TOTAL = 100;

export function isHourPack(n: unknown): n is HourPack {
  return HOUR_PACKS.includes(n as HourPack);
}

/** The fields that decide an item's price; both the cart and a checkout request have them. */
export type PricedItemRef =
  | { kind: "hourly" | "daily" | "translation" }
  | { kind: "custom"; amount: number }
  | { kind: "hours_pack"; hours: HourPack };

/** Price of one unit of an item, in minor units, from `list` (the server's current one). */
export function unitPrice(item: PricedItemRef, list: PriceList): number {
  switch (item.kind) {
    case "hourly":
      return list.hourly;
    case "daily":
      return list.daily;
    case "translation":
      return list.translation;
    case "custom":
      return item.amount;
    case "hours_pack":
      return list.packs[item.hours];
  }
}

type Names = {
  hourly: string;
  daily: string;
  translation: string;
  custom: string;
  tip: string;
  /** A booked appointment paid by card; the line's own name says which and when. */
  appointment: string;
  hoursPack: (hours: number) => string;
};

/**
 * What each thing is called, on every screen: cart, pricing toasts, the payment page (the
 * provider's line items), the success page and the emails. One table, so they cannot drift.
 */
const itemNamesIn = (locale: Locale): Names => {
  const t = namesIn(locale);
  return {
    hourly: t("items.hourly"),
    daily: t("items.daily"),
    translation: t("items.translation"),
    custom: t("items.custom"),
    tip: t("items.tip"),
    appointment: t("items.appointment"),
    hoursPack: (hours) => t("items.hoursPack", { hours }),
  };
};
export const ITEM_NAMES: Record<Locale, Names> = { en: itemNamesIn("en"), bg: itemNamesIn("bg") };

/** Anything with a kind (a cart item, a checkout item, a priced order line). */
export type Nameable = { kind: string; hours?: number };

/** The name of an item or order line in `locale` (an unknown kind is shown as it is). */
export function itemName(item: Nameable, locale: Locale = "en"): string {
  const names = ITEM_NAMES[locale];
  switch (item.kind) {
    case "hourly":
    case "daily":
    case "translation":
    case "custom":
    case "tip":
    case "appointment":
      return names[item.kind];
    case "hours_pack":
      return names.hoursPack(item.hours ?? 0);
    default:
      return item.kind;
  }
}

/**
 * A stored order line's name as the reader sees it: a catalogue line was stored with the
 * catalogue's English name and is shown in the reader's language; a line with a name of its
 * own keeps it. A payment request's line is kind "custom" (any amount) but named by the
 * operator's description, and an appointment's names its service and time: translating those
 * by kind would show "Custom amount" or "Appointment" instead of what was paid for.
 */
export function orderLineName(line: { name: string; kind?: string; hours?: number }, locale: Locale): string {
  if (!line.kind) return line.name;
  const item = { kind: line.kind, hours: line.hours };
  return line.name === itemName(item, "en") ? itemName(item, locale) : line.name;
}

export function itemDescription(item: PricedItemRef): string {
  switch (item.kind) {
    case "hourly":
      return "Personal assistance, billed per hour (minimum one hour)";
    case "daily":
      return "A full day of personal assistance";
    case "translation":
      return "Flat rate per document, up to 2 pages or 750 words";
    case "custom":
      return "An amount agreed with us";
    case "hours_pack":
      return "Prepaid credit drawn down as we work, with priority scheduling";
  }
}

