
import { type OrderDetails, orderConvertTaskSchema, orderTaskTitle } from "@core/orders";
import type { URGENCIES } from "@core/tasks-constants";
import { zodResolver } from "@web/lib/zod-resolver";
import { useForm } from "react-hook-form";
import { NewTaskForm } from "@web/components/NewTaskForm";
import { NewClientForm } from "@web/components/NewClientForm";
import { useConvertOrder, useLinkClient } from "./api";
import type { OrdersTranslate } from "./catalogue";
import { useSaidAction } from "@web/lib/use-said-action";
import type { Locale } from "@core/locale";

/* The order's forms, inside its details dialog: react-hook-form over core's schemas. */

type Props = { order: OrderDetails; t: OrdersTranslate; onDone: () => void };

/** No account has the order's email: Add New Client's fields. */
export function CreateClientForOrder({ order, t, onDone }: Props) {
  const run = useSaidAction();
  const link = useLinkClient(order.id);
  const submit = async (values: { fullName: string; language: Locale }) => {
    if (await run(link.mutateAsync(values), (message) => t("link.failed", { message }))) onDone();
  };
  return <NewClientForm id="order-client" name={order.customerName ?? ""} language={order.language} copy={{ title: t("link.title"), lead: t("link.lead"), fullName: t("link.fullName"), submit: t("link.submit"), cancel: t("link.cancel") }} onSubmit={submit} onCancel={onDone} />;
}

export function ConvertOrderToTask({ order, t, onDone }: Props) {
  const run = useSaidAction();
  const form = useForm({ resolver: zodResolver(orderConvertTaskSchema), defaultValues: { title: orderTaskTitle(order), urgency: "normal" as const } });
  const { errors, isSubmitting } = form.formState;
  const convert = useConvertOrder(order.id);

  const submit = async (values: { title: string; urgency: (typeof URGENCIES)[number] }) => {
    if (await run(convert.mutateAsync(values), (message) => t("toTask.failed", { message }))) onDone();
  };

  return (
    <NewTaskForm
      id="order-task"
      ids={{ title: "order-task-name", urgency: "order-task-urgency" }}
      t={t}
      lead={t("toTask.lead", { name: order.client?.name ?? "" })}
      fields={{ title: form.register("title"), urgency: form.register("urgency") }}
      error={errors.title?.message}
      pending={isSubmitting}
      onSubmit={form.handleSubmit(submit)}
      onCancel={onDone}
    />
  );
}
