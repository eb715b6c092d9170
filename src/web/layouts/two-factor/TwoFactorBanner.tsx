import { accountRoutes } from "@core/routes/account";
import type { accountContract } from "@core/settings";
import { useQueryClient } from "@tanstack/react-query";
import { ShieldAlert } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { client } from "@web/lib/api";
import { ME_QUERY_KEY, type Me } from "@web/lib/session/session";
import { Button } from "@web/ui/button";
import { twoFactorBannerCatalogue } from "./catalogue";

const accountApi = client<typeof accountContract>(accountRoutes);

/**
 * Asks an admin to enrol in two-factor sign-in: one line that can be put off for 7 days (kept
 * on the server, so every device agrees); `required` when the server enforces it, which cannot be.
 */
export function TwoFactorBanner({ required }: { required: boolean }) {
  const t = useCatalogue(twoFactorBannerCatalogue);
  const queryClient = useQueryClient();
  const [state, setState] = useState<"idle" | "snoozing" | "failed">("idle");

  const snooze = async () => {
    setState("snoozing");
    try {
      await accountApi.snoozeTwoFactorReminder();
      queryClient.setQueryData<Me | null>(ME_QUERY_KEY, (me) => (me ? { ...me, suggestTwoFactor: false } : me));
    } catch {
      setState("failed");
    }
  };

  if (required) {
    return (
      <div role="alert" className="flex flex-col gap-3 rounded-xl border border-destructive/30 bg-destructive/10 p-4 sm:flex-row sm:items-center">
        <ShieldAlert className="size-6 shrink-0 text-destructive" aria-hidden="true" />
        <div className="grid flex-1 gap-1">
          <p className="font-semibold">{t("requiredTitle")}</p>
          <p className="text-sm text-muted-foreground">{t("requiredBody")}</p>
        </div>
        <Button asChild size="sm">
          <Link to="/dashboard/settings#security">{t("action")}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-primary/25 bg-accent px-3 py-1.5 text-sm">
      <ShieldAlert className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <p className="min-w-0 flex-1">{t("suggestLine")}</p>
      <span className="flex gap-3 whitespace-nowrap">
        <Link to="/dashboard/settings#security" className="font-medium text-primary underline underline-offset-4">
          {t("setUp")}
        </Link>
        <button type="button" onClick={() => void snooze()} disabled={state === "snoozing"} className="font-medium text-muted-foreground underline underline-offset-4 hover:text-foreground disabled:opacity-60">
          {t("snooze")}
        </button>
      </span>
      {state === "failed" && (
        <span role="alert" className="basis-full text-destructive">
          {t("snoozeFailed")}
        </span>
      )}
    </div>
  );
}
