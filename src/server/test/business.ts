import type { PriceItem } from "../../core/catalogue";
import { settingsFromEnv } from "../business/settings";
import { businessSettings, prices } from "../db/schema";
import type { AppInstance } from "../http/types";
import { type TestContext, testConfig } from "./app";

/**
 * The business settings as SELLER_* and OPERATOR_EMAIL would pre-fill them on a first start
 * (the rest of `testConfig`'s defaults), written to the database and reloaded by `apps`: what
 * an operator's save in Settings → Business does, for tests about invoices and receipts.
 */
export async function setSeller(ctx: TestContext, env: Record<string, string>, apps: AppInstance[] = [ctx.app]): Promise<void> {
  await ctx.db.update(businessSettings).set(settingsFromEnv(testConfig(env)));
  for (const app of apps) await app.business.reload();
}

/** A price in force from the test clock's now on (minor units of euro), reloaded by `apps`. */
export async function setPriceNow(ctx: TestContext, item: PriceItem, amount: number, apps: AppInstance[] = [ctx.app]): Promise<void> {
  await ctx.db.insert(prices).values({ item, amount, effectiveFrom: ctx.clock.now() });
  for (const app of apps) await app.business.reload();
}
