import { Menu } from "lucide-react";
import { DeferredPopup } from "@web/ui/deferred";
import { PlainButton } from "@web/ui/plain-button";
import { headerMenus } from "./header-menus-loader";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

/** Below 768 px: the drawer's trigger, drawn at once; the drawer (header-menus.tsx) arrives after first paint. */
export function MobileNav() {
  const t = useCatalogue(chromeCatalogue);
  return (
    <DeferredPopup
      module={headerMenus}
      popup={(m) => m.MobileNavSheet}
      kind="dialog"
      trigger={
        <PlainButton variant="ghost" size="icon" className="md:hidden" aria-label={t("nav.openMenu")}>
          <Menu className="size-5" aria-hidden="true" />
        </PlainButton>
      }
    />
  );
}
