import { signInSchema } from "@core/auth";
import { zodResolver } from "@web/lib/zod-resolver";
import { LoaderCircle } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
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

/** The sign-in's rule for a password typed again: 'Please enter your password'. */
const passwordSchema = signInSchema.pick({ password: true });

/** Asks for the account password before a sensitive change. */
export function PasswordPrompt({ label, submitLabel, variant = "default", onSubmit }: Props) {
  const id = `${useId()}-password`;
  const form = useForm({ resolver: zodResolver(passwordSchema), defaultValues: { password: "" } });
  const { errors, isSubmitting } = form.formState;
  const error = errors.password?.message;

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
