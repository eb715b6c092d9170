import { Eye, Pencil } from "lucide-react";
import type { ComponentProps } from "react";
import { formatHours } from "@core/hours-rule";
import { useI18n } from "@web/i18n/I18nProvider";
import { formatDate } from "@web/lib/format-date";
import { Badge } from "@web/ui/badge";
import { DataTable } from "@web/ui/data-table";
import type { ClientRow } from "./api";
import type { ClientsTranslate } from "./catalogue";
import { IconButtonLink } from "@web/components/IconButtonLink";

type Props = Omit<ComponentProps<typeof DataTable<ClientRow>>, "columns" | "rowKey"> & { t: ClientsTranslate };

/** Manage Clients' columns. View and Edit both open the detail. */
export function ClientTable({ t, ...table }: Props) {
  const { locale } = useI18n();
  const hours = (n: number) => t("hours", { hours: formatHours(n, locale) });
  const name = (row: ClientRow) => row.name || t("noName");
  return (
    <DataTable
      {...table}
      rowKey={(row) => row.id}
      columns={[
        { header: t("columns.name"), cell: name, className: "font-medium break-words", card: "title" },
        { header: t("columns.email"), cell: (row) => <span className="break-all">{row.email}</span>, className: "max-w-64", card: "wide" },
        { header: t("columns.status"), cell: () => <Badge variant="outline">{t("active")}</Badge>, card: "aside" },
        { header: t("columns.joined"), cell: (row) => formatDate(row.joinedAt, locale), className: "whitespace-nowrap" },
        { header: t("columns.balance"), cell: (row) => hours(row.balance), className: "whitespace-nowrap tabular-nums" },
        { header: t("columns.openTasks"), cell: (row) => row.openTasks, className: "tabular-nums" },
        {
          header: t("columns.actions"),
          card: "footer",
          cell: (row) => (
            <div className="flex flex-wrap gap-2">
              <IconButtonLink to={`/dashboard/clients/${row.id}`} icon={Eye} variant="outline" size="sm" aria-label={t("viewClient", { name: name(row) })}>
                {t("view")}
              </IconButtonLink>
              <IconButtonLink to={`/dashboard/clients/${row.id}?edit=1`} icon={Pencil} variant="outline" size="sm" aria-label={t("editClient", { name: name(row) })}>
                {t("edit")}
              </IconButtonLink>
            </div>
          ),
        },
      ]}
    />
  );
}
