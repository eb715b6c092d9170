import type { TaskStatus, Urgency } from "../../../core/tasks";
import { BILLING_RULE, coveredByPrepaid, formatHours } from "../../../core/hours-rule";
import { mailCatalogue, mailWords } from "./catalogue";
import { greet, paragraphMail, Words } from "./kit";
import { mailTime } from "./layout";
import type { Locale } from "../../../core/locale";

/** Emails about tasks and their documents. Member mail goes out in the member's preferred language. */

/** Lines, then what someone wrote (if anything) in a box, then the link. */
function render(lang: Locale, opts: { subject: string; title: string; lines: string[]; pre?: string; link: string; linkLabel: string; headers?: Record<string, string> }) {
  const blocks = [...opts.lines, ...(opts.pre ? [<Words key="pre">{opts.pre}</Words>] : [])];
  return paragraphMail(lang, opts.subject, opts.title, blocks, { href: opts.link, label: opts.linkLabel }, opts.headers);
}

export type TaskSubmittedData = {
  /** The operator's language (English unless their account says Bulgarian). */
  lang?: Locale;
  title: string;
  description: string;
  urgency: Urgency;
  clientName: string;
  clientEmail: string;
  documents: string[];
  submittedAt: string;
  link: string;
};

/** To the operator: a member submitted a task. Reply-To is the member. */
export function taskSubmitted(d: TaskSubmittedData) {
  const { lang, t } = mailWords(d.lang);
  const urgency = t(`tasks.urgency.${d.urgency}`);
  return render(lang, {
    subject: t("tasks.submitted.subject", { title: d.title, name: d.clientName, urgency }),
    title: t("tasks.submitted.title"),
    lines: [
      t("tasks.submitted.who", { name: d.clientName, email: d.clientEmail, at: mailTime(d.submittedAt, lang) }),
      t("tasks.submitted.taskTitle", { title: d.title }),
      t("tasks.submitted.urgency", { urgency }),
      t("tasks.submitted.documents", { documents: d.documents.length ? d.documents.join(", ") : t("tasks.submitted.noDocuments") }),
    ],
    pre: d.description || t("tasks.submitted.noDescription"),
    link: d.link,
    linkLabel: t("tasks.submitted.button"),
    headers: { "Reply-To": d.clientEmail },
  });
}

export type TaskDocumentAddedData = { lang: Locale; name: string; title: string; fileName: string; byOperator: boolean; link: string };

/** A document was added to a task: to the member when the operator added it, to the operator otherwise. */
export function taskDocumentAdded(d: TaskDocumentAddedData) {
  const t = mailCatalogue.translate(d.lang);
  const values = { file: d.fileName, title: d.title };
  return render(d.lang, {
    subject: t("tasks.documentAdded.subject", { title: d.title }),
    title: t("tasks.documentAdded.title"),
    lines: [greet(t, d.name), d.byOperator ? t("tasks.documentAdded.byUs", values) : t("tasks.documentAdded.byMember", values)],
    link: d.link,
    linkLabel: t("tasks.open"),
  });
}

export type TaskStatusChangedData = { lang: Locale; name: string; title: string; status: TaskStatus; link: string };

/** To the member when the operator moves their task on (if their preferences allow). */
export function taskStatusChanged(d: TaskStatusChangedData) {
  const t = mailCatalogue.translate(d.lang);
  const status = t(`tasks.status.${d.status}`);
  return render(d.lang, {
    subject: t("tasks.statusChanged.subject", { title: d.title, status }),
    title: t("tasks.statusChanged.title"),
    lines: [greet(t, d.name), t("tasks.statusChanged.now", { title: d.title, status })],
    link: d.link,
    linkLabel: t("tasks.open"),
  });
}

export type TaskCompletedData = {
  lang: Locale;
  name: string;
  title: string;
  adminNotes: string;
  hoursUsed: number;
  /** Hours drawn from the prepaid balance for the task, and the balance left: shown as hours, never money. */
  prepaid: { hours: number; balance: number } | null;
  /** Time not covered by prepaid hours, by the charging rule; cost already formatted in the site currency. */
  unpaid: { hours: number; cost: string } | null;
  documents: string[];
  link: string;
};

/** The completion report: what was done, the hours used (prepaid: the balance left; unpaid: their cost) and the task's documents. */
export function taskCompleted(d: TaskCompletedData) {
  const t = mailCatalogue.translate(d.lang);
  return render(d.lang, {
    subject: t("tasks.completed.subject", { title: d.title }),
    title: t("tasks.completed.title"),
    lines: [
      greet(t, d.name),
      t("tasks.completed.done", { title: d.title }),
      t("tasks.completed.hours", { hours: formatHours(d.hoursUsed, d.lang) }),
      ...(d.prepaid ? [`${coveredByPrepaid(d.lang, d.prepaid.hours, d.prepaid.balance)}.`] : []),
      ...(d.unpaid ? [t("tasks.completed.unpaid", { hours: formatHours(d.unpaid.hours, d.lang), cost: d.unpaid.cost, rule: BILLING_RULE[d.lang] })] : []),
      t("tasks.completed.documents", { documents: d.documents.length ? d.documents.join(", ") : t("tasks.completed.noDocuments") }),
      t("tasks.completed.whatWeDid"),
    ],
    pre: d.adminNotes || "—",
    link: d.link,
    linkLabel: t("tasks.open"),
  });
}

export type DocumentForClientData = { lang: Locale; name: string; title: string; notes: string; fileName: string; link: string };

/** To the client when the operator uploads a document for them (a new Pending task holds it). */
export function documentForClient(d: DocumentForClientData) {
  const t = mailCatalogue.translate(d.lang);
  return render(d.lang, {
    subject: t("tasks.forClient.subject", { title: d.title }),
    title: t("tasks.documentAdded.title"),
    lines: [greet(t, d.name), t("tasks.forClient.uploaded", { file: d.fileName, title: d.title })],
    pre: d.notes || undefined,
    link: d.link,
    linkLabel: t("tasks.open"),
  });
}
