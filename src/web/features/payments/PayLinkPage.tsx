import { useQuery } from "@tanstack/react-query";
import { wallClock } from "@core/appointments/zone";
import type { PayLink } from "@core/receivables";
import { CreditCard, LoaderCircle } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useParams } from "react-router";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { useLocalizedTo } from "@web/i18n/localized-path";
import { useReason, useTranslate } from "@web/i18n/use-translate";
import { isApiError } from "@web/lib/api";
import { formatDate } from "@web/lib/format-date";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { useMoney } from "@web/lib/use-money";
import { Button } from "@web/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@web/ui/card";
import { openPayLinkCheckout, payLinkQuery } from "./receivables-api";
import { paymentsCatalogue } from "./catalogue";
import { LoadingStatus } from "@web/components/PageLoading";
import { Notice } from "@web/components/Notice";

/**
 * /pay/:token — a payment request's pay link: the bill (who asks, what for,
 * how much, by when) and Pay, which opens the same checkout the member would, without signing
 * in. Nothing else of the account is shown. A paid or cancelled bill says what happened and
 * when; a link that no longer answers (unknown, expired) says it is not valid.
 */
export function PayLinkPage() {
  const reason = useReason();
  const t = useCatalogue(paymentsCatalogue);
  useDocumentTitle(t("receivables.payLink.title"));
  const { token = "" } = useParams();
  const { locale } = useI18n();
  const { money } = useMoney();
  const translate = useTranslate();
  const localizedTo = useLocalizedTo();
  const bill = useQuery(payLinkQuery(token));
  // The day on Sofia's calendar, as every date of a bill is meant (a due date is 09:00 Sofia):
  // a payer abroad must not see the day before.
  const sofiaDate = (iso: string) => formatDate(wallClock(new Date(iso)).day, locale);
  const outcome = (b: PayLink): string | null => {
    if (b.status === "paid") {
      if (!b.paidAt) return t("receivables.payLink.paid");
      const date = sofiaDate(b.paidAt);
      return b.receiptTo ? t("receivables.payLink.paidOnTo", { date, email: b.receiptTo }) : t("receivables.payLink.paidOn", { date });
    }
    if (b.status === "cancelled") {
      return b.cancelledAt ? t("receivables.payLink.cancelledOn", { seller: b.seller, date: sofiaDate(b.cancelledAt) }) : t("receivables.payLink.cancelled", { seller: b.seller });
    }
    return null;
  };
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = async () => {
    setLeaving(true);
    setError(null);
    try {
      window.location.assign((await openPayLinkCheckout(token)).url);
    } catch (err) {
      setLeaving(false);
      setError(t("receivables.payLink.failed", { message: reason(err) }));
    }
  };

  let body: ReactNode;
  if (bill.isPending) {
    body = <LoadingStatus padding="py-16">{t("receivables.payLink.loading")}</LoadingStatus>;
  } else if (bill.isError) {
    const gone = isApiError(bill.error) && bill.error.status === 404;
    body = (
      <CardHeader>
        <h1 className="text-xl leading-tight font-semibold">{gone ? t("receivables.payLink.gone") : t("receivables.payLink.failed", { message: translate(bill.error.message) })}</h1>
        {gone && <CardDescription>{t("receivables.payLink.goneBody")}</CardDescription>}
        <Button asChild variant="outline" className="mt-4 w-fit">
          <a href={localizedTo("/member-login")}>{t("receivables.payLink.signIn")}</a>
        </Button>
      </CardHeader>
    );
  } else {
    const b = bill.data;
    const settled = outcome(b);
    body = (
      <>
        <CardHeader>
          <CardDescription>{t("receivables.payLink.from", { seller: b.seller })}</CardDescription>
          <h1 className="text-xl leading-tight font-semibold break-words">{b.description}</h1>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            <dt className="text-muted-foreground">{t("receivables.payLink.amount")}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="pay-link-amount">
              {money(b.amount, b.currency)}
            </dd>
            {b.status === "open" && (
              <>
                <dt className="text-muted-foreground">{t("receivables.payLink.due")}</dt>
                <dd>{sofiaDate(b.dueAt)}</dd>
              </>
            )}
          </dl>
          {settled ? (
            <Notice tone={b.status === "paid" ? "success" : "info"}>
              <p data-testid="pay-link-outcome">{settled}</p>
            </Notice>
          ) : (
            <Button size="lg" onClick={pay} disabled={leaving}>
              {leaving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <CreditCard aria-hidden="true" />}
              {t("receivables.payLink.pay")}
            </Button>
          )}
          {leaving && (
            <p role="status" className="text-sm text-muted-foreground">
              {t("receivables.payLink.redirecting")}
            </p>
          )}
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </CardContent>
      </>
    );
  }

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-lg flex-col justify-center px-4 py-10">
      <Card gap="4">{body}</Card>
    </main>
  );
}
