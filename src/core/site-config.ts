import { z } from "zod";
import { contract } from "./contract";
import { CURRENCIES } from "./money";
import { siteConfigRoutes } from "./routes/site-config";

/** The few settings the web app may know (STYLE: only an explicit whitelist reaches the browser). */
export const siteConfigSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** The payment provider: Stripe, or the built-in test gateway (PAYMENTS=test). */
  gateway: z.enum(["stripe", "test"]),
  /** The site takes no real money: every page says so. */
  testModeBanner: z.boolean(),
});

export const siteConfigContract = contract(siteConfigRoutes, {
  get: { response: { 200: siteConfigSchema } },
});
