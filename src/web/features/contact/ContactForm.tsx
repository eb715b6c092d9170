import { CONTACT_MESSAGES, type Contact, type ContactInput, contactSchema, SERVICE_OPTIONS } from "@core/contact";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, LoaderCircle, Send } from "lucide-react";
import { useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { toast } from "@web/ui/toast";
import { useI18n } from "@web/i18n/I18nProvider";
import { isApiError } from "@web/lib/api";
import { Button } from "@web/ui/button";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { NativeSelect } from "@web/ui/native-select";
import { Textarea } from "@web/ui/textarea";
import { useSendContact } from "./api";

/** The spec's order (§5): the first failing field is the one the toast names. */
const FIELD_ORDER = ["name", "email", "service", "message"] as const;

const EMPTY: ContactInput = {
  name: "",
  email: "",
  // The placeholder option: no service chosen yet (the schema rejects it with the spec's message).
  service: "" as ContactInput["service"],
  message: "",
};

export function ContactForm() {
  const { t, locale } = useI18n();
  const send = useSendContact();
  const [sent, setSent] = useState(false);
  const form = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(contactSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onInvalid = (invalid: FieldErrors<ContactInput>) => {
    setSent(false);
    const first = FIELD_ORDER.map((name) => invalid[name]?.message).find(Boolean);
    // One validation toast at a time: a new attempt replaces the previous message.
    toast.error(first ?? CONTACT_MESSAGES.allRequired, { id: "contact-validation" });
  };

  const onValid = async (values: Contact) => {
    setSent(false);
    try {
      const { message } = await send.mutateAsync({ ...values, language: locale });
      toast.dismiss("contact-validation");
      toast.success(message || CONTACT_MESSAGES.success);
      setSent(true);
      form.reset(EMPTY);
    } catch (err) {
      // A 4xx carries a message meant for the visitor; anything else is our failure.
      toast.error(isApiError(err) && err.isClientError ? err.message : CONTACT_MESSAGES.failed);
    }
  };

  const err = (name: (typeof FIELD_ORDER)[number]) => errors[name]?.message;

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={t.contactForm.name} error={err("name")}>
          <Input
            autoComplete="name"
            placeholder={t.contactForm.namePlaceholder}
            {...fieldA11y("contact-name", err("name"))}
            {...form.register("name")}
          />
        </FormField>
        <FormField id="contact-email" label={t.contactForm.email} error={err("email")}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t.contactForm.emailPlaceholder}
            {...fieldA11y("contact-email", err("email"))}
            {...form.register("email")}
          />
        </FormField>
      </div>
      <FormField id="contact-service" label={t.contactForm.service} error={err("service")}>
        <NativeSelect required {...fieldA11y("contact-service", err("service"))} {...form.register("service")}>
          <option value="" disabled>
            {t.contactForm.servicePlaceholder}
          </option>
          {SERVICE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t.contactForm.services[option.value]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="contact-message" label={t.contactForm.message} error={err("message")}>
        <Textarea
          rows={6}
          placeholder={t.contactForm.messagePlaceholder}
          {...fieldA11y("contact-message", err("message"))}
          {...form.register("message")}
        />
      </FormField>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <Button type="submit" size="lg" disabled={isSubmitting} className="sm:min-w-44">
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {isSubmitting ? t.contactForm.sending : t.contactForm.submit}
        </Button>
      </div>
      <div role="status">
        {sent && (
          <div className="flex items-start gap-3 rounded-xl border border-success/30 bg-success-muted p-4 text-success-foreground">
            <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">{t.contactForm.sentTitle}</p>
              <p className="mt-1 text-sm">{t.contactForm.sentBody}</p>
            </div>
          </div>
        )}
      </div>
    </form>
  );
}
