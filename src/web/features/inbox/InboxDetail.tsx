import { fillCannedReply } from "@core/canned-reply-text";
import { replySubjectFor } from "@core/contact-service-label";
import type { InboxItem } from "@core/inbox";
import { useI18n } from "@web/i18n/I18nProvider";
import { formatDateTime } from "@web/lib/format-date";
import { useMoney } from "@web/lib/use-money";
import { Button } from "@web/ui/button";
import { Input } from "@web/ui/input";
import { Label } from "@web/ui/label";
import { LoadFailed, LoadingLine } from "@web/ui/list-states";
import { ChooseSelect } from "@web/ui/native-select";
import { Textarea } from "@web/ui/textarea";
import { ArrowLeft } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { Link } from "react-router";
import { useCannedReplies, useContactReply, useContactRequest, useConversation, useMessageReply, useOrder, useTranslationRequest } from "./api";
import type { InboxTranslate } from "./catalogue";
import { ClientPanel } from "./ClientPanel";

type Props = { item: InboxItem | null; t: InboxTranslate; onBack: () => void; onClose: (item: InboxItem) => void; closing: boolean };

/** The open item: its thread (with a reply for messages and contact requests) and the client beside it. */
export function InboxDetail({ item, t, onBack, onClose, closing }: Props) {
  if (!item) return <p className="rounded-lg border p-6 text-center text-muted-foreground">{t("thread.pick")}</p>;
  const closeLabel = item.kind === "message" || item.kind === "email" ? t("thread.handled") : t("thread.close");
  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_18rem]">
      <section aria-labelledby="inbox-thread-title" className="grid content-start gap-4 rounded-lg border p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="ghost" size="sm" className="lg:hidden" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            {t("thread.back")}
          </Button>
          <h2 id="inbox-thread-title" className="text-lg font-semibold">
            {t(`kind.${item.kind}`)} — {item.from || item.email || t("list.noEmail")}
          </h2>
          {item.kind !== "translation" ? (
            <Button variant="outline" size="sm" disabled={closing} onClick={() => onClose(item)}>
              {closeLabel}
            </Button>
          ) : (
            <Link to={`/dashboard/translations?id=${item.id}`} className="text-sm underline">
              {t("thread.openFull")}
            </Link>
          )}
        </div>
        {item.kind === "message" || item.kind === "email" ? (
          <Conversation item={item} t={t} />
        ) : item.kind === "contact" ? (
          <ContactThread item={item} t={t} />
        ) : item.kind === "order" ? (
          <OrderThread id={item.id} t={t} />
        ) : (
          <TranslationThread id={item.id} t={t} />
        )}
      </section>
      <ClientPanel item={item} t={t} />
    </div>
  );
}

type ThreadQuery<T> = { data: T | undefined; isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };

/** A thread's failure or loading line, else `children` with what it loaded. */
function Loading<T>({ query, t, children }: { query: ThreadQuery<T>; t: InboxTranslate; children: (data: T) => ReactNode }) {
  if (query.isError) return <LoadFailed onRetry={query.refetch}>{t("thread.loadFailed", { message: query.error?.message ?? "" })}</LoadFailed>;
  if (query.isPending || query.data === undefined) return <LoadingLine>{t("thread.loading")}</LoadingLine>;
  return <>{children(query.data)}</>;
}

function Entry({ who, at, children }: { who: string; at: string; children: ReactNode }) {
  const { locale } = useI18n();
  return (
    <li className="grid gap-1 rounded-md bg-muted/40 p-3 text-sm">
      <span className="text-xs text-muted-foreground">
        {who} · {formatDateTime(at, locale)}
      </span>
      <span className="whitespace-pre-wrap break-words">{children}</span>
    </li>
  );
}

function Conversation({ item, t }: { item: InboxItem; t: InboxTranslate }) {
  const conversation = useConversation(item.client?.id ?? null);
  const reply = useMessageReply();
  return (
    <Loading query={conversation} t={t}>
      {(c) => (
        <>
          <ol className="grid max-h-[28rem] gap-2 overflow-y-auto">
            {c.items.map((m) => (
              <Entry key={m.id} who={m.sender === "client" ? item.from : t("thread.operator")} at={m.createdAt}>
                {m.content.replace(/^\*\*(.*)\*\*$/m, "$1")}
              </Entry>
            ))}
          </ol>
          <ReplyForm t={t} name={item.from} onSend={(content) => reply.mutateAsync({ messageId: item.id, content })} />
        </>
      )}
    </Loading>
  );
}

function ContactThread({ item, t }: { item: InboxItem; t: InboxTranslate }) {
  const request = useContactRequest(item.id);
  const reply = useContactReply();
  return (
    <Loading query={request} t={t}>
      {(r) => (
        <>
          <ol className="grid max-h-[28rem] gap-2 overflow-y-auto">
            <Entry who={r.name} at={r.createdAt}>
              {r.message}
            </Entry>
            {r.replies.map((x) => (
              <Entry key={x.id} who={x.fromVisitor ? r.name : t("thread.operator")} at={x.createdAt}>
                {x.body}
              </Entry>
            ))}
          </ol>
          <Link to={`/dashboard/contact?id=${item.id}`} className="text-sm underline">
            {t("thread.convertToTask")}
          </Link>
          <ReplyForm t={t} name={r.name} subject={replySubjectFor(r)} onSend={(body, subject) => reply.mutateAsync({ id: item.id, subject: subject ?? "", body })} />
        </>
      )}
    </Loading>
  );
}

/** A paid thread's facts: its note (or that there is none) first, then `children`. */
function NoteFacts({ label, note, t, children }: { label: string; note: string | null | undefined; t: InboxTranslate; children: ReactNode }) {
  return (
    <dl className="grid gap-2 text-sm">
      <dt className="font-medium">{label}</dt>
      <dd className="whitespace-pre-wrap">{note || t("thread.noNote")}</dd>
      {children}
    </dl>
  );
}

function OrderThread({ id, t }: { id: string; t: InboxTranslate }) {
  const order = useOrder(id);
  const { money } = useMoney();
  return (
    <Loading query={order} t={t}>
      {(o) => (
        <NoteFacts label={t("thread.note")} note={o.notes} t={t}>
          <dt className="font-medium">{t("thread.items")}</dt>
          <dd>{o.items.map((i) => `${i.name} × ${i.quantity}`).join(", ")}</dd>
          <dt className="font-medium">{t("thread.total")}</dt>
          <dd>{money(o.total, o.currency)}</dd>
          <dd>
            <Link to={`/dashboard/orders?id=${id}`} className="underline">
              {t("thread.convertToTask")}
            </Link>
          </dd>
        </NoteFacts>
      )}
    </Loading>
  );
}

function TranslationThread({ id, t }: { id: string; t: InboxTranslate }) {
  const request = useTranslationRequest(id);
  return (
    <Loading query={request} t={t}>
      {(r) => (
        <NoteFacts label={t("thread.notes")} note={r.notes} t={t}>
          <dd className="text-muted-foreground">{t("thread.cannotClose")}</dd>
        </NoteFacts>
      )}
    </Loading>
  );
}

/** The reply box: a canned reply goes in with the name filled; Send uses the kind's reply route. */
function ReplyForm({ t, name, subject: initialSubject, onSend }: { t: InboxTranslate; name: string; subject?: string; onSend: (body: string, subject?: string) => Promise<unknown> }) {
  const [body, setBody] = useState("");
  const [subject, setSubject] = useState(initialSubject ?? "");
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const canned = useCannedReplies();
  const { locale } = useI18n();
  const options = (canned.data?.items ?? []).map((r) => ({ value: r.id, label: r.title, text: (locale === "bg" ? r.textBg : r.textEn) || r.textEn || r.textBg }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await onSend(body, initialSubject === undefined ? undefined : subject);
      setBody("");
      setStatus({ ok: true, text: t("thread.sent") });
    } catch (err) {
      setStatus({ ok: false, text: t("thread.failed", { message: (err as Error).message }) });
    }
  };
  return (
    <form onSubmit={submit} className="grid gap-3 border-t pt-4" aria-label={t("thread.reply")}>
      {options.length > 0 && (
        <div className="grid gap-1">
          <Label htmlFor="inbox-canned">{t("thread.canned")}</Label>
          <ChooseSelect
            id="inbox-canned"
            placeholder={t("thread.cannedPlaceholder")}
            options={options}
            onChoose={(chosen) => setBody((b) => (b ? `${b}\n\n` : "") + fillCannedReply(chosen.text, name))}
          />
        </div>
      )}
      {initialSubject !== undefined && (
        <div className="grid gap-1">
          <Label htmlFor="inbox-subject">{t("thread.subject")}</Label>
          <Input id="inbox-subject" value={subject} onChange={(e) => setSubject(e.target.value)} required maxLength={200} />
        </div>
      )}
      <div className="grid gap-1">
        <Label htmlFor="inbox-reply">{t("thread.replyLabel")}</Label>
        <Textarea id="inbox-reply" value={body} onChange={(e) => setBody(e.target.value)} required rows={4} />
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={!body.trim()}>
          {t("thread.send")}
        </Button>
        {status && (
          <p role={status.ok ? "status" : "alert"} className={status.ok ? "text-sm text-muted-foreground" : "text-sm text-destructive"}>
            {status.text}
          </p>
        )}
      </div>
    </form>
  );
}
