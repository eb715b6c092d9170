import { useTranslate } from "@web/i18n/use-translate";
import type { InboxItem } from "@core/inbox";
import { useI18n } from "@web/i18n/I18nProvider";
import { formatDate, formatDateTime } from "@web/lib/format-date";
import { useMoney } from "@web/lib/use-money";
import { LoadFailed, LoadingLine } from "@web/ui/list-states";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useClientContext } from "./api";
import type { InboxTranslate } from "./catalogue";

/** Beside the thread: who the client is and where they stand (balance, tasks, money owed, payments, next appointment), with the actions. */
export function ClientPanel({ item, t }: { item: InboxItem; t: InboxTranslate }) {
  const translate = useTranslate();
  const clientId = item.client?.id ?? null;
  const context = useClientContext(clientId);
  const { money, hours } = useMoney();
  const { locale } = useI18n();
  const body = (): ReactNode => {
    if (!clientId) return <p className="text-sm text-muted-foreground">{t("client.none")}</p>;
    if (context.isError) return <LoadFailed onRetry={context.refetch}>{t("client.loadFailed", { message: translate(context.error.message) })}</LoadFailed>;
    if (context.isPending) return <LoadingLine>{t("client.loading")}</LoadingLine>;
    const c = context.data;
    return (
      <>
        <p className="font-medium">{c.name}</p>
        <p className="text-sm break-all text-muted-foreground">{c.email ?? t("client.noEmail")}</p>
        <dl className="grid gap-2 text-sm">
          <Fact label={t("client.language")}>{t(`client.languages.${c.language}`)}</Fact>
          <Fact label={t("client.balance")}>{t("client.hoursValue", { hours: hours(c.balance) })}</Fact>
          <Fact label={t("client.owed")}>
            {c.owed.length ? `${c.owed.map((o) => money(o.amount, o.currency)).join(", ")} (${t("client.openRequests", { n: c.openRequests })})` : t("client.nothingOwed")}
          </Fact>
          <Fact label={t("client.openTasks")}>
            {c.openTasks.length ? (
              <ul className="grid gap-1">
                {c.openTasks.map((task) => (
                  <li key={task.id}>{task.title}</li>
                ))}
              </ul>
            ) : (
              t("client.noTasks")
            )}
          </Fact>
          <Fact label={t("client.payments")}>
            {c.recentPayments.length ? (
              <ul className="grid gap-1">
                {c.recentPayments.map((p) => (
                  <li key={p.id}>
                    {money(p.amount, p.currency)} · {formatDate(p.createdAt, locale)}
                  </li>
                ))}
              </ul>
            ) : (
              t("client.noPayments")
            )}
          </Fact>
          <Fact label={t("client.next")}>{c.nextAppointment ? formatDateTime(c.nextAppointment.startsAt, locale) : t("client.noAppointment")}</Fact>
        </dl>
        <nav aria-label={t("client.actions")} className="grid gap-1 text-sm">
          <Link className="underline" to={`/dashboard/clients/${c.id}`}>
            {t("client.requestPayment")}
          </Link>
          <Link className="underline" to="/dashboard/calendar">
            {t("client.book")}
          </Link>
          <Link className="underline" to={`/dashboard/clients/${c.id}`}>
            {t("client.page")}
          </Link>
        </nav>
      </>
    );
  };
  return (
    <aside aria-labelledby="inbox-client-title" className="grid content-start gap-3 rounded-lg border p-4">
      <h2 id="inbox-client-title" className="text-base font-semibold">
        {t("client.title")}
      </h2>
      {body()}
    </aside>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
