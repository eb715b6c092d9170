import { asc } from "drizzle-orm";
import { type BusinessSettings, missingSetup } from "../../core/business-settings";
import { PRICE_ITEMS, type PriceItem, type PriceList, priceListOf, SEED_PRICES, priceOf } from "../../core/catalogue";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { businessSettings, prices } from "../db/schema";

type PriceRow = typeof prices.$inferSelect;

/** The seller as receipts and invoices print it: a VAT number only for a VAT-registered seller. */
type Seller = { name: string; address?: string; eik?: string; vat?: string };

/**
 * The operator's business settings and price list, read through one door: kept in memory,
 * loaded at start and after every change this instance makes (`reload`). The price in force is
 * picked at each call with the app's clock, so a price set for a later day takes effect at its
 * time without a reload. Another instance's change reaches this one within STALE_MS.
 */
export type Business = {
  settings(): BusinessSettings;
  seller(): Seller;
  /** Where the operator's notifications go. */
  operatorEmail(): string;
  /** Whether checkout offers a company invoice: the seller's name, address and UIC (EIK) are set. */
  invoicesOffered(): boolean;
  /** The price list in force now (or at `at`). */
  prices(at?: Date): PriceList;
  /** Every item's price in force and the changes set for later days. */
  priceTable(): { item: PriceItem; current: PriceRow; scheduled: PriceRow[] }[];
  reload(): Promise<void>;
};

/** How long another instance's change may take to be seen here. */
const STALE_MS = 60_000;

/** The first start's settings, from the environment (SELLER_*, OPERATOR_EMAIL); none of them is read again after. */
export function settingsFromEnv(config: Pick<Config, "SELLER_NAME" | "SELLER_ADDRESS" | "SELLER_EIK" | "SELLER_VAT" | "OPERATOR_EMAIL">) {
  return {
    sellerName: config.SELLER_NAME,
    sellerAddress: config.SELLER_ADDRESS ?? "",
    sellerEik: config.SELLER_EIK ?? "",
    vatRegistered: Boolean(config.SELLER_VAT),
    sellerVat: config.SELLER_VAT ?? "",
    operatorEmail: config.OPERATOR_EMAIL,
  };
}

export async function loadBusiness(deps: { db: Db; clock: Clock; config: Config }): Promise<Business> {
  const { db, clock } = deps;
  await db.insert(businessSettings).values(settingsFromEnv(deps.config)).onConflictDoNothing();
  let row: typeof businessSettings.$inferSelect;
  let rows: PriceRow[] = [];
  let loadedAt = 0;
  let reloads = 0;
  let latest: Promise<void> = Promise.resolve();
  const reload = (): Promise<void> => {
    const mine = ++reloads;
    latest = (async () => {
      const [settings] = await db.select().from(businessSettings);
      const priceRows = await db.select().from(prices).orderBy(asc(prices.effectiveFrom), asc(prices.createdAt));
      // A background refresh that read before a save, and answered after the save's own reload,
      // must not put the old row back: only the latest reload begun is kept, and an older one
      // waits for it (a save's caller reads the settings after its reload).
      if (mine !== reloads) return latest;
      row = settings!;
      rows = priceRows;
      loadedAt = Date.now();
    })();
    return latest;
  };
  await reload();
  // Refreshed in the background when old, so a request never waits on it.
  const fresh = () => {
    if (Date.now() - loadedAt > STALE_MS) {
      loadedAt = Date.now();
      reload().catch(() => {});
    }
  };

  const inForce = (item: PriceItem, at: Date): PriceRow | undefined => rows.filter((r) => r.item === item && r.effectiveFrom <= at).at(-1);
  const settings = (): BusinessSettings => {
    fresh();
    const s = { sellerName: row.sellerName, sellerAddress: row.sellerAddress, sellerEik: row.sellerEik, vatRegistered: row.vatRegistered, sellerVat: row.sellerVat, operatorEmail: row.operatorEmail };
    return { ...s, missing: missingSetup(s) };
  };

  return {
    settings,
    seller() {
      const s = settings();
      return { name: s.sellerName, address: s.sellerAddress || undefined, eik: s.sellerEik || undefined, vat: s.vatRegistered && s.sellerVat ? s.sellerVat : undefined };
    },
    operatorEmail: () => settings().operatorEmail,
    invoicesOffered: () => settings().missing.length === 0,
    prices(at = clock.now()) {
      fresh();
      // An item without a row (none: the migration seeds each) would fall back to the seed price.
      return priceListOf((item) => inForce(item, at)?.amount ?? priceOf(SEED_PRICES, item));
    },
    priceTable() {
      fresh();
      const now = clock.now();
      return PRICE_ITEMS.flatMap((item) => {
        const current = inForce(item, now);
        return current ? [{ item, current, scheduled: rows.filter((r) => r.item === item && r.effectiveFrom > now) }] : [];
      });
    },
    reload,
  };
}
