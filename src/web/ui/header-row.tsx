import type { ReactNode } from "react";
import { cn } from "@web/lib/cn";

export type HeaderColumn = { label: ReactNode; right?: boolean };

/** A table's row of column headings drawn from a column list; `right` sets a figure's heading right. */
export function HeaderRow({ columns, cell, className }: { columns: HeaderColumn[]; cell: string; className?: string }) {
  return (
    <tr className={className}>
      {columns.map((c, i) => (
        <th key={i} scope="col" className={cn(cell, c.right && "text-right", "font-medium")}>
          {c.label}
        </th>
      ))}
    </tr>
  );
}
