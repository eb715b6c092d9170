import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { useCurrentUser } from "@web/lib/session/current-user";
import { useSignOut } from "@web/lib/session/use-sign-out";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import { dashboardLayoutCatalogue } from "./catalogue";
import { DashboardMobileMenu } from "./DashboardMobileMenu";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { ThemeSwitcher } from "./ThemeSwitcher";
import { UserAvatar } from "./UserAvatar";

/** Email, Admin/Member label, initial avatar, notification bell (the composer's: routing/DashboardLayout.tsx), Sign Out. */
export function DashboardHeader({ notifications }: { notifications?: ReactNode }) {
  const t = useCatalogue(dashboardLayoutCatalogue);
  const { user } = useCurrentUser();
  const signOut = useSignOut();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="flex h-16 items-center gap-2 px-4 sm:px-6">
        <Logo className="mr-auto" />
        <div className="hidden items-center gap-0.5 md:flex">
          <LanguageSwitcher />
          <ThemeSwitcher />
        </div>
        {notifications}
        <div className="flex min-w-0 items-center gap-3 md:border-l md:pl-3">
          <UserAvatar name={user.name} email={user.email} />
          <div className="hidden min-w-0 flex-col items-start gap-0.5 md:flex">
            <span className="max-w-56 truncate text-sm font-medium" title={user.email}>
              {user.email}
            </span>
            <Badge variant={user.role === "admin" ? "default" : "secondary"}>{t(`roles.${user.role}`)}</Badge>
          </div>
        </div>
        <Button variant="outline" size="sm" from="md" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {t("signOut")}
        </Button>
        <DashboardMobileMenu />
      </div>
    </header>
  );
}
