import type { AuditEntry } from "@core/audit";
import { format, isValid, parseISO } from "date-fns";
import type { Column } from "@web/ui/data-table";
import type { AuditCopy } from "./audit-copy";

const when = (iso: string) => {
  const d = parseISO(iso);
  return isValid(d) ? format(d, "yyyy-MM-dd HH:mm") : iso;
};
const show = (v: unknown) => (v === null || v === undefined ? "—" : typeof v === "string" ? v : JSON.stringify(v));

/** Audit rows' columns (the audit page and a client's Audit tab): who, when, what, and each changed field's before → after. */
export function auditColumns(copy: AuditCopy): Column<AuditEntry>[] {
  const c = copy.columns;
  return [
    { header: c.when, cell: (e) => <span className="text-sm whitespace-nowrap tabular-nums">{when(e.at)}</span>, card: "aside" },
    { header: c.who, cell: (e) => <span className="text-sm break-all">{e.actor ? e.actor.email : copy.system}</span>, card: "line" },
    { header: c.action, cell: (e) => copy.actions[e.action] ?? e.action, className: "font-medium", card: "title" },
    { header: c.changes, cell: (e) => <Changes entry={e} copy={copy} />, card: "line" },
  ];
}

function Changes({ entry, copy }: { entry: AuditEntry; copy: AuditCopy }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return <span className="text-sm text-muted-foreground">{copy.none}</span>;
  return (
    <ul className="grid gap-1 text-sm">
      {keys.map((k) => (
        <li key={k} className="break-words">
          <span className="font-mono text-xs">{k}</span>: <span className="text-muted-foreground">{show(entry.before?.[k])}</span> → <span>{show(entry.after?.[k])}</span>
        </li>
      ))}
    </ul>
  );
}
