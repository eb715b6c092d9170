import { Monitor, Moon, Sun } from "lucide-react";
import { useState } from "react";
import { switchLocalePath } from "@core/site-routes";
import { useLocalizedTo } from "@web/i18n/localized-path";
import { PageLink, useNavigation } from "@web/lib/navigation";
import { LOCALES, type Locale, useI18n } from "@web/i18n/I18nProvider";
import { useLanguageChoice } from "@web/i18n/language-choice";
import { cn } from "@web/lib/cn";
import { THEMES, type Theme, useTheme } from "@web/theme/ThemeProvider";
import type { PopupProps } from "@web/ui/deferred";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@web/ui/dropdown-menu";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@web/ui/sheet";
import { Logo } from "./Logo";
import { HEADER_LINKS } from "./nav-links";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

/**
 * The header's popups, in a chunk of their own: Radix menus and dialogs are not needed for the
 * first paint. LanguageSwitcher, ThemeSwitcher and MobileNav draw the triggers and load this.
 */

export function LanguageMenu({ trigger, defaultOpen }: PopupProps) {
  const { locale, setLocale } = useI18n();
  const t = useCatalogue(chromeCatalogue);
  const { pathname, navigate } = useNavigation();
  const keep = useLanguageChoice();
  // On a public page, the other language is another URL (/pricing ↔ /bg/pricing); elsewhere the
  // UI changes, and in the dashboard the member's profile keeps the choice.
  // (PublicLayout follows the URL's language, so there the URL alone changes.)
  const choose = (next: Locale) => {
    const path = switchLocalePath(pathname, next);
    if (path && path !== pathname) navigate(path + window.location.search + window.location.hash);
    else {
      setLocale(next);
      if (next !== locale) keep?.(next);
    }
  };
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t("language.heading")}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={locale} onValueChange={(value) => choose(value as Locale)}>
          {LOCALES.map((value) => (
            <DropdownMenuRadioItem key={value} value={value} lang={value}>
              {t(`language.names.${value}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

export function ThemeMenu({ trigger, defaultOpen }: PopupProps) {
  const t = useCatalogue(chromeCatalogue);
  const { theme, setTheme } = useTheme();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
          {THEMES.map((value) => {
            const Icon = THEME_ICONS[value];
            return (
              <DropdownMenuRadioItem key={value} value={value}>
                <Icon aria-hidden="true" />
                {t(`theme.${value}`)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Below 768 px the header navigation lives in this side drawer. */
export function MobileNavSheet({ trigger, defaultOpen }: PopupProps) {
  const t = useCatalogue(chromeCatalogue);
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  const localized = useLocalizedTo();
  const here = useNavigation().pathname.toLowerCase();
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent closeLabel={t("nav.closeMenu")} aria-describedby="mobile-nav-description">
        <SheetHeader className="border-b">
          <SheetTitle className="sr-only">{t("nav.menuTitle")}</SheetTitle>
          <SheetDescription id="mobile-nav-description" className="sr-only">
            {t("nav.menuDescription")}
          </SheetDescription>
          <Logo onClick={close} className="self-start" />
        </SheetHeader>
        <nav aria-label={t("nav.label")} className="px-3">
          <ul className="grid gap-1">
            {HEADER_LINKS.map((link) => {
              const to = localized(link.to);
              const isActive = isActivePath(here, to, link.end ?? false);
              return (
                <li key={link.to}>
                  <PageLink
                    to={to}
                    onClick={close}
                    aria-current={isActive ? "page" : undefined}
                    className={cn(
                      "block rounded-lg px-3 py-3 text-base font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
                      isActive ? "bg-accent text-accent-foreground" : "text-foreground hover:bg-muted",
                    )}
                  >
                    {t(`nav.${link.label}`)}
                  </PageLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-auto border-t p-4 text-sm text-muted-foreground">
          <p>{t("business.workingHours")}</p>
          <p>{t("business.replyTime")}</p>
        </div>
      </SheetContent>
    </Sheet>
  );
}

/** Whether a link is the page's, or (unless `end`) a page under it, as React Router's NavLink decides. */
function isActivePath(here: string, to: string, end: boolean): boolean {
  const target = to.toLowerCase();
  const endSlash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return here === target || (!end && here.startsWith(target) && here.charAt(endSlash) === "/");
}
