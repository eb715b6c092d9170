import { type MessageRow, messageShortId } from "@core/messages";
import { Eye } from "lucide-react";
import { DueBadge } from "@web/components/DueBadge";
import { useI18n } from "@web/i18n/I18nProvider";
import { cn } from "@web/lib/cn";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import type { MessagesCopy } from "./copy";
import { formatDateTime } from "./format";

type Props = { items: MessageRow[]; onView: (m: MessageRow) => void; copy: MessagesCopy; now: Date };

/** The operator's Messages table (spec §2): a table from 768 px up, stacked cards below. */
export function MessageTable({ items, onView, copy, now }: Props) {
  const { locale } = useI18n();
  const c = copy.admin.columns;
  const who = (m: MessageRow) => {
    const name = m.client.name === "Unknown" ? m.client.email : m.client.name;
    return m.sender === "client" ? copy.admin.from(name) : copy.admin.to(name);
  };
  const status = (m: MessageRow) => (
    <span className="flex flex-wrap gap-1.5">
      <Badge variant={m.isRead ? "secondary" : "default"}>{m.isRead ? copy.status.read : copy.status.unread}</Badge>
      {m.sender === "client" && m.dueAt && !m.answeredAt && <DueBadge dueAt={m.dueAt} now={now} />}
    </span>
  );
  const view = (m: MessageRow) => (
    <Button variant="outline" size="sm" onClick={() => onView(m)} aria-label={copy.admin.viewMessage(messageShortId(m.id))}>
      <Eye aria-hidden="true" />
      {copy.admin.view}
    </Button>
  );
  const rowClass = (m: MessageRow) => cn(m.unreadForMe && "bg-accent font-medium text-accent-foreground");

  return (
    <>
      <table className="hidden w-full text-sm md:table">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            {[c.id, c.fromTo, c.content, c.date, c.status, c.actions].map((label) => (
              <th key={label} scope="col" className="py-2 pr-4 font-medium last:pr-0">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((m) => (
            <tr key={m.id} data-testid="message-row" data-unread={m.unreadForMe ? "true" : undefined} className={cn("border-b align-top last:border-0", rowClass(m))}>
              <td className="py-3 pr-4 pl-2 font-mono text-xs">{messageShortId(m.id)}</td>
              <td className="py-3 pr-4 wrap-anywhere">{who(m)}</td>
              <td className="max-w-64 py-3 pr-4 wrap-anywhere">{m.preview}</td>
              <td className="py-3 pr-4 whitespace-nowrap">{formatDateTime(m.createdAt, locale)}</td>
              <td className="py-3 pr-4">{status(m)}</td>
              <td className="py-3 pr-2">{view(m)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="grid gap-3 md:hidden">
        {items.map((m) => (
          <li key={m.id} data-testid="message-card" data-unread={m.unreadForMe ? "true" : undefined} className={cn("grid gap-2 rounded-xl border p-4", rowClass(m))}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium wrap-anywhere">{who(m)}</span>
              <span className="font-mono text-xs text-muted-foreground">{messageShortId(m.id)}</span>
            </div>
            <p className="wrap-anywhere">{m.preview}</p>
            <p className="text-sm text-muted-foreground">{formatDateTime(m.createdAt, locale)}</p>
            {status(m)}
            <div>{view(m)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}
