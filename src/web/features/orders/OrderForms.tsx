
import { type OrderDetails, orderConvertTaskSchema, orderTaskTitle } from "@core/orders";
import { URGENCIES } from "@core/tasks-constants";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { InlineFormButtons } from "@web/components/InlineFormButtons";
import { NewClientForm } from "@web/components/NewClientForm";
import { FormField, fieldA11y } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { NativeSelect, SelectOptions } from "@web/ui/native-select";
import { toast } from "@web/ui/toast";
import { useConvertOrder, useLinkClient } from "./api";
import type { OrdersTranslate } from "./catalogue";
import { useReason } from "@web/i18n/use-translate";

/* The order's forms, inside its details dialog: react-hook-form over core's schemas. */

type Props = { order: OrderDetails; t: OrdersTranslate; onDone: () => void };

/** No account has the order's email: Add New Client's fields. */
export function CreateClientForOrder({ order, t, onDone }: Props) {
  const reason = useReason();
  const link = useLinkClient(order.id);
  const submit = async (values: { fullName: string; language: "en" | "bg" }) => {
    try {
      toast.success((await link.mutateAsync(values)).message);
      onDone();
    } catch (err) {
      toast.error(t("link.failed", { message: reason(err) }));
    }
  };
  return <NewClientForm id="order-client" name={order.customerName ?? ""} language={order.language} copy={{ title: t("link.title"), lead: t("link.lead"), fullName: t("link.fullName"), submit: t("link.submit"), cancel: t("link.cancel") }} onSubmit={submit} onCancel={onDone} />;
}

export function ConvertOrderToTask({ order, t, onDone }: Props) {
  const reason = useReason();
  const form = useForm({ resolver: zodResolver(orderConvertTaskSchema), defaultValues: { title: orderTaskTitle(order), urgency: "normal" as const } });
  const { errors, isSubmitting } = form.formState;
  const convert = useConvertOrder(order.id);

  const submit = async (values: { title: string; urgency: (typeof URGENCIES)[number] }) => {
    try {
      toast.success((await convert.mutateAsync(values)).message);
      onDone();
    } catch (err) {
      toast.error(t("toTask.failed", { message: reason(err) }));
    }
  };

  return (
    <form id="order-task" noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-3 rounded-lg border p-4" aria-labelledby="order-task-title">
      <div className="grid gap-1">
        <h3 id="order-task-title" className="font-semibold">
          {t("toTask.title")}
        </h3>
        <p className="text-muted-foreground">{t("toTask.lead", { name: order.client?.name ?? "" })}</p>
      </div>
      <FormField id="order-task-name" label={t("toTask.taskTitle")} error={errors.title?.message}>
        <Input {...fieldA11y("order-task-name", errors.title?.message)} {...form.register("title")} />
      </FormField>
      <FormField id="order-task-urgency" label={t("toTask.urgency")}>
        <NativeSelect id="order-task-urgency" {...form.register("urgency")}>
          <SelectOptions values={URGENCIES} label={(u) => t(`toTask.urgencies.${u}`)} />
        </NativeSelect>
      </FormField>
      <InlineFormButtons pending={isSubmitting} submit={t("toTask.submit")} cancel={t("toTask.cancel")} onCancel={onDone} />
    </form>
  );
}
