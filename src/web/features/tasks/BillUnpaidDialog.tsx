import { textsOf } from "@core/i18n/catalogue";
import { formatHours } from "@core/hours-rule";
import { toMajor } from "@core/money";
import type { TaskDetails } from "@core/tasks";
import { Receipt } from "lucide-react";
import { useI18n } from "@web/i18n/I18nProvider";
import { TriggerButton } from "@web/ui/form-dialog";
import { useBillUnpaid } from "./api";
import type { TasksTranslate } from "./catalogue";
import { BillDialog } from "@web/components/BillDialog";

const TOAST_ID = "bill-unpaid";

/**
 * Bill unpaid time: the Request Payment dialog, prefilled with the unbilled hours ×
 * the hourly rate and a description naming the task; the operator may change both. The server
 * makes the request by the one creation path and marks those hours billed.
 */
export function BillUnpaidDialog({ task, t }: { task: TaskDetails; t: TasksTranslate }) {
  const { locale } = useI18n();
  const bill = useBillUnpaid(task.id);
  return (
    <BillDialog
      schema={() => import("@core/tasks").then((m) => m.taskBillSchema)}
      defaultValues={{ amount: toMajor(task.unbilled.amount.amount).toFixed(2), description: t("bill.describe", { title: task.title, hours: formatHours(task.unbilled.hours, locale) }) }}
      trigger={<TriggerButton variant="outline" size="sm" className="mt-2 w-fit" icon={Receipt}>{t("bill.button")}</TriggerButton>}
      copy={textsOf(t, "bill", ["title", "lead", "cancel", "submit"])}
      toastId={TOAST_ID}
      send={(values) => bill.mutateAsync(values)}
      sent={t("bill.sent")}
      failed={(message) => t("bill.failed", { message })}
      idPrefix="bill"
      labels={{ amount: `${t("bill.amount")} (${task.unbilled.amount.currency})`, description: t("bill.description") }}
    />
  );
}
