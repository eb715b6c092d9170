import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { type RefObject, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@web/ui/toast";
import { ME_QUERY_KEY } from "@web/lib/session/session";
import { Button } from "@web/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/ui/dialog";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { confirmTwoFactor, startTwoFactor } from "./api";
import { BackupCodes } from "./BackupCodes";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { settingsCatalogue } from "./catalogue";
import { lazyResolver } from "@web/lib/lazy-resolver";

const codeResolver = lazyResolver(async () => (await import("./validation")).twoFactorCodeResolver);
import { CopyButton } from "./CopyButton";
import { PasswordPrompt } from "./PasswordPrompt";
import { QrCode } from "./QrCode";
import { manualKey, twoFactorError } from "./two-factor-errors";

type Setup = { totpURI: string; backupCodes: string[] };
type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  /** Gets keyboard focus back when the dialog closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
};

/** Enable 2FA: password → QR code, manual key and backup codes → a code from the app. */
export function TwoFactorEnrolDialog({ open, onOpenChange, email, returnFocusRef }: Props) {
  const t = useCatalogue(settingsCatalogue);
  const [setup, setSetup] = useState<Setup>();

  const change = (next: boolean) => {
    if (!next) setSetup(undefined);
    onOpenChange(next);
  };

  const start = async (password: string) => {
    try {
      setSetup(await startTwoFactor(password));
      return undefined;
    } catch (err) {
      return twoFactorError(err, t);
    }
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent closeLabel={t("twoFactor.cancel")} width="xl" returnFocusRef={returnFocusRef}>
        <DialogHeader>
          <DialogTitle>{t("twoFactor.enableTitle")}</DialogTitle>
          <DialogDescription>{setup ? t("twoFactor.scanLead") : t("twoFactor.enablePasswordLead")}</DialogDescription>
        </DialogHeader>
        {setup ? (
          <SetupStep setup={setup} email={email} onDone={() => change(false)} />
        ) : (
          <PasswordPrompt label={t("twoFactor.password")} submitLabel={t("twoFactor.continue")} onSubmit={start} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SetupStep({ setup, email, onDone }: { setup: Setup; email: string; onDone: () => void }) {
  const t = useCatalogue(settingsCatalogue);
  const queryClient = useQueryClient();
  const form = useForm({ resolver: codeResolver, defaultValues: { code: "" } });
  const { errors, isSubmitting: busy } = form.formState;
  const error = errors.code?.message;
  const key = manualKey(setup.totpURI);
  const code = form.register("code");

  const verify = async ({ code }: { code: string }) => {
    try {
      await confirmTwoFactor(code);
    } catch (err) {
      form.setError("code", { type: "server", message: twoFactorError(err, t) });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    toast.success(t("twoFactor.enabled"));
    onDone();
  };

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center">
        <QrCode value={setup.totpURI} alt={t("twoFactor.qrAlt")} />
        <div className="grid gap-2">
          <p className="text-sm font-medium">{t("twoFactor.manualKey")}</p>
          <code data-testid="totp-manual-key" className="rounded-md border bg-muted/50 px-3 py-2 font-mono text-sm break-all">
            {key}
          </code>
          <div>
            <CopyButton text={key.replace(/\s/g, "")} />
          </div>
        </div>
      </div>
      <BackupCodes codes={setup.backupCodes} email={email} />
      <form noValidate onSubmit={form.handleSubmit(verify)} className="grid gap-4 border-t pt-5">
        <FormField id="enrol-code" label={t("twoFactor.code")} error={error}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            textSize="lg"
            className="max-w-48 font-mono tracking-[0.4em]"
            {...fieldA11y("enrol-code", error)}
            {...code}
            // Digits only, as an authenticator shows them (spaces typed or pasted drop out).
            onChange={(e) => {
              e.target.value = e.target.value.replace(/\D/g, "");
              return code.onChange(e);
            }}
          />
        </FormField>
        <Button type="submit" disabled={busy} className="justify-self-end">
          {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {busy ? t("twoFactor.verifying") : t("twoFactor.verify")}
        </Button>
      </form>
    </div>
  );
}
