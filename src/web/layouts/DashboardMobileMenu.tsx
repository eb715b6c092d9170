import { useCatalogue } from "@web/i18n/use-catalogue";
import { deferred } from "@web/ui/deferred";
import { dashboardLayoutCatalogue } from "./catalogue";
import { DrawerButton } from "./DrawerButton";

const sheet = deferred(() => import("./DashboardMenuSheet"));

/** Below 768 px the sidebar, the account and Sign Out live in a slide-in menu (DashboardMenuSheet.tsx, loaded after first paint). */
export function DashboardMobileMenu() {
  const t = useCatalogue(dashboardLayoutCatalogue);
  return <DrawerButton module={sheet} popup={(m) => m.DashboardMenuSheet} label={t("openMenu")} />;
}
