import { saidOf } from "@web/lib/api";
import { type ContactDetails, contactConvertTaskSchema, contactReplySchema, replySubjectFor, taskTitleFor } from "@core/contact-inbox";
import type { URGENCIES } from "@core/tasks-constants";
import { zodResolver } from "@web/lib/zod-resolver";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { BlockHeading } from "@web/components/BlockHeading";
import { NewTaskForm } from "@web/components/NewTaskForm";
import { NewClientForm } from "@web/components/NewClientForm";
import { toast } from "@web/ui/toast";
import { ClientPickerField } from "@web/components/ClientPickerField";
import { FormField, fieldA11y } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { Textarea } from "@web/ui/textarea";
import { useConvertToClient, useConvertToTask, useReply } from "./api";
import type { ContactInboxTranslate } from "./catalogue";
import { useReason } from "@web/i18n/use-translate";
import { useSaidAction } from "@web/lib/use-said-action";
import { SubmitButton } from "@web/ui/form-dialog-submit";
import type { Locale } from "@core/locale";

/*
 * The contact request's forms (inside its details dialog, not dialogs of their own):
 * react-hook-form with core's schemas, whose messages FormField shows in the UI language.
 */

type FormProps = { submission: ContactDetails; t: ContactInboxTranslate };

export function ReplyForm({ submission, t }: FormProps) {
  const run = useSaidAction();
  const form = useForm({ resolver: zodResolver(contactReplySchema), defaultValues: { subject: replySubjectFor(submission), body: "" } });
  const { errors, isSubmitting } = form.formState;
  const reply = useReply(submission.id);

  const submit = async (values: { subject: string; body: string }) => {
    if (await run(reply.mutateAsync(values), (message) => t("reply.failed", { message }))) form.setValue("body", "");
  };

  return (
    <section aria-labelledby="contact-reply" className="grid gap-3 border-t pt-4">
      <BlockHeading id="contact-reply" title={t("reply.title")} lead={t("reply.lead", { email: submission.email, language: t(`languages.${submission.language}`) })} />
      <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-3" aria-busy={isSubmitting}>
        <FormField id="reply-subject" label={t("reply.subject")} error={errors.subject?.message}>
          <Input {...fieldA11y("reply-subject", errors.subject?.message)} aria-required="true" {...form.register("subject")} />
        </FormField>
        <FormField id="reply-body" label={t("reply.body")} error={errors.body?.message}>
          <Textarea {...fieldA11y("reply-body", errors.body?.message)} rows={6} aria-required="true" {...form.register("body")} />
        </FormField>
        <div>
          <SubmitButton pending={isSubmitting} icon={<Send aria-hidden="true" />} pendingLabel={t("reply.sending")}>
            {t("reply.send")}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

type ActionProps = FormProps & { onDone: () => void };

export function ConvertToClient({ submission, t, onDone }: ActionProps) {
  const reason = useReason();
  const convert = useConvertToClient(submission.id);

  const submit = async (values: { fullName: string; language: Locale }) => {
    try {
      toast.info(t("toClient.creating"), { id: "convert-client" });
      const res = await convert.mutateAsync(values);
      toast.success(saidOf(res), { id: "convert-client" });
      onDone();
    } catch (err) {
      toast.error(t("toClient.failed", { message: reason(err) }), { id: "convert-client" });
    }
  };

  return <NewClientForm id="convert-client" name={submission.name} language={submission.language} copy={{ title: t("toClient.title"), lead: t("toClient.lead"), fullName: t("toClient.fullName"), submit: t("toClient.submit"), cancel: t("toClient.cancel") }} onSubmit={submit} onCancel={onDone} />;
}

export function ConvertToTask({ submission, t, onDone }: ActionProps) {
  const run = useSaidAction();
  const form = useForm({ resolver: zodResolver(contactConvertTaskSchema), defaultValues: { title: taskTitleFor(submission), urgency: "normal" as const, clientId: "" } });
  const { errors, isSubmitting } = form.formState;
  const convert = useConvertToTask(submission.id);

  const submit = async ({ clientId, ...values }: { title: string; urgency: (typeof URGENCIES)[number]; clientId?: string }) => {
    // Without a linked client the task needs one chosen here (the picker turns red, as before).
    if (!submission.client && !clientId) return form.setError("clientId", { type: "required" });
    if (await run(convert.mutateAsync({ ...values, ...(submission.client ? {} : { clientId }) }), (message) => t("toTask.failed", { message }))) onDone();
  };

  return (
    <NewTaskForm
      id="convert-task"
      ids={{ title: "task-title", urgency: "task-urgency" }}
      t={t}
      lead={submission.client ? t("toTask.linkedClient", { name: submission.client.name }) : t("toTask.lead")}
      fields={{ title: form.register("title"), urgency: form.register("urgency") }}
      error={errors.title?.message}
      pending={isSubmitting}
      onSubmit={form.handleSubmit(submit)}
      onCancel={onDone}
    >
      {!submission.client && <ClientPickerField form={form} name="clientId" id="task-client" label={t("toTask.client")} />}
    </NewTaskForm>
  );
}
