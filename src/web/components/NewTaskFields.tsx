import { URGENCIES } from "@core/tasks-constants";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField, fieldA11y } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { NativeSelect, SelectOptions } from "@web/ui/native-select";

type Copy = { title: string; urgency: string; urgencyName: (urgency: (typeof URGENCIES)[number]) => string };

/** The task's title and urgency, when an inbox item (a contact request, an order) becomes a task. */
export function NewTaskFields({ id, copy, title, urgency, error }: { id: { title: string; urgency: string }; copy: Copy; title: UseFormRegisterReturn; urgency: UseFormRegisterReturn; error?: string }) {
  return (
    <>
      <FormField id={id.title} label={copy.title} error={error}>
        <Input {...fieldA11y(id.title, error)} {...title} />
      </FormField>
      <FormField id={id.urgency} label={copy.urgency}>
        <NativeSelect id={id.urgency} {...urgency}>
          <SelectOptions values={URGENCIES} label={copy.urgencyName} />
        </NativeSelect>
      </FormField>
    </>
  );
}
