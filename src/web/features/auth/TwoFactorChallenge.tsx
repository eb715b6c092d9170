import { messageText } from "@core/i18n/messages/message";
import { AUTH_MESSAGES } from "@core/auth-messages";
import { LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "@web/ui/toast";
import { Notice } from "@web/components/Notice";
import { Button } from "@web/ui/button";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { AuthFailure, verifySecondFactor, useAuthClientSoon } from "./auth-api";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { authCatalogue } from "./catalogue";

type Props = {
  onVerified: () => void | Promise<void>;
  onCancel: () => void;
  /** The step cannot be finished any more (five wrong codes, timed out, locked): back to the password, saying why. */
  onExpired: (message: string) => void;
};

/** Second sign-in step: a 6-digit authenticator code, or a one-time backup code. */
export function TwoFactorChallenge({ onVerified, onCancel, onExpired }: Props) {
  useAuthClientSoon();
  const t = useCatalogue(authCatalogue);
  const id = useId();
  const [method, setMethod] = useState<"totp" | "backup">("totp");
  const [code, setCode] = useState("");
  const [trust, setTrust] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = method === "totp" ? code.replace(/\s/g, "") : code.trim();
    if (method === "totp" ? !/^\d{6}$/.test(value) : value.length < 6) {
      setError(messageText(AUTH_MESSAGES.invalidCode));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await verifySecondFactor(value, method, trust);
      await onVerified();
    } catch (err) {
      const message = err instanceof AuthFailure ? err.message : messageText(AUTH_MESSAGES.authFailed);
      toast.error(message);
      if (err instanceof AuthFailure && err.kind === "expired") return onExpired(message);
      setError(message);
      setBusy(false);
    }
  };

  const switchMethod = () => {
    setMethod((m) => (m === "totp" ? "backup" : "totp"));
    setCode("");
    setError(undefined);
  };

  const fieldId = `${id}-code`;
  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{t("twoFactor.title")}</h2>
        <p className="text-sm text-muted-foreground">{method === "totp" ? t("twoFactor.lead") : t("twoFactor.backupLead")}</p>
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      <FormField id={fieldId} label={method === "totp" ? t("twoFactor.code") : t("twoFactor.backupCode")}>
        {method === "totp" ? (
          <Input
            key="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
            textSize="lg"
            className="font-mono tracking-[0.4em]"
            {...fieldA11y(fieldId, error)}
          />
        ) : (
          <Input
            key="backup"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className="font-mono"
            {...fieldA11y(fieldId, error)}
          />
        )}
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={trust} onChange={(e) => setTrust(e.target.checked)} className="size-4 accent-primary" />
        {t("twoFactor.trust")}
      </label>
      <Button type="submit" disabled={busy}>
        {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {busy ? t("twoFactor.verifying") : t("twoFactor.verify")}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="link" size="flush" className="h-auto" onClick={switchMethod}>
          {method === "totp" ? t("twoFactor.useBackup") : t("twoFactor.useApp")}
        </Button>
        <Button variant="link-muted" size="flush" className="h-auto" onClick={onCancel}>
          {t("twoFactor.back")}
        </Button>
      </div>
    </form>
  );
}
