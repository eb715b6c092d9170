import { DrawerButton } from "./DrawerButton";
import { headerMenus } from "./header-menus-loader";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

/** Below 768 px: the drawer's trigger, drawn at once; the drawer (header-menus.tsx) arrives after first paint. */
export function MobileNav() {
  const t = useCatalogue(chromeCatalogue);
  return <DrawerButton module={headerMenus} popup={(m) => m.MobileNavSheet} label={t("nav.openMenu")} />;
}
