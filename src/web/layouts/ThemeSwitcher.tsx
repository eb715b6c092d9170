import { Moon, Sun } from "lucide-react";
import { useTheme } from "@web/theme/ThemeProvider";
import { PopupButton } from "@web/ui/popup-button";
import { headerMenus } from "./header-menus-loader";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

/** The trigger is drawn at once; the menu itself (header-menus.tsx) arrives after first paint. */
export function ThemeSwitcher() {
  const t = useCatalogue(chromeCatalogue);
  const { resolvedTheme } = useTheme();
  const Current = resolvedTheme === "dark" ? Moon : Sun;
  return (
    <PopupButton module={headerMenus} popup={(m) => m.ThemeMenu} kind="menu" aria-label={t("theme.label")} title={t("theme.label")}>
      <Current className="size-[1.15rem]" aria-hidden="true" />
    </PopupButton>
  );
}
