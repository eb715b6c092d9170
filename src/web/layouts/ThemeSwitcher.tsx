import { Moon, Sun } from "lucide-react";
import { useTheme } from "@web/theme/ThemeProvider";
import { DeferredPopup } from "@web/ui/deferred";
import { PlainButton } from "@web/ui/plain-button";
import { headerMenus } from "./header-menus-loader";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

/** The trigger is drawn at once; the menu itself (header-menus.tsx) arrives after first paint. */
export function ThemeSwitcher() {
  const t = useCatalogue(chromeCatalogue);
  const { resolvedTheme } = useTheme();
  const Current = resolvedTheme === "dark" ? Moon : Sun;
  return (
    <DeferredPopup
      module={headerMenus}
      popup={(m) => m.ThemeMenu}
      kind="menu"
      trigger={
        <PlainButton variant="ghost" size="icon" aria-label={t("theme.label")} title={t("theme.label")}>
          <Current className="size-[1.15rem]" aria-hidden="true" />
        </PlainButton>
      }
    />
  );
}
