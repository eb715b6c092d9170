import type { AuditEntry } from "@core/audit";
import { AUDIT_ACTIONS, type AuditAction } from "@core/audit-constants";
import { format, isValid, parseISO } from "date-fns";
import type { Column } from "@web/ui/data-table";
import type { AuditTranslate } from "./catalogue";

const when = (iso: string) => {
  const d = parseISO(iso);
  return isValid(d) ? format(d, "yyyy-MM-dd HH:mm") : iso;
};
const show = (v: unknown) => (v === null || v === undefined ? "—" : typeof v === "string" ? v : JSON.stringify(v));

/** The changed fields the log names in words (docs/decisions/0028-i18n-library.md); any other shows its key. */
const FIELDS = ["status", "role", "title", "start", "taskId", "fullName", "name", "preferredLanguage", "language", "fileName", "banned", "banReason", "banExpiresIn", "sessionsRevoked", "phone", "email", "urgency", "subject", "payWith", "hoursUsed", "hours", "drawnFromBalance", "balance", "description", "deletedAt", "currency", "clientId", "amount", "adminNotes", "notes", "accountCreated", "service", "paymentType", "paymentId", "password", "number", "durationMinutes", "dueAt", "attachments", "weekly", "exceptions", "bufferMinutes", "horizonDays", "minNoticeHours", "filter", "orders", "payments", "appointments"] as const;
const NAMED = new Set<string>(FIELDS);
const fieldName = (t: AuditTranslate, key: string) => (NAMED.has(key) ? t(`fields.${key as (typeof FIELDS)[number]}`) : key);

/** Audit rows' columns (the audit page and a client's Audit tab): who, when, what, and each changed field's before → after. */
export function auditColumns(t: AuditTranslate): Column<AuditEntry>[] {
  const known = new Set<string>(AUDIT_ACTIONS);
  return [
    { header: t("columns.when"), cell: (e) => <span className="text-sm whitespace-nowrap tabular-nums">{when(e.at)}</span>, card: "aside" },
    { header: t("columns.who"), cell: (e) => <span className="text-sm break-all">{e.actor ? e.actor.email : t("system")}</span>, card: "line" },
    { header: t("columns.action"), cell: (e) => (known.has(e.action) ? t(`actions.${e.action as AuditAction}`) : e.action), className: "font-medium", card: "title" },
    { header: t("columns.changes"), cell: (e) => <Changes entry={e} t={t} />, card: "line" },
  ];
}

function Changes({ entry, t }: { entry: AuditEntry; t: AuditTranslate }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return <span className="text-sm text-muted-foreground">{t("none")}</span>;
  return (
    <ul className="grid gap-1 text-sm">
      {keys.map((k) => (
        <li key={k} className="break-words">
          <span className={NAMED.has(k) ? "font-medium" : "font-mono text-xs"}>{fieldName(t, k)}</span>: <span className="text-muted-foreground">{show(entry.before?.[k])}</span> → <span>{show(entry.after?.[k])}</span>
        </li>
      ))}
    </ul>
  );
}
