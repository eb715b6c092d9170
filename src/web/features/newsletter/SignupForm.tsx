import { newsletterSignupSchema } from "@core/newsletter";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, LoaderCircle, Mail } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@web/ui/toast";
import type { z } from "zod";
import { useI18n } from "@web/i18n/I18nProvider";
import { isApiError } from "@web/lib/api";
import { Button } from "@web/ui/button";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { useNewsletterSignup } from "./api";

type SignupInput = z.input<typeof newsletterSignupSchema>;
type SignupOutput = z.output<typeof newsletterSignupSchema>;

/** Home page email sign-up: double opt-in, so the answer is always "check your inbox". */
export function SignupForm() {
  const { t, locale } = useI18n();
  const signup = useNewsletterSignup();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<SignupInput, unknown, SignupOutput>({
    resolver: zodResolver(newsletterSignupSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "" },
  });
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setDone(null);
    try {
      const { message } = await signup.mutateAsync({ email, language: locale });
      toast.success(message);
      setDone(message);
      form.reset();
    } catch (err) {
      toast.error(isApiError(err) ? err.message : "Something went wrong. Please try again.");
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3" aria-labelledby="newsletter-heading">
      <FormField id="newsletter-email" label={t.newsletter.email} error={error} hint={t.newsletter.note}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            <Mail
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t.newsletter.emailPlaceholder}
              className="h-11 pl-9"
              {...fieldA11y("newsletter-email", error, true)}
              {...form.register("email")}
            />
          </div>
          <Button type="submit" className="h-11 sm:px-6" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {form.formState.isSubmitting ? t.newsletter.submitting : t.newsletter.submit}
          </Button>
        </div>
      </FormField>
      <div role="status">
        {done && (
          <p className="flex items-start gap-2 rounded-lg border border-success/30 bg-success-muted px-3 py-2.5 text-sm text-success-foreground">
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {done}
          </p>
        )}
      </div>
    </form>
  );
}
