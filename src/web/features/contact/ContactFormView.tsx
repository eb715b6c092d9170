import { SERVICE_OPTIONS } from "@core/contact-services";
import { CircleCheck, LoaderCircle, Send } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@web/ui/button";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { LabelledInput } from "@web/ui/labelled-input";
import { NativeSelect } from "@web/ui/native-select";
import { Textarea } from "@web/ui/textarea";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

export type ContactField = "name" | "email" | "service" | "message";

type Props = {
  form: ComponentProps<"form">;
  /** Each field's props: react-hook-form's `register` once the form's code is here, its name before. */
  fields: Record<ContactField, ComponentProps<"input"> & ComponentProps<"select"> & ComponentProps<"textarea">>;
  errors?: Partial<Record<ContactField, string>>;
  submitting?: boolean;
  /** The browser is offline: a send waits for the connection (and then goes once), and says so. */
  offline?: boolean;
  /** The request's reference once it is sent. */
  sent?: string | null;
};

/** The contact form as drawn: the same markup before and after its code has loaded. */
export function ContactFormView({ form, fields, errors = {}, submitting = false, offline = false, sent = null }: Props) {
  const t = useCatalogue(chromeCatalogue);
  const waiting = submitting && offline;
  return (
    <form noValidate className="grid gap-5" {...form}>
      <div className="grid gap-5 sm:grid-cols-2">
        <LabelledInput id="contact-name" label={t("contactForm.name")} error={errors.name} autoComplete="name" placeholder={t("contactForm.namePlaceholder")} {...fields.name} />
        <LabelledInput
          id="contact-email"
          label={t("contactForm.email")}
          error={errors.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t("contactForm.emailPlaceholder")}
          {...fields.email}
        />
      </div>
      <FormField id="contact-service" label={t("contactForm.service")} error={errors.service}>
        {/* The placeholder option is chosen from the first paint on (not the first service). */}
        <NativeSelect required defaultValue="" {...fieldA11y("contact-service", errors.service)} {...fields.service}>
          <option value="" disabled>
            {t("contactForm.servicePlaceholder")}
          </option>
          {SERVICE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(`contactForm.services.${option.value}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="contact-message" label={t("contactForm.message")} error={errors.message}>
        <Textarea rows={6} placeholder={t("contactForm.messagePlaceholder")} {...fieldA11y("contact-message", errors.message)} {...fields.message} />
      </FormField>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <Button type="submit" size="lg" disabled={submitting} className="sm:min-w-44">
          {submitting && !waiting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {waiting ? t("offline.waiting") : submitting ? t("contactForm.sending") : t("contactForm.submit")}
        </Button>
      </div>
      <div role="status">
        {waiting && <p className="rounded-xl border border-primary/25 bg-accent p-4 text-sm text-accent-foreground">{t("offline.notice")}</p>}
        {sent && (
          <div className="flex items-start gap-3 rounded-xl border border-success/30 bg-success-muted p-4 text-success-foreground">
            <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">{t("contactForm.sentTitle")}</p>
              <p className="mt-1 text-sm">{t("contactForm.sentBody")}</p>
              <p className="mt-1 text-sm">
                {t("contactForm.sentReference")} <strong className="font-mono">{sent}</strong>
              </p>
            </div>
          </div>
        )}
      </div>
    </form>
  );
}
