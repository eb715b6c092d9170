import { useQueryClient } from "@tanstack/react-query";
import { ShieldCheck, ShieldOff } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "@web/ui/toast";
import { useCurrentUser } from "@web/lib/session/current-user";
import { ME_QUERY_KEY } from "@web/lib/session/session";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/ui/dialog";
import { disableTwoFactor } from "./api";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { settingsCatalogue } from "./catalogue";
import { PasswordPrompt } from "./PasswordPrompt";
import { TwoFactorEnrolDialog } from "./TwoFactorEnrolDialog";
import { twoFactorError } from "./two-factor-errors";

/** Security → two-factor: Enable (QR, key, backup codes, verify) or Disable with the password. */
export function TwoFactorSettings() {
  const t = useCatalogue(settingsCatalogue);
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [enrolling, setEnrolling] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const on = user.twoFactorEnabled;
  // One button for Enable and Disable: when a dialog closes (and the state flips), focus
  // returns to it, not to the top of the page.
  const trigger = useRef<HTMLButtonElement>(null);

  const disable = async (password: string) => {
    try {
      await disableTwoFactor(password);
    } catch (err) {
      return twoFactorError(err, t);
    }
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    toast.success(t("twoFactor.disabled"));
    setDisabling(false);
    return undefined;
  };

  return (
    <div className="flex flex-col gap-4 rounded-lg border p-4 sm:flex-row sm:items-center">
      {on ? (
        <ShieldCheck className="size-6 shrink-0 text-success" aria-hidden="true" />
      ) : (
        <ShieldOff className="size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
      )}
      <div className="grid flex-1 gap-1">
        <h3 className="flex flex-wrap items-center gap-2 font-semibold">
          {t("twoFactor.title")}
          <Badge variant={on ? "default" : "outline"}>{on ? t("twoFactor.stateOn") : t("twoFactor.stateOff")}</Badge>
        </h3>
        <p className="text-sm text-muted-foreground">{on ? t("twoFactor.on") : t("twoFactor.off")}</p>
      </div>
      <Button ref={trigger} variant={on ? "outline" : "default"} onClick={() => (on ? setDisabling(true) : setEnrolling(true))}>
        {on ? t("twoFactor.disable") : t("twoFactor.enable")}
      </Button>
      <TwoFactorEnrolDialog open={enrolling} onOpenChange={setEnrolling} email={user.email} returnFocusRef={trigger} />
      <Dialog open={disabling} onOpenChange={setDisabling}>
        <DialogContent closeLabel={t("twoFactor.cancel")} returnFocusRef={trigger}>
          <DialogHeader>
            <DialogTitle>{t("twoFactor.disableTitle")}</DialogTitle>
            <DialogDescription>{t("twoFactor.disableLead")}</DialogDescription>
          </DialogHeader>
          <PasswordPrompt label={t("twoFactor.password")} submitLabel={t("twoFactor.disable")} variant="destructive" onSubmit={disable} />
        </DialogContent>
      </Dialog>
    </div>
  );
}
