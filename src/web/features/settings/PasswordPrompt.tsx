import { LoaderCircle } from "lucide-react";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { PasswordInput } from "@web/components/PasswordInput";
import { Button } from "@web/ui/button";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { lazyResolver } from "@web/lib/lazy-resolver";

type Props = {
  label: string;
  submitLabel: string;
  variant?: "default" | "destructive";
  /** Resolves to an error message to show, or nothing on success. */
  onSubmit: (password: string) => Promise<string | undefined>;
};

/** The sign-in's rule for a password typed again ('Please enter your password'), fetched as the prompt shows (lib/lazy-resolver.ts). */
const resolver = lazyResolver(async () => (await import("./validation")).passwordResolver);

/** Asks for the account password before a sensitive change. */
export function PasswordPrompt({ label, submitLabel, variant = "default", onSubmit }: Props) {
  const id = `${useId()}-password`;
  const form = useForm({ resolver, defaultValues: { password: "" } });
  const { errors, isSubmitting } = form.formState;
  const error = errors.password?.message;
  // The prompt shows in a dialog just opened: its check is fetched while the password is typed.
  useEffect(resolver.prefetch, []);

  const submit = async ({ password }: { password: string }) => {
    const problem = await onSubmit(password);
    if (problem) form.setError("password", { type: "server", message: problem });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      <FormField id={id} label={label} error={error}>
        <PasswordInput autoComplete="current-password" autoFocus {...fieldA11y(id, error)} {...form.register("password")} />
      </FormField>
      <Button type="submit" variant={variant} disabled={isSubmitting} className="justify-self-end">
        {isSubmitting && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {submitLabel}
      </Button>
    </form>
  );
}
