import { contactConvertClientSchema } from "@core/contact-inbox";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { InlineFormButtons } from "@web/components/InlineFormButtons";
import { FormField, fieldA11y } from "@web/ui/form-field";
import { Input } from "@web/ui/input";

type Values = { fullName: string; temporaryPassword: string };
type Copy = { title: string; lead: string; fullName: string; password: string; passwordHint: string; submit: string; cancel: string };

/**
 * A client account for an inbox item's email (Contact inbox's Convert to client, Orders' Link
 * client): Add New Client's fields and rules, inline in the item's details dialog.
 */
export function NewClientForm({ id, name, copy, onSubmit, onCancel }: { id: string; name: string; copy: Copy; onSubmit: (values: Values) => Promise<void>; onCancel: () => void }) {
  const form = useForm({ resolver: zodResolver(contactConvertClientSchema), defaultValues: { fullName: name, temporaryPassword: "" } });
  const { errors, isSubmitting } = form.formState;
  return (
    <form id={id} noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-3 rounded-lg border p-4" aria-labelledby={`${id}-title`}>
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="font-semibold">
          {copy.title}
        </h3>
        <p className="text-muted-foreground">{copy.lead}</p>
      </div>
      <FormField id={`${id}-name`} label={copy.fullName} error={errors.fullName?.message}>
        <Input {...fieldA11y(`${id}-name`, errors.fullName?.message)} autoComplete="off" {...form.register("fullName")} />
      </FormField>
      <FormField id={`${id}-password`} label={copy.password} error={errors.temporaryPassword?.message} hint={copy.passwordHint}>
        <Input {...fieldA11y(`${id}-password`, errors.temporaryPassword?.message, true)} type="password" autoComplete="new-password" {...form.register("temporaryPassword")} />
      </FormField>
      <InlineFormButtons pending={isSubmitting} submit={copy.submit} cancel={copy.cancel} onCancel={onCancel} />
    </form>
  );
}
