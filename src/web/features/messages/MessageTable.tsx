import { type MessageRow, messageShortId } from "@core/messages";
import { Eye } from "lucide-react";
import type { ComponentProps } from "react";
import { DueBadge } from "@web/components/DueBadge";
import { useI18n } from "@web/i18n/I18nProvider";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import { DataTable } from "@web/ui/data-table";
import type { MessagesCopy } from "./copy";
import { formatDateTime } from "./format";

type Props = Omit<ComponentProps<typeof DataTable<MessageRow>>, "columns" | "rowKey" | "rowProps"> & { onView: (m: MessageRow) => void; copy: MessagesCopy; now: Date };

/** The operator's Messages columns (spec §2); a message unread by the operator stands out. */
export function MessageTable({ onView, copy, now, ...table }: Props) {
  const { locale } = useI18n();
  const c = copy.admin.columns;
  const who = (m: MessageRow) => {
    const name = m.client.name === "Unknown" ? m.client.email : m.client.name;
    return m.sender === "client" ? copy.admin.from(name) : copy.admin.to(name);
  };
  return (
    <DataTable
      {...table}
      rowKey={(m) => m.id}
      rowProps={(m, as) => ({
        "data-testid": as === "row" ? "message-row" : "message-card",
        "data-unread": m.unreadForMe ? "true" : undefined,
        className: m.unreadForMe ? "bg-accent font-medium text-accent-foreground" : undefined,
      })}
      columns={[
        {
          header: c.id,
          cell: (m) => messageShortId(m.id),
          className: "pl-2 font-mono text-xs",
          card: "aside",
          cardCell: (m) => <span className="font-mono text-xs text-muted-foreground">{messageShortId(m.id)}</span>,
        },
        { header: c.fromTo, cell: who, className: "wrap-anywhere", card: "title" },
        { header: c.content, cell: (m) => m.preview, className: "max-w-64 wrap-anywhere", card: "line" },
        {
          header: c.date,
          cell: (m) => formatDateTime(m.createdAt, locale),
          className: "whitespace-nowrap",
          card: "line",
          cardCell: (m) => <span className="text-sm text-muted-foreground">{formatDateTime(m.createdAt, locale)}</span>,
        },
        {
          header: c.status,
          card: "line",
          cell: (m) => (
            <span className="flex flex-wrap gap-1.5">
              <Badge variant={m.isRead ? "secondary" : "default"}>{m.isRead ? copy.status.read : copy.status.unread}</Badge>
              {m.sender === "client" && m.dueAt && !m.answeredAt && <DueBadge dueAt={m.dueAt} now={now} />}
            </span>
          ),
        },
        {
          header: c.actions,
          className: "last:pr-2",
          card: "footer",
          cell: (m) => (
            <Button variant="outline" size="sm" onClick={() => onView(m)} aria-label={copy.admin.viewMessage(messageShortId(m.id))}>
              <Eye aria-hidden="true" />
              {copy.admin.view}
            </Button>
          ),
        },
      ]}
    />
  );
}
