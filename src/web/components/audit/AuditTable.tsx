import type { AuditEntry } from "@core/audit";
import { format, isValid, parseISO } from "date-fns";
import type { AuditCopy } from "./audit-copy";

const when = (iso: string) => {
  const d = parseISO(iso);
  return isValid(d) ? format(d, "yyyy-MM-dd HH:mm") : iso;
};
const show = (v: unknown) => (v === null || v === undefined ? "—" : typeof v === "string" ? v : JSON.stringify(v));

/** Audit rows: who, when, what, and each changed field's before → after. Stacks under 768 px. */
export function AuditTable({ items, copy }: { items: AuditEntry[]; copy: AuditCopy }) {
  const c = copy.columns;
  return (
    <div className="-mx-6 overflow-x-auto px-6">
      <table className="w-full text-sm">
        <thead className="sr-only md:not-sr-only">
          <tr className="border-b text-left text-muted-foreground">
            {[c.when, c.who, c.action, c.changes].map((h) => (
              <th key={h} scope="col" className="py-2 pr-4 font-medium last:pr-0">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((e) => (
            <tr key={e.id} className="grid border-b py-2 align-top last:border-0 md:table-row md:py-0">
              <td className="pr-4 whitespace-nowrap tabular-nums md:py-3">{when(e.at)}</td>
              <td className="pr-4 break-all md:py-3">{e.actor ? e.actor.email : copy.system}</td>
              <td className="pr-4 font-medium md:py-3">{copy.actions[e.action] ?? e.action}</td>
              <td className="md:py-3">
                <Changes entry={e} copy={copy} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Changes({ entry, copy }: { entry: AuditEntry; copy: AuditCopy }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return <span className="text-muted-foreground">{copy.none}</span>;
  return (
    <ul className="grid gap-1">
      {keys.map((k) => (
        <li key={k} className="break-words">
          <span className="font-mono text-xs">{k}</span>: <span className="text-muted-foreground">{show(entry.before?.[k])}</span> → <span>{show(entry.after?.[k])}</span>
        </li>
      ))}
    </ul>
  );
}
