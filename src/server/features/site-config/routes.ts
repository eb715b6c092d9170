import { SITE_CURRENCY } from "../../../core/money";
import { siteConfigContract } from "../../../core/site-config";
import type { AppInstance } from "../../http/types";
import { declareRoutes } from "../../http/route";

/** The few settings the web app may know (only an explicit whitelist reaches the browser). */
export async function siteConfigRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  route.from(
    siteConfigContract.get,
    {},
    // testModeBanner: a site that takes no real money (PAYMENTS=test) says so on every page.
    async () => ({
      currency: SITE_CURRENCY,
      gateway: app.payments.kind,
      testModeBanner: app.deps.config.testModeBanner,
      prices: app.business.prices(),
      invoicesOffered: app.business.invoicesOffered(),
    }),
  );
}
