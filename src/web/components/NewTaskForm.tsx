import type { Translate } from "@core/i18n/catalogue";
import { URGENCIES } from "@core/tasks-constants";
import type { FormEventHandler, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField, fieldA11y } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { NativeSelect, SelectOptions } from "@web/ui/native-select";
import { InlineForm } from "./InlineForm";

type Urgency = (typeof URGENCIES)[number];
/** The words every inbox's catalogue has for it, under "toTask". */
type TaskFormKey = "toTask.title" | "toTask.submit" | "toTask.cancel" | "toTask.taskTitle" | "toTask.urgency" | `toTask.urgencies.${Urgency}`;

type Props = {
  id: string;
  /** The title and urgency fields' ids. */
  ids: { title: string; urgency: string };
  t: Translate<TaskFormKey>;
  lead: string;
  fields: { title: UseFormRegisterReturn; urgency: UseFormRegisterReturn };
  error?: string;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** Fields of the inbox's own, under the urgency (the contact inbox's client picker). */
  children?: ReactNode;
};

/** Convert to task, when an inbox item (a contact request, an order) becomes a task: its title and urgency. */
export function NewTaskForm({ id, ids, t, lead, fields, error, pending, onSubmit, onCancel, children }: Props) {
  return (
    <InlineForm id={id} copy={{ title: t("toTask.title"), lead, submit: t("toTask.submit"), cancel: t("toTask.cancel") }} pending={pending} onSubmit={onSubmit} onCancel={onCancel}>
      <FormField id={ids.title} label={t("toTask.taskTitle")} error={error}>
        <Input {...fieldA11y(ids.title, error)} {...fields.title} />
      </FormField>
      <FormField id={ids.urgency} label={t("toTask.urgency")}>
        <NativeSelect id={ids.urgency} {...fields.urgency}>
          <SelectOptions values={URGENCIES} label={(u) => t(`toTask.urgencies.${u}`)} />
        </NativeSelect>
      </FormField>
      {children}
    </InlineForm>
  );
}
