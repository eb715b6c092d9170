import { Menu } from "lucide-react";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { Button } from "@web/ui/button";
import { DeferredPopup, deferred } from "@web/ui/deferred";
import { dashboardLayoutCatalogue } from "./catalogue";

const sheet = deferred(() => import("./DashboardMenuSheet"));

/** Below 768 px the sidebar, the account and Sign Out live in a slide-in menu (DashboardMenuSheet.tsx, loaded after first paint). */
export function DashboardMobileMenu() {
  const t = useCatalogue(dashboardLayoutCatalogue);
  return (
    <DeferredPopup
      module={sheet}
      popup={(m) => m.DashboardMenuSheet}
      kind="dialog"
      trigger={
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t("openMenu")}>
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      }
    />
  );
}
