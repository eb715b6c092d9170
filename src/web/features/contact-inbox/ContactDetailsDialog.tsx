import type { ContactDetails } from "@core/contact-inbox";
import { ClipboardList, Lock, LockOpen, UserPlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "@web/ui/toast";
import { DueBadge } from "@web/components/DueBadge";
import { useCopy, useI18n } from "@web/i18n/I18nProvider";
import { formatDateTime } from "@web/lib/date-time";
import { Button } from "@web/ui/button";
import { DetailItem, DetailsDialog, DetailsSection } from "@web/ui/details-dialog";
import { ClientLink } from "@web/components/ClientLink";
import { DialogDescription, DialogHeader, DialogTitle } from "@web/ui/dialog";
import { useContactRequest, useSetStatus } from "./api";
import { ConvertToClient, ConvertToTask, ReplyForm } from "./ContactRequestForms";
import { type ContactInboxCopy, contactInboxCopy } from "./copy";

type Props = { id: string; now: Date; onClose: () => void };

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** One contact request: the message, the replies, Reply, Close/Reopen, Convert to client / task. */
export function ContactDetailsDialog({ id, now, onClose }: Props) {
  const copy = useCopy(contactInboxCopy);
  const { locale } = useI18n();
  const request = useContactRequest(id);
  const d = copy.details;

  return (
    <DetailsDialog query={request} onClose={onClose} copy={d}>
      {(s) => (
        <>
          <DialogHeader>
            <DialogTitle>{`${d.title}: ${s.name}`}</DialogTitle>
            <DialogDescription>{`${copy.services[s.service] ?? s.service} · ${formatDateTime(s.createdAt, locale)}`}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-6 text-sm">
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <DetailItem label={d.reference}>
                <span className="font-mono">{s.reference}</span>
              </DetailItem>
              <DetailItem label={d.email}>
                <a className="break-all underline-offset-4 hover:underline" href={`mailto:${s.email}`}>
                  {s.email}
                </a>
              </DetailItem>
              <DetailItem label={d.language}>{copy.languages[s.language]}</DetailItem>
              <DetailItem label={copy.columns.status}>{copy.statuses[s.status]}</DetailItem>
              <DetailItem label={d.due}>{s.status === "new" && s.dueAt ? <DueBadge dueAt={s.dueAt} now={now} /> : "—"}</DetailItem>
              <DetailItem label={d.client}>
                {s.client ? <ClientLink client={s.client} aside={s.client.email === s.email.trim().toLowerCase() ? d.clientMatched : undefined} /> : d.none}
              </DetailItem>
              <DetailItem label={d.task}>
                {s.task ? (
                  <Link className="underline underline-offset-4" to="/dashboard/tasks">
                    {s.task.title}
                  </Link>
                ) : (
                  d.none
                )}
              </DetailItem>
            </dl>
            <DetailsSection id="contact-message" title={d.message}>
              <p className="rounded-lg bg-muted p-3 break-words whitespace-pre-wrap">{s.message}</p>
            </DetailsSection>
            <DetailsSection id="contact-replies" title={d.replies}>
              {s.replies.length === 0 ? (
                <p className="text-muted-foreground">{d.noReplies}</p>
              ) : (
                <ol className="grid gap-3">
                  {s.replies.map((r) => (
                    <li key={r.id} className={r.fromVisitor ? "grid gap-1 rounded-lg border bg-muted/60 p-3" : "grid gap-1 rounded-lg border p-3"} data-testid={r.fromVisitor ? "visitor-reply" : "operator-reply"}>
                      <p className="font-medium break-words">{r.subject}</p>
                      <p className="text-xs text-muted-foreground">
                        {r.fromVisitor ? d.visitorWrote(s.name, formatDateTime(r.createdAt, locale)) : d.repliedBy(r.author?.name ?? "—", formatDateTime(r.createdAt, locale))}
                      </p>
                      <p className="break-words whitespace-pre-wrap">{r.body}</p>
                    </li>
                  ))}
                </ol>
              )}
            </DetailsSection>
            {s.abilities.canReply && <ReplyForm submission={s} copy={copy} />}
            <Actions submission={s} copy={copy} />
          </div>
        </>
      )}
    </DetailsDialog>
  );
}

function Actions({ submission, copy }: { submission: ContactDetails; copy: ContactInboxCopy }) {
  const [open, setOpen] = useState<"client" | "task" | null>(null);
  const setStatus = useSetStatus(submission.id);
  const closed = submission.status === "closed";

  const toggleStatus = async () => {
    try {
      const res = await setStatus.mutateAsync({ status: closed ? "new" : "closed" });
      toast.success(res.message);
    } catch (err) {
      toast.error(copy.actions.failed(errorText(err)));
    }
  };

  return (
    <section className="grid gap-4 border-t pt-4">
      <div className="flex flex-wrap gap-2">
        {submission.abilities.canChangeStatus && (
          <Button variant="outline" onClick={toggleStatus} disabled={setStatus.isPending}>
            {closed ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
            {closed ? copy.actions.reopen : copy.actions.closeRequest}
          </Button>
        )}
        {submission.abilities.canConvertToClient && (
          <Button variant="outline" aria-expanded={open === "client"} aria-controls="convert-client" onClick={() => setOpen(open === "client" ? null : "client")}>
            <UserPlus aria-hidden="true" />
            {copy.toClient.button}
          </Button>
        )}
        {submission.abilities.canConvertToTask && (
          <Button variant="outline" aria-expanded={open === "task"} aria-controls="convert-task" onClick={() => setOpen(open === "task" ? null : "task")}>
            <ClipboardList aria-hidden="true" />
            {copy.toTask.button}
          </Button>
        )}
      </div>
      {open === "client" && submission.abilities.canConvertToClient && <ConvertToClient submission={submission} copy={copy} onDone={() => setOpen(null)} />}
      {open === "task" && submission.abilities.canConvertToTask && <ConvertToTask submission={submission} copy={copy} onDone={() => setOpen(null)} />}
    </section>
  );
}
