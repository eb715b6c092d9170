import type { ComponentProps } from "react";
import { FormField } from "@web/ui/form-field";
import { NativeSelect } from "@web/ui/native-select";
import { useClientTasks } from "./api";

type Props = ComponentProps<"select"> & { id: string; clientId: string; label: string; noTask: string };

/** 'Task (optional)': one of the client's tasks, loaded when a dialog that offers it opens. */
export function ClientTaskSelect({ id, clientId, label, noTask, ...select }: Props) {
  const tasks = useClientTasks(clientId);
  return (
    <FormField id={id} label={label}>
      <NativeSelect id={id} {...select}>
        <option value="">{noTask}</option>
        {(tasks.data?.items ?? []).map((t) => (
          <option key={t.id} value={t.id}>
            {t.title}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** The select's "No task" is no task id at all. */
export const taskIdValue = (v: unknown) => (typeof v === "string" && v ? v : undefined);
