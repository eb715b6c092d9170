import { visitorTimeLabel } from "@core/appointments/format";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { useSearchParams } from "react-router";
import { Link } from "@web/i18n/LocalizedLink";
import { ResultPanel } from "@web/components/ResultPanel";
import { isApiError, saidOf } from "@web/lib/api";
import { fetchSessionResult, forgetSession, rememberedSession, type SessionResult } from "@web/lib/payments";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { useCart } from "@web/lib/cart/CartProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { type CheckoutTranslate, checkoutCatalogue } from "./catalogue";
import { OrderLines } from "./OrderLines";
import { useTranslate } from "@web/i18n/use-translate";
import { useI18n } from "@web/i18n/I18nProvider";
import { visitorZone } from "@web/lib/visitor-zone";
import { LabelledSection } from "@web/components/LabelledSection";
import type { Locale } from "@core/locale";

/** A pending payment is asked about this many more times, this far apart, before the page says so. */
const PENDING_POLLS = 5;
const POLL_MS = 2000;

/** What happens after a paid order, by what it paid for. */
function nextSteps(order: SessionResult["order"], t: CheckoutTranslate, locale: Locale): string[] {
  const email = order.email;
  switch (order.purpose) {
    case "hours":
      return [
        email ? t("success.nextHours.added", { hours: order.hours, email }) : t("success.nextHours.addedNoEmail", { hours: order.hours }),
        t("success.nextHours.account"),
        t("success.nextHours.newHere"),
      ];
    case "appointment": {
      // The visitor's own time first, Sofia's beside it: the line below names Sofia's alone.
      const booked = order.items.find((l) => l.line?.kind === "appointment")?.line;
      const time = booked?.kind === "appointment" ? visitorTimeLabel(new Date(booked.startsAt), visitorZone(), locale) : null;
      return [time ? t("success.nextAppointment.confirmedAt", { time }) : t("success.nextAppointment.confirmed"), email ? t("success.nextAppointment.receiptTo", { email }) : t("success.keepRef"), t("success.nextAppointment.change")];
    }
    case "payment_request":
      // A bill settles what was already agreed: there is no help to arrange, only the receipt to expect.
      return [t("success.nextRequest.settled"), email ? t("success.next.receiptTo", { email }) : t("success.keepRef"), t("success.next.questions")];
    default:
      return [email ? t("success.next.contactWith", { email }) : t("success.next.contact"), email ? t("success.next.receiptTo", { email }) : t("success.keepRef"), t("success.next.questions")];
  }
}

/**
 * /checkout/success?session_id=…: the provider sends the buyer here; our server says how the
 * payment ended (it asks the provider when the webhook is late). The cart is emptied only
 * for a paid session that this browser started.
 */
export function CheckoutSuccessPage() {
  const translate = useTranslate();
  const { locale } = useI18n();
  const t = useCatalogue(checkoutCatalogue);
  useDocumentTitle(t("success.title"));
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const cart = useCart();

  const queryClient = useQueryClient();
  const queryKey = ["checkout-session", sessionId];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchSessionResult(sessionId!, signal),
    enabled: Boolean(sessionId),
    refetchInterval: (q) => (q.state.data?.status === "pending" && q.state.dataUpdateCount <= PENDING_POLLS ? POLL_MS : false),
    gcTime: 0,
  });
  const status = query.data?.status;

  const { clear } = cart;
  useEffect(() => {
    if (status !== "paid" || !sessionId) return;
    if (rememberedSession() === sessionId) {
      clear();
      forgetSession(sessionId);
    }
  }, [status, sessionId, clear]);

  const back = (
    <Button asChild size="lg">
      <Link to="/checkout">{t("success.backToCheckout")}</Link>
    </Button>
  );
  const home = (
    <Button asChild size="lg" variant="outline">
      <Link to="/">{t("success.home")}</Link>
    </Button>
  );

  let panel: ReactNode;
  if (!sessionId) {
    panel = (
      <ResultPanel tone="info" title={t("success.missingTitle")} actions={<>{back}{home}</>}>
        <p>{t("success.missingBody")}</p>
      </ResultPanel>
    );
  } else if (query.isPending) {
    panel = <ResultPanel tone="loading" title={t("success.checking")} />;
  } else if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    panel = (
      <ResultPanel tone="error" title={notFound ? t("success.notFound") : t("success.failedTitle")} actions={<>{back}{home}</>}>
        <p>{notFound ? t("success.notFoundBody") : t("success.checkFailed")}</p>
      </ResultPanel>
    );
  } else if (query.data.status === "paid") {
    const { order } = query.data;
    const steps = nextSteps(order, t, locale);
    const signIn = order.purpose === "hours" && (
      <Button asChild size="lg">
        <Link to="/member-login">{t("success.signIn")}</Link>
      </Button>
    );
    panel = (
      <ResultPanel tone="success" title={t("success.paidTitle")} actions={<>{signIn}{home}</>}>
        <p>{t("success.paidBody")}</p>
        <p className="mt-3 text-foreground">
          {t("success.reference")}:{" "}
          <strong className="font-mono text-lg tracking-wider" data-testid="order-ref">
            {order.ref}
          </strong>
        </p>
        <LabelledSection id="next-steps" heading="h3" title={t("success.nextTitle")} className="mx-auto mt-6 max-w-md text-left text-foreground" titleClassName="font-semibold">
          <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-sm">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </LabelledSection>
        <div className="mx-auto mt-6 max-w-md text-left text-foreground">
          <OrderLines items={order.items} total={order.total} currency={order.currency} t={t} />
        </div>
      </ResultPanel>
    );
  } else if (query.data.status === "pending") {
    const answers = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
    const stillPolling = query.isFetching || answers <= PENDING_POLLS;
    panel = (
      <ResultPanel
        tone={stillPolling ? "loading" : "info"}
        title={t("success.pendingTitle")}
        actions={
          stillPolling ? undefined : (
            <Button size="lg" onClick={() => query.refetch()}>
              {t("success.checkAgain")}
            </Button>
          )
        }
      >
        <p>{t("success.pendingBody")}</p>
      </ResultPanel>
    );
  } else {
    panel = (
      <ResultPanel tone="error" title={t("success.failedTitle")} actions={<>{back}{home}</>}>
        <p>{query.data.status === "expired" ? t("success.expiredBody") : t("success.failedBody")}</p>
        {query.data.message && <p className="mt-2 text-sm">{translate(saidOf(query.data))}</p>}
      </ResultPanel>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 md:py-20">
      <h1 className="sr-only">{t("success.title")}</h1>
      {panel}
    </div>
  );
}
