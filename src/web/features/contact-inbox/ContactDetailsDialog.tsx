import { textsOf } from "@core/i18n/catalogue";
import type { ContactDetails } from "@core/contact-inbox";
import { ClipboardList, Lock, LockOpen, UserPlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { DueBadge } from "@web/components/DueBadge";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { formatDateTime } from "@web/lib/format-date";
import { Button } from "@web/ui/button";
import { DetailItem, DetailsDialog, EmailDetail, DetailsList, DetailsSection } from "@web/ui/details-dialog";
import { ClientLink } from "@web/components/ClientLink";
import { useContactRequest, useSetStatus } from "./api";
import { ConvertToClient, ConvertToTask, ReplyForm } from "./ContactRequestForms";
import { type ContactInboxTranslate, contactInboxCatalogue, serviceName } from "./catalogue";
import { useSaidAction } from "@web/lib/use-said-action";

type Props = { id: string; now: Date; onClose: () => void };


/** One contact request: the message, the replies, Reply, Close/Reopen, Convert to client / task. */
export function ContactDetailsDialog({ id, now, onClose }: Props) {
  const t = useCatalogue(contactInboxCatalogue);
  const { locale } = useI18n();
  const request = useContactRequest(id);

  return (
    <DetailsDialog
      query={request}
      onClose={onClose}
      copy={textsOf(t, "details", ["title", "loading", "close"])}
      heading={(s) => ({ title: `${t("details.title")}: ${s.name}`, lead: `${serviceName(t, s.service)} · ${formatDateTime(s.createdAt, locale)}` })}
    >
      {(s) => (
        <div className="grid gap-6 text-sm">
          <DetailsList>
            <DetailItem label={t("details.reference")}>
              <span className="font-mono">{s.reference}</span>
            </DetailItem>
            <EmailDetail label={t("details.email")} email={s.email} />
            <DetailItem label={t("details.language")}>{t(`languages.${s.language}`)}</DetailItem>
            <DetailItem label={t("columns.status")}>{t(`statuses.${s.status}`)}</DetailItem>
            <DetailItem label={t("details.due")}>{s.status === "new" && s.dueAt ? <DueBadge dueAt={s.dueAt} now={now} /> : "—"}</DetailItem>
            <DetailItem label={t("details.client")}>
              {s.client ? <ClientLink client={s.client} aside={s.client.email === s.email.trim().toLowerCase() ? t("details.clientMatched") : undefined} /> : t("details.none")}
            </DetailItem>
            <DetailItem label={t("details.task")}>
              {s.task ? (
                <Link className="underline underline-offset-4" to="/dashboard/tasks">
                  {s.task.title}
                </Link>
              ) : (
                t("details.none")
              )}
            </DetailItem>
          </DetailsList>
          <DetailsSection id="contact-message" title={t("details.message")}>
            <p className="rounded-lg bg-muted p-3 break-words whitespace-pre-wrap">{s.message}</p>
          </DetailsSection>
          <DetailsSection id="contact-replies" title={t("details.replies")} none={s.replies.length === 0 && t("details.noReplies")}>
            <ol className="grid gap-3">
              {s.replies.map((r) => (
                <li key={r.id} className={r.fromVisitor ? "grid gap-1 rounded-lg border bg-muted/60 p-3" : "grid gap-1 rounded-lg border p-3"} data-testid={r.fromVisitor ? "visitor-reply" : "operator-reply"}>
                  <p className="font-medium break-words">{r.subject}</p>
                  <p className="text-xs text-muted-foreground">
                    {r.fromVisitor ? t("details.visitorWrote", { name: s.name, when: formatDateTime(r.createdAt, locale) }) : t("details.repliedBy", { who: r.author?.name ?? "—", when: formatDateTime(r.createdAt, locale) })}
                  </p>
                  <p className="break-words whitespace-pre-wrap">{r.body}</p>
                </li>
              ))}
            </ol>
          </DetailsSection>
          {s.abilities.canReply && <ReplyForm submission={s} t={t} />}
          <Actions submission={s} t={t} />
        </div>
      )}
    </DetailsDialog>
  );
}

function Actions({ submission, t }: { submission: ContactDetails; t: ContactInboxTranslate }) {
  const run = useSaidAction();
  const [open, setOpen] = useState<"client" | "task" | null>(null);
  const setStatus = useSetStatus(submission.id);
  const closed = submission.status === "closed";

  const toggleStatus = () => run(setStatus.mutateAsync({ status: closed ? "new" : "closed" }), (message) => t("actions.failed", { message }));

  return (
    <section className="grid gap-4 border-t pt-4">
      <div className="flex flex-wrap gap-2">
        {submission.abilities.canChangeStatus && (
          <Button variant="outline" onClick={toggleStatus} disabled={setStatus.isPending}>
            {closed ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
            {closed ? t("actions.reopen") : t("actions.closeRequest")}
          </Button>
        )}
        {submission.abilities.canConvertToClient && (
          <Button variant="outline" aria-expanded={open === "client"} aria-controls="convert-client" onClick={() => setOpen(open === "client" ? null : "client")}>
            <UserPlus aria-hidden="true" />
            {t("toClient.button")}
          </Button>
        )}
        {submission.abilities.canConvertToTask && (
          <Button variant="outline" aria-expanded={open === "task"} aria-controls="convert-task" onClick={() => setOpen(open === "task" ? null : "task")}>
            <ClipboardList aria-hidden="true" />
            {t("toTask.button")}
          </Button>
        )}
      </div>
      {open === "client" && submission.abilities.canConvertToClient && <ConvertToClient submission={submission} t={t} onDone={() => setOpen(null)} />}
      {open === "task" && submission.abilities.canConvertToTask && <ConvertToTask submission={submission} t={t} onDone={() => setOpen(null)} />}
    </section>
  );
}
