import { type ContactDetails, contactConvertClientSchema, contactReplySchema, replySubjectFor, taskTitleFor } from "@core/contact-inbox";
import { URGENCIES, type Urgency } from "@core/tasks-constants";
import { ClipboardList, LoaderCircle, Lock, LockOpen, Send, UserPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { toast } from "@web/ui/toast";
import { ClientPicker } from "@web/components/ClientPicker";
import { DueBadge } from "@web/components/DueBadge";
import { useCopy, useI18n } from "@web/i18n/I18nProvider";
import { formatDateTime } from "@web/lib/date-time";
import { Button } from "@web/ui/button";
import { DetailItem, DetailsDialog, DetailsSection } from "@web/ui/details-dialog";
import { DialogDescription, DialogHeader, DialogTitle } from "@web/ui/dialog";
import { FormField, fieldA11y } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { NativeSelect } from "@web/ui/native-select";
import { Textarea } from "@web/ui/textarea";
import { useContactRequest, useConvertToClient, useConvertToTask, useReply, useSetStatus } from "./api";
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
              <DetailItem label={d.email}>
                <a className="break-all underline-offset-4 hover:underline" href={`mailto:${s.email}`}>
                  {s.email}
                </a>
              </DetailItem>
              <DetailItem label={d.language}>{copy.languages[s.language]}</DetailItem>
              <DetailItem label={copy.columns.status}>{copy.statuses[s.status]}</DetailItem>
              <DetailItem label={d.due}>{s.status === "new" && s.dueAt ? <DueBadge dueAt={s.dueAt} now={now} /> : "—"}</DetailItem>
              <DetailItem label={d.client}>{s.client ? `${s.client.name} (${s.client.email})` : d.none}</DetailItem>
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
                    <li key={r.id} className="grid gap-1 rounded-lg border p-3">
                      <p className="font-medium break-words">{r.subject}</p>
                      <p className="text-xs text-muted-foreground">{d.repliedBy(r.author?.name ?? "—", formatDateTime(r.createdAt, locale))}</p>
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

function ReplyForm({ submission, copy }: { submission: ContactDetails; copy: ContactInboxCopy }) {
  const [subject, setSubject] = useState(() => replySubjectFor(submission));
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reply = useReply(submission.id);
  const r = copy.reply;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = contactReplySchema.safeParse({ subject, body });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const res = await reply.mutateAsync(parsed.data);
      toast.success(res.message);
      setBody("");
    } catch (err) {
      toast.error(r.failed(errorText(err)));
    }
  };

  return (
    <section aria-labelledby="contact-reply" className="grid gap-3 border-t pt-4">
      <div className="grid gap-1">
        <h3 id="contact-reply" className="font-semibold">
          {r.title}
        </h3>
        <p className="text-muted-foreground">{r.lead(submission.email, copy.languages[submission.language])}</p>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-3" aria-busy={reply.isPending}>
        <FormField id="reply-subject" label={r.subject} error={errors.subject}>
          <Input {...fieldA11y("reply-subject", errors.subject)} value={subject} onChange={(e) => setSubject(e.target.value)} aria-required="true" />
        </FormField>
        <FormField id="reply-body" label={r.body} error={errors.body}>
          <Textarea {...fieldA11y("reply-body", errors.body)} rows={6} value={body} onChange={(e) => setBody(e.target.value)} aria-required="true" />
        </FormField>
        <div>
          <Button type="submit" disabled={reply.isPending}>
            {reply.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            {reply.isPending ? r.sending : r.send}
          </Button>
        </div>
      </form>
    </section>
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

function ConvertToClient({ submission, copy, onDone }: { submission: ContactDetails; copy: ContactInboxCopy; onDone: () => void }) {
  const [fullName, setFullName] = useState(submission.name);
  const [temporaryPassword, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const convert = useConvertToClient(submission.id);
  const c = copy.toClient;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = contactConvertClientSchema.safeParse({ fullName, temporaryPassword });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      toast.info(c.creating, { id: "convert-client" });
      const res = await convert.mutateAsync({ fullName, temporaryPassword });
      toast.success(res.message, { id: "convert-client" });
      onDone();
    } catch (err) {
      toast.error(c.failed(errorText(err)), { id: "convert-client" });
    }
  };

  return (
    <form id="convert-client" noValidate onSubmit={submit} className="grid gap-3 rounded-lg border p-4" aria-labelledby="convert-client-title">
      <div className="grid gap-1">
        <h3 id="convert-client-title" className="font-semibold">
          {c.title}
        </h3>
        <p className="text-muted-foreground">{c.lead}</p>
      </div>
      <FormField id="convert-name" label={c.fullName} error={errors.fullName}>
        <Input {...fieldA11y("convert-name", errors.fullName)} value={fullName} onChange={(e) => setFullName(e.target.value)} autoComplete="off" />
      </FormField>
      <FormField id="convert-password" label={c.password} error={errors.temporaryPassword} hint={c.passwordHint}>
        <Input
          {...fieldA11y("convert-password", errors.temporaryPassword, true)}
          type="password"
          autoComplete="new-password"
          value={temporaryPassword}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={convert.isPending}>
          {convert.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {c.submit}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {c.cancel}
        </Button>
      </div>
    </form>
  );
}

function ConvertToTask({ submission, copy, onDone }: { submission: ContactDetails; copy: ContactInboxCopy; onDone: () => void }) {
  const [title, setTitle] = useState(() => taskTitleFor(submission));
  const [urgency, setUrgency] = useState<Urgency>("normal");
  const [clientId, setClientId] = useState("");
  const [missing, setMissing] = useState(false);
  const convert = useConvertToTask(submission.id);
  const t = copy.toTask;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || (!submission.client && !clientId)) {
      setMissing(true);
      return;
    }
    try {
      const res = await convert.mutateAsync({ title: title.trim(), urgency, ...(submission.client ? {} : { clientId }) });
      toast.success(res.message);
      onDone();
    } catch (err) {
      toast.error(t.failed(errorText(err)));
    }
  };

  const titleError = missing && !title.trim() ? "Please enter a title for your task" : undefined;
  return (
    <form id="convert-task" noValidate onSubmit={submit} className="grid gap-3 rounded-lg border p-4" aria-labelledby="convert-task-title">
      <div className="grid gap-1">
        <h3 id="convert-task-title" className="font-semibold">
          {t.title}
        </h3>
        <p className="text-muted-foreground">{submission.client ? t.linkedClient(submission.client.name) : t.lead}</p>
      </div>
      <FormField id="task-title" label={t.taskTitle} error={titleError}>
        <Input {...fieldA11y("task-title", titleError)} value={title} onChange={(e) => setTitle(e.target.value)} />
      </FormField>
      <FormField id="task-urgency" label={t.urgency}>
        <NativeSelect id="task-urgency" value={urgency} onChange={(e) => setUrgency(e.target.value as Urgency)}>
          {URGENCIES.map((u) => (
            <option key={u} value={u}>
              {t.urgencies[u]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {!submission.client && (
        <ClientPicker
          id="task-client"
          label={t.client}
          searchLabel={t.clientSearch}
          searchPlaceholder={t.clientSearchPlaceholder}
          placeholder={t.chooseClient}
          noneFound={t.noClients}
          value={clientId}
          onChange={setClientId}
          invalid={missing && !clientId}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={convert.isPending}>
          {convert.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {t.submit}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
