import { Menu } from "lucide-react";
import { useState } from "react";
import { NavLink } from "react-router";
import { useI18n } from "@web/i18n/I18nProvider";
import { cn } from "@web/lib/cn";
import { Button } from "@web/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@web/ui/sheet";
import { Logo } from "./Logo";
import { HEADER_LINKS } from "./nav-links";

/** Below 768 px the header navigation lives in this side drawer (spec §2, §9). */
export function MobileNav() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t.nav.openMenu}>
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent closeLabel={t.nav.closeMenu} aria-describedby="mobile-nav-description">
        <SheetHeader className="border-b">
          <SheetTitle className="sr-only">{t.nav.menuTitle}</SheetTitle>
          <SheetDescription id="mobile-nav-description" className="sr-only">
            {t.nav.menuDescription}
          </SheetDescription>
          <Logo onClick={close} className="self-start" />
        </SheetHeader>
        <nav aria-label={t.nav.label} className="px-3">
          <ul className="grid gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  onClick={close}
                  className={({ isActive }) =>
                    cn(
                      "block rounded-lg px-3 py-3 text-base font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
                      isActive ? "bg-accent text-accent-foreground" : "text-foreground hover:bg-muted",
                    )
                  }
                >
                  {t.nav[link.label]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto border-t p-4 text-sm text-muted-foreground">
          <p>{t.business.workingHours}</p>
          <p>{t.business.replyTime}</p>
        </div>
      </SheetContent>
    </Sheet>
  );
}
