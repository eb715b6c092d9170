import { LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { PasswordInput } from "@web/components/PasswordInput";
import { Button } from "@web/ui/button";
import { fieldA11y, FormField } from "@web/ui/form-field";

type Props = {
  label: string;
  submitLabel: string;
  variant?: "default" | "destructive";
  /** Resolves to an error message to show, or nothing on success. */
  onSubmit: (password: string) => Promise<string | undefined>;
};

/** Asks for the account password before a sensitive change. */
export function PasswordPrompt({ label, submitLabel, variant = "default", onSubmit }: Props) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError("Please enter your password");
    setBusy(true);
    const problem = await onSubmit(password);
    setBusy(false);
    setError(problem);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField id={`${id}-password`} label={label} error={error}>
        <PasswordInput
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          {...fieldA11y(`${id}-password`, error)}
        />
      </FormField>
      <Button type="submit" variant={variant} disabled={busy} className="justify-self-end">
        {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {submitLabel}
      </Button>
    </form>
  );
}
