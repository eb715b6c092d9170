import { z } from "zod";
import { CURRENCIES } from "../../../core/money";
import type { AppInstance } from "../../http/types";
import { declareRoutes } from "../../http/route";

/** The few settings the web app may know (STYLE: only an explicit whitelist reaches the browser). */
export async function siteConfigRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  route.get(
    "/api/config",
    {
      access: "public",
      schema: { response: { 200: z.object({ currency: z.enum(CURRENCIES), gateway: z.enum(["stripe", "test"]), testModeBanner: z.boolean() }) } },
    },
    // testModeBanner: a site that takes no real money (PAYMENTS=test) says so on every page.
    async () => ({ currency: app.deps.config.CURRENCY, gateway: app.payments.kind, testModeBanner: app.deps.config.testModeBanner }),
  );
}
