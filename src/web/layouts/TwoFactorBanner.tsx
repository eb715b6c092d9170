import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { cn } from "@web/lib/cn";
import { Button } from "@web/ui/button";
import { dashboardLayoutCatalogue } from "./catalogue";

/** Asks an admin to enrol in two-factor sign-in; `required` when the server enforces it. */
export function TwoFactorBanner({ required }: { required: boolean }) {
  const t = useCatalogue(dashboardLayoutCatalogue);
  return (
    <div
      role={required ? "alert" : "status"}
      className={cn(
        "flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center",
        required ? "border-destructive/30 bg-destructive/10" : "border-primary/25 bg-accent",
      )}
    >
      <ShieldAlert className={cn("size-6 shrink-0", required ? "text-destructive" : "text-primary")} aria-hidden="true" />
      <div className="grid flex-1 gap-1">
        <p className="font-semibold">{required ? t("twoFactor.requiredTitle") : t("twoFactor.suggestTitle")}</p>
        <p className="text-sm text-muted-foreground">{required ? t("twoFactor.requiredBody") : t("twoFactor.suggestBody")}</p>
      </div>
      <Button asChild size="sm" variant={required ? "default" : "outline"}>
        <Link to="/dashboard/settings#security">{t("twoFactor.action")}</Link>
      </Button>
    </div>
  );
}
