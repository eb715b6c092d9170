import { CircleCheck, LoaderCircle, Mail } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "@web/ui/button";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

type Props = {
  form: ComponentProps<"form">;
  email: ComponentProps<"input">;
  error?: string;
  submitting?: boolean;
  done?: ReactNode;
};

/** The home page's sign-up form as drawn: the same markup before and after its code has loaded. */
export function SignupFormView({ form, email, error, submitting = false, done }: Props) {
  const t = useCatalogue(chromeCatalogue);
  return (
    <form noValidate className="grid gap-3" aria-labelledby="newsletter-heading" {...form}>
      <FormField id="newsletter-email" label={t("newsletter.email")} error={error} hint={t("newsletter.note")}>
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
              placeholder={t("newsletter.emailPlaceholder")}
              fieldHeight="lg"
              className="pl-9"
              {...fieldA11y("newsletter-email", error, true)}
              {...email}
            />
          </div>
          <Button type="submit" className="h-11 sm:px-6" disabled={submitting}>
            {submitting && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {submitting ? t("newsletter.submitting") : t("newsletter.submit")}
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
