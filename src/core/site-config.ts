import { z } from "zod";
import { contract } from "./contract";
import { CURRENCIES } from "./money";
import { siteConfigRoutes } from "./routes/site-config";

/** The few settings the web app may know (only an explicit whitelist reaches the browser). */
export const siteConfigSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** The payment provider: Stripe, or the built-in test gateway (PAYMENTS=test). */
  gateway: z.enum(["stripe", "test"]),
  /** The site takes no real money: every page says so. */
  testModeBanner: z.boolean(),
  /** The price list in force (euro minor units): the operator's, from Settings → Business. */
  prices: z.object({
    hourly: z.number().int(),
    daily: z.number().int(),
    translation: z.number().int(),
    packs: z.object({ 1: z.number().int(), 3: z.number().int(), 5: z.number().int(), 10: z.number().int() }),
  }),
  /** Whether checkout offers a company invoice (the seller's details are complete). */
  invoicesOffered: z.boolean(),
});

export const siteConfigContract = contract(siteConfigRoutes, {
  get: { response: { 200: siteConfigSchema } },
});
