import { Eye, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { formatDate } from "@web/lib/format-date";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import type { ClientRow } from "./api";
import type { ClientsCopy } from "./copy";

/** Manage Clients' rows: a table from 768 px, stacked cards below. View and Edit both open the detail (spec §2). */
export function ClientTable({ items, copy }: { items: ClientRow[]; copy: ClientsCopy }) {
  const { locale } = useI18n();
  const c = copy.columns;
  const hours = (n: number) => copy.hours(n.toLocaleString(INTL_LOCALE[locale], { maximumFractionDigits: 1 }));
  const name = (row: ClientRow) => row.name || copy.noName;
  const status = () => <Badge variant="outline">{copy.active}</Badge>;
  const actions = (row: ClientRow) => (
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
  );

  return (
    <>
      <table className="hidden w-full text-sm md:table">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            {[c.name, c.email, c.status, c.joined, c.balance, c.openTasks, c.actions].map((h) => (
              <th key={h} scope="col" className="py-2 pr-4 font-medium last:pr-0">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((row) => (
            <tr key={row.id} className="border-b align-top last:border-0">
              <td className="py-3 pr-4 font-medium break-words">{name(row)}</td>
              <td className="max-w-64 py-3 pr-4 break-all">{row.email}</td>
              <td className="py-3 pr-4">{status()}</td>
              <td className="py-3 pr-4 whitespace-nowrap">{formatDate(row.joinedAt, locale)}</td>
              <td className="py-3 pr-4 whitespace-nowrap tabular-nums">{hours(row.balance)}</td>
              <td className="py-3 pr-4 tabular-nums">{row.openTasks}</td>
              <td className="py-3">{actions(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="grid gap-3 md:hidden">
        {items.map((row) => (
          <li key={row.id} className="grid gap-3 rounded-xl border p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 font-medium break-words">{name(row)}</p>
              {status()}
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <Field label={c.email} wide>
                <span className="break-all">{row.email}</span>
              </Field>
              <Field label={c.joined}>{formatDate(row.joinedAt, locale)}</Field>
              <Field label={c.balance}>{hours(row.balance)}</Field>
              <Field label={c.openTasks}>{row.openTasks}</Field>
            </dl>
            {actions(row)}
          </li>
        ))}
      </ul>
    </>
  );
}

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2 min-w-0" : "min-w-0"}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
