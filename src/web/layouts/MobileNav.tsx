import { Menu } from "lucide-react";
import { useI18n } from "@web/i18n/I18nProvider";
import { DeferredPopup } from "@web/ui/deferred";
import { PlainButton } from "@web/ui/plain-button";
import { headerMenus } from "./header-menus-loader";

/** Below 768 px: the drawer's trigger, drawn at once; the drawer (header-menus.tsx) arrives after first paint. */
export function MobileNav() {
  const { t } = useI18n();
  return (
    <DeferredPopup
      module={headerMenus}
      popup={(m) => m.MobileNavSheet}
      kind="dialog"
      trigger={
        <PlainButton variant="ghost" size="icon" className="md:hidden" aria-label={t.nav.openMenu}>
          <Menu className="size-5" aria-hidden="true" />
        </PlainButton>
      }
    />
  );
}
