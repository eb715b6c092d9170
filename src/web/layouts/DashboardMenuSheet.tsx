import { LogOut } from "lucide-react";
import { useState } from "react";
import { useCurrentUser } from "@web/lib/session/current-user";
import { useSignOut } from "@web/lib/session/use-sign-out";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import type { PopupProps } from "@web/ui/deferred";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@web/ui/sheet";
import { dashboardLayoutCatalogue } from "./catalogue";
import { DashboardNav } from "./DashboardNav";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { ThemeSwitcher } from "./ThemeSwitcher";
import { UserAvatar } from "./UserAvatar";

/**
 * The slide-in menu under 768 px (DashboardMobileMenu.tsx draws its button): the sidebar, the
 * account and Sign Out. A chunk of its own with Radix's dialog, fetched after first paint.
 */
export function DashboardMenuSheet({ trigger, defaultOpen }: PopupProps) {
  const t = useCatalogue(dashboardLayoutCatalogue);
  const { user } = useCurrentUser();
  const signOut = useSignOut();
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent closeLabel={t("closeMenu")} aria-describedby={undefined} className="overflow-y-auto">
        <SheetHeader className="border-b">
          <SheetTitle className="sr-only">{t("menuTitle")}</SheetTitle>
          <SheetDescription className="sr-only">{t("signedInAs")}</SheetDescription>
          <div className="flex min-w-0 items-center gap-3">
            <UserAvatar name={user.name} email={user.email} />
            <div className="grid min-w-0 gap-1">
              <span className="truncate text-sm font-medium">{user.email}</span>
              <Badge variant={user.role === "admin" ? "default" : "secondary"}>{t(`roles.${user.role}`)}</Badge>
            </div>
          </div>
        </SheetHeader>
        <DashboardNav onNavigate={close} className="px-3" />
        <div className="mt-auto grid gap-3 border-t p-4">
          <div className="flex items-center gap-1">
            <LanguageSwitcher />
            <ThemeSwitcher />
          </div>
          <Button
            variant="outline"
            onClick={() => {
              close();
              void signOut();
            }}
          >
            <LogOut aria-hidden="true" />
            {t("signOut")}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
