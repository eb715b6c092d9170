import { clsx } from "clsx";
import { NavLink } from "@web/i18n/LocalizedLink";
import { Island } from "@web/lib/island";
import { HeaderControls } from "./HeaderControls";
import { Logo } from "./Logo";
import { HEADER_LINKS } from "./nav-links";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

export function SiteHeader() {
  const t = useCatalogue(chromeCatalogue);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        {/* Between 768 and 1024 px the wordmark gives its room to the navigation (it stays the link's name). */}
        <Logo className="mr-auto md:mr-1 lg:mr-4" wordmarkClassName="md:max-lg:sr-only" />
        <nav aria-label={t("nav.label")} className="hidden flex-1 md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    clsx(
                      "relative block rounded-md px-1.5 py-2 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 lg:px-3",
                      isActive
                        ? "text-foreground after:absolute after:inset-x-1.5 after:-bottom-[13px] after:h-0.5 after:rounded-full after:bg-primary lg:after:inset-x-3"
                        : "text-muted-foreground hover:text-foreground",
                    )
                  }
                >
                  {t(`nav.${link.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Island name="header-controls" component={HeaderControls} props={{}} />
      </div>
    </header>
  );
}
