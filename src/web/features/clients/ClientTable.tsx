import { Eye, Pencil } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { formatDate } from "@web/lib/format-date";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import { DataTable } from "@web/ui/data-table";
import type { ClientRow } from "./api";
import type { ClientsCopy } from "./copy";

type Props = Omit<ComponentProps<typeof DataTable<ClientRow>>, "columns" | "rowKey"> & { copy: ClientsCopy };

/** Manage Clients' columns. View and Edit both open the detail (spec §2). */
export function ClientTable({ copy, ...table }: Props) {
  const { locale } = useI18n();
  const c = copy.columns;
  const hours = (n: number) => copy.hours(n.toLocaleString(INTL_LOCALE[locale], { maximumFractionDigits: 1 }));
  const name = (row: ClientRow) => row.name || copy.noName;
  return (
    <DataTable
      {...table}
      rowKey={(row) => row.id}
      columns={[
        { header: c.name, cell: name, className: "font-medium break-words", card: "title" },
        { header: c.email, cell: (row) => <span className="break-all">{row.email}</span>, className: "max-w-64", card: "wide" },
        { header: c.status, cell: () => <Badge variant="outline">{copy.active}</Badge>, card: "aside" },
        { header: c.joined, cell: (row) => formatDate(row.joinedAt, locale), className: "whitespace-nowrap" },
        { header: c.balance, cell: (row) => hours(row.balance), className: "whitespace-nowrap tabular-nums" },
        { header: c.openTasks, cell: (row) => row.openTasks, className: "tabular-nums" },
        {
          header: c.actions,
          card: "footer",
          cell: (row) => (
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <Link to={`/dashboard/clients/${row.id}`} aria-label={copy.viewClient(name(row))}>
                  <Eye aria-hidden="true" />
                  {copy.view}
                </Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link to={`/dashboard/clients/${row.id}?edit=1`} aria-label={copy.editClient(name(row))}>
                  <Pencil aria-hidden="true" />
                  {copy.edit}
                </Link>
              </Button>
            </div>
          ),
        },
      ]}
    />
  );
}
