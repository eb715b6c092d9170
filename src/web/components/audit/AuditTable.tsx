import type { AuditEntry } from "@core/audit";
import { AUDIT_ACTIONS, type AuditAction } from "@core/audit-constants";
import { auditChangeLines, formatAuditTime } from "@core/audit-words/format";
import type { Column } from "@web/ui/data-table";
import type { AuditTranslate } from "./catalogue";
import type { Locale } from "@core/locale";

/** An address that may wrap only after its @ ("ana.petrova@<wbr>example.com"), never inside a word. */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at < 0) return <span className="whitespace-nowrap">{address}</span>;
  return (
    <span>
      <span className="whitespace-nowrap">{address.slice(0, at + 1)}</span>
      <wbr />
      <span className="whitespace-nowrap">{address.slice(at + 1)}</span>
    </span>
  );
}

/**
 * Audit rows' columns (the audit page and a client's Audit tab): when (Sofia time, zone named),
 * who, what, and each changed field in the screens' words (core/audit-words/format.ts).
 */
export function auditColumns(t: AuditTranslate, locale: Locale): Column<AuditEntry>[] {
  const known = new Set<string>(AUDIT_ACTIONS);
  return [
    {
      header: t("columns.when"),
      cell: (e) => (
        <time dateTime={e.at} className="text-sm whitespace-nowrap tabular-nums">
          {formatAuditTime(e.at, locale)}
        </time>
      ),
      card: "aside",
    },
    { header: t("columns.who"), cell: (e) => <span className="text-sm">{e.actor ? <Email address={e.actor.email} /> : t("system")}</span>, card: "line" },
    { header: t("columns.action"), cell: (e) => (known.has(e.action) ? t(`actions.${e.action as AuditAction}`) : e.action), className: "font-medium", card: "title" },
    { header: t("columns.changes"), cell: (e) => <Changes entry={e} t={t} locale={locale} />, card: "line" },
  ];
}

function Changes({ entry, t, locale }: { entry: AuditEntry; t: AuditTranslate; locale: Locale }) {
  const lines = auditChangeLines(entry, locale);
  if (lines.length === 0) return <span className="text-sm text-muted-foreground">{t("none")}</span>;
  return (
    <ul className="grid gap-1 text-sm">
      {lines.map((line) => (
        <li key={line.key} className="break-words">
          <span className="font-medium">{line.label}</span>: <span>{line.text}</span>
        </li>
      ))}
    </ul>
  );
}
