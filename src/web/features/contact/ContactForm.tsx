import "@web/lib/zod-config";
import { CONTACT_MESSAGES, type Contact, type ContactInput, contactSchema } from "@core/contact";
import { zodResolver } from "@web/lib/zod-resolver";
import { useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { toast } from "@web/ui/toast";
import { useOnline } from "@web/lib/use-online";
import { useI18n } from "@web/i18n/I18nProvider";
import { isApiError } from "@web/lib/api";
import { withQueryScope } from "@web/lib/query-scope";
import { type FormHandOver, useHandOver } from "@web/ui/lazy-form";
import { useSendContact } from "./api";
import { type ContactField, ContactFormView } from "./ContactFormView";

/** The product's order: the first failing field is the one the toast names. */
const FIELD_ORDER = ["name", "email", "service", "message"] as const;

const EMPTY: ContactInput = {
  name: "",
  email: "",
  // The placeholder option: no service chosen yet (the schema rejects it with the product's message).
  service: "" as ContactInput["service"],
  message: "",
};

/**
 * The contact form's logic: loaded when the visitor reaches for the form
 * (LazyContactForm), taking over what they typed.
 */
export const ContactForm = withQueryScope(function ContactForm({ handOver }: { handOver?: FormHandOver }) {
  const { locale } = useI18n();
  const send = useSendContact();
  const online = useOnline();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onInvalid = (invalid: FieldErrors<ContactInput>) => {
    setSent(null);
    const first = FIELD_ORDER.map((name) => invalid[name]?.message).find(Boolean);
    // One validation toast at a time: a new attempt replaces the previous message.
    toast.error(first ?? CONTACT_MESSAGES.allRequired, { id: "contact-validation" });
  };

  const onValid = async (values: Contact) => {
    setSent(null);
    try {
      const { reference } = await send.mutateAsync({ ...values, language: locale });
      toast.dismiss("contact-validation");
      // Said once, beside the Send button: the panel (its title the product's "Message sent successfully!").
      setSent(reference);
      form.reset(EMPTY);
    } catch (err) {
      // A 4xx carries a message meant for the visitor; anything else is our failure.
      toast.error(isApiError(err) && err.isClientError ? err.message : CONTACT_MESSAGES.failed);
    }
  };

  const formRef = useHandOver(handOver, {
    setValue: (name, value) => form.setValue(name as ContactField, value as never),
    submit: () => void form.handleSubmit(onValid, onInvalid)(),
  });

  return (
    <ContactFormView
      form={{ ref: formRef, onSubmit: form.handleSubmit(onValid, onInvalid) }}
      fields={{ name: form.register("name"), email: form.register("email"), service: form.register("service"), message: form.register("message") }}
      errors={{ name: errors.name?.message, email: errors.email?.message, service: errors.service?.message, message: errors.message?.message }}
      submitting={isSubmitting}
      offline={!online}
      sent={sent}
    />
  );
});
