import { TASK_STATUS_LABELS, type TaskStatus, URGENCY_LABELS, type Urgency } from "../../../core/tasks";
import { BILLING_RULE, coveredByPrepaid, formatHours } from "../../../core/hours-rule";
import { button, esc, layout, mailLink, mailTime, type RenderedMail } from "./layout";

/** Emails about tasks and their documents. Member mail goes out in the member's preferred language. */
export type Lang = "en" | "bg";

const STATUS_BG: Record<TaskStatus, string> = {
  pending: "Чакаща",
  in_progress: "В процес",
  completed: "Завършена",
  pending_review: "Очаква преглед",
};
const URGENCY_BG: Record<Urgency, string> = { low: "Ниска", normal: "Нормална", high: "Висока", urgent: "Спешна" };
const statusLabel = (s: TaskStatus, lang: Lang) => (lang === "bg" ? STATUS_BG[s] : TASK_STATUS_LABELS[s]);

const hello = (name: string, lang: Lang) => (lang === "bg" ? (name ? `Здравейте, ${name},` : "Здравейте,") : name ? `Hello ${name},` : "Hello,");

function render(opts: { subject: string; title: string; lines: string[]; link: string; linkLabel: string; lang: Lang; pre?: string }): RenderedMail {
  const link = mailLink(opts.link, opts.lang);
  const pre = opts.pre ? `\n\n${opts.pre}` : "";
  return {
    subject: opts.subject,
    text: `${opts.lines.join("\n\n")}${pre}\n\n${link}`,
    html: layout({
      lang: opts.lang,
      title: opts.title,
      bodyHtml: `${opts.lines.map((l) => `<p>${esc(l)}</p>`).join("")}${
        opts.pre ? `<p style="white-space:pre-wrap;background:#f5f5f4;padding:12px;border-radius:8px">${esc(opts.pre)}</p>` : ""
      }${button(link, opts.linkLabel, opts.lang)}`,
    }).replace('<html lang="en">', `<html lang="${opts.lang}">`),
  };
}

export type TaskSubmittedData = {
  /** The operator's language (English unless their account says Bulgarian). */
  lang?: Lang;
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
export function taskSubmitted(d: TaskSubmittedData): RenderedMail {
  if (d.lang === "bg") {
    const urgency = URGENCY_BG[d.urgency];
    return {
      ...render({
        subject: `Нова задача: ${d.title} — ${d.clientName} (${urgency})`,
        title: "Нова задача",
        lines: [
          `${d.clientName} <${d.clientEmail}> изпрати задача на ${mailTime(d.submittedAt, "bg")}.`,
          `Заглавие: ${d.title}`,
          `Спешност: ${urgency}`,
          `Документи: ${d.documents.length ? d.documents.join(", ") : "(няма)"}`,
        ],
        pre: d.description || "(без описание)",
        link: d.link,
        linkLabel: "Към списъка със задачи",
        lang: "bg",
      }),
      headers: { "Reply-To": d.clientEmail },
    };
  }
  const docs = d.documents.length ? d.documents.join(", ") : "(none)";
  return {
    ...render({
      subject: `New task: ${d.title} — ${d.clientName} (${URGENCY_LABELS[d.urgency]})`,
      title: "New task",
      lines: [`${d.clientName} <${d.clientEmail}> submitted a task on ${mailTime(d.submittedAt)}.`, `Title: ${d.title}`, `Urgency: ${URGENCY_LABELS[d.urgency]}`, `Documents: ${docs}`],
      pre: d.description || "(no description)",
      link: d.link,
      linkLabel: "Open the task list",
      lang: "en",
    }),
    headers: { "Reply-To": d.clientEmail },
  };
}

export type TaskDocumentAddedData = { lang: Lang; name: string; title: string; fileName: string; byOperator: boolean; link: string };

/** A document was added to a task: to the member when the operator added it, to the operator otherwise. */
export function taskDocumentAdded(d: TaskDocumentAddedData): RenderedMail {
  if (d.lang === "bg") {
    return render({
      subject: `Нов документ към задача „${d.title}“`,
      title: "Нов документ",
      lines: [hello(d.name, "bg"), `${d.byOperator ? "Добавихме" : "Добавен е"} документ „${d.fileName}“ към задача „${d.title}“.`],
      link: d.link,
      linkLabel: "Към задачите",
      lang: "bg",
    });
  }
  return render({
    subject: `New document on task "${d.title}"`,
    title: "New document",
    lines: [hello(d.name, "en"), `${d.byOperator ? "We added" : "A new document was added:"} "${d.fileName}" ${d.byOperator ? "to" : "on"} the task "${d.title}".`],
    link: d.link,
    linkLabel: "Open my tasks",
    lang: "en",
  });
}

export type TaskStatusChangedData = { lang: Lang; name: string; title: string; status: TaskStatus; link: string };

/** To the member when the operator moves their task on (if their preferences allow). */
export function taskStatusChanged(d: TaskStatusChangedData): RenderedMail {
  const status = statusLabel(d.status, d.lang);
  if (d.lang === "bg") {
    return render({
      subject: `Задача „${d.title}“: ${status}`,
      title: "Промяна на статуса",
      lines: [hello(d.name, "bg"), `Статусът на задачата Ви „${d.title}“ вече е: ${status}.`],
      link: d.link,
      linkLabel: "Към задачите",
      lang: "bg",
    });
  }
  return render({
    subject: `Your task "${d.title}" is now ${status}`,
    title: "Task status changed",
    lines: [hello(d.name, "en"), `The status of your task "${d.title}" is now: ${status}.`],
    link: d.link,
    linkLabel: "Open my tasks",
    lang: "en",
  });
}

export type TaskCompletedData = {
  lang: Lang;
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
export function taskCompleted(d: TaskCompletedData): RenderedMail {
  if (d.lang === "bg") {
    return render({
      subject: `Задача „${d.title}“ е завършена`,
      title: "Задачата е завършена",
      lines: [
        hello(d.name, "bg"),
        `Завършихме задачата Ви „${d.title}“.`,
        `Използвани часове: ${formatHours(d.hoursUsed, "bg")}.`,
        ...(d.prepaid ? [`${coveredByPrepaid("bg", d.prepaid.hours, d.prepaid.balance)}.`] : []),
        ...(d.unpaid ? [`Неплатено време: ${formatHours(d.unpaid.hours, "bg")} ч — ${d.unpaid.cost} (таксува се отделно). ${BILLING_RULE.bg}`] : []),
        `Документи: ${d.documents.length ? d.documents.join(", ") : "няма"}.`,
        "Какво направихме:",
      ],
      pre: d.adminNotes || "—",
      link: d.link,
      linkLabel: "Към задачите",
      lang: "bg",
    });
  }
  return render({
    subject: `Your task "${d.title}" is completed`,
    title: "Task completed",
    lines: [
      hello(d.name, "en"),
      `We have completed your task "${d.title}".`,
      `Hours used: ${formatHours(d.hoursUsed, "en")}.`,
      ...(d.prepaid ? [`${coveredByPrepaid("en", d.prepaid.hours, d.prepaid.balance)}.`] : []),
      ...(d.unpaid ? [`Unpaid time: ${formatHours(d.unpaid.hours, "en")} h — ${d.unpaid.cost} (billed separately). ${BILLING_RULE.en}`] : []),
      `Documents: ${d.documents.length ? d.documents.join(", ") : "none"}.`,
      "What we did:",
    ],
    pre: d.adminNotes || "—",
    link: d.link,
    linkLabel: "Open my tasks",
    lang: "en",
  });
}

export type DocumentForClientData = { lang: Lang; name: string; title: string; notes: string; fileName: string; link: string };

/** To the client when the operator uploads a document for them (spec §7: a new Pending task holds it). */
export function documentForClient(d: DocumentForClientData): RenderedMail {
  if (d.lang === "bg") {
    return render({
      subject: `Нов документ за Вас: ${d.title}`,
      title: "Нов документ",
      lines: [hello(d.name, "bg"), `Качихме документ „${d.fileName}“ за Вас в задача „${d.title}“.`],
      pre: d.notes || undefined,
      link: d.link,
      linkLabel: "Към задачите",
      lang: "bg",
    });
  }
  return render({
    subject: `A new document for you: ${d.title}`,
    title: "New document",
    lines: [hello(d.name, "en"), `We uploaded the document "${d.fileName}" for you, in the task "${d.title}".`],
    pre: d.notes || undefined,
    link: d.link,
    linkLabel: "Open my tasks",
    lang: "en",
  });
}
