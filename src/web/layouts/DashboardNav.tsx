import { NavLink } from "react-router";
import { useCurrentUser } from "@web/lib/session/current-user";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { cn } from "@web/lib/cn";
import { usePathPreload } from "@web/lib/path-preload";
import { dashboardLayoutCatalogue } from "./catalogue";
import { dashboardLinks } from "./dashboard-nav";

/** The role's sidebar links; used by the desktop sidebar and the mobile slide-in menu. */
export function DashboardNav({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const t = useCatalogue(dashboardLayoutCatalogue);
  const { user } = useCurrentUser();
  const preload = usePathPreload();
  return (
    <nav aria-label={t("nav.label")} className={className}>
      <ul className="grid gap-1">
        {dashboardLinks(user.role).map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              // The click is likely next: its page's code and data start now (the route loader's preload).
              onMouseEnter={() => preload(to)}
              onFocus={() => preload(to)}
              className={({ isActive }) =>
                cn(
                  "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
                  isActive ? "bg-accent text-accent-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
                )
              }
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {t(`nav.${label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
