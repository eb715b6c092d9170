import { AUTH_MESSAGES } from "@core/auth";
import { deleteAccountSchema, SETTINGS_MESSAGES } from "@core/settings";
import { LoaderCircle, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "@web/ui/toast";
import { PasswordInput } from "@web/components/PasswordInput";
import { useLeaveSession } from "@web/lib/session/use-sign-out";
import { useCopy } from "@web/i18n/I18nProvider";
import { isApiError } from "@web/lib/api";
import { Button } from "@web/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@web/ui/dialog";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { deleteAccount } from "./api";
import { settingsCopy } from "./copy";

/** Danger Zone → delete my account: typed DELETE + password, then signed out and sent home. */
export function DeleteAccountDialog() {
  const copy = useCopy(settingsCopy).danger;
  const leave = useLeaveSession();
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const change = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setConfirmation("");
      setPassword("");
      setError(undefined);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = deleteAccountSchema.safeParse({ confirmation: confirmation.trim(), password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setBusy(true);
    setError(undefined);
    try {
      await deleteAccount(parsed.data.confirmation, parsed.data.password);
    } catch (err) {
      setBusy(false);
      const message = !isApiError(err)
        ? copy.failed
        : err.status === 429
          ? AUTH_MESSAGES.rateLimited
          : err.isClientError
            ? err.message
            : copy.failed;
      setError(message);
      toast.error(message);
      return;
    }
    leave(SETTINGS_MESSAGES.deleted);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          {copy.deleteAction}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={copy.cancel}>
        <DialogHeader>
          <DialogTitle>{copy.dialogTitle}</DialogTitle>
          <DialogDescription>{copy.dialogLead}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id="delete-confirmation" label={copy.typeDelete}>
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
              className="font-mono"
              {...fieldA11y("delete-confirmation")}
            />
          </FormField>
          <FormField id="delete-password" label={copy.password} error={error}>
            <PasswordInput
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              {...fieldA11y("delete-password", error)}
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{copy.cancel}</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={busy || confirmation.trim() !== "DELETE" || !password}>
              {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {busy ? copy.deleting : copy.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
