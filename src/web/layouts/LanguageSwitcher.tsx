import { Languages } from "lucide-react";
import { useI18n } from "@web/i18n/I18nProvider";
import { PopupButton } from "@web/ui/popup-button";
import { headerMenus } from "./header-menus-loader";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

/** The trigger is drawn at once; the menu itself (header-menus.tsx) arrives after first paint. */
export function LanguageSwitcher() {
  const { locale } = useI18n();
  const t = useCatalogue(chromeCatalogue);
  return (
    // Sized here rather than overriding size="sm": classes are joined, not merged.
    <PopupButton
      module={headerMenus}
      popup={(m) => m.LanguageMenu}
      kind="menu"
      size={null}
      className="h-10 gap-1.5 rounded-md px-2.5 text-sm"
      title={t("language.label")}
    >
      <Languages className="size-[1.1rem]" aria-hidden="true" />
      <span className="sr-only">{t("language.label")}: </span>
      <span className="text-xs font-semibold tracking-wide uppercase">{locale}</span>
    </PopupButton>
  );
}
