import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { useSearchParams } from "react-router";
import { Link } from "@web/i18n/LocalizedLink";
import { ResultPanel } from "@web/components/ResultPanel";
import { useCopy } from "@web/i18n/I18nProvider";
import { isApiError } from "@web/lib/api";
import { fetchSessionResult, forgetSession, rememberedSession } from "@web/lib/payments";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { useCart } from "@web/lib/cart/CartProvider";
import { checkoutCopy } from "./copy";
import { OrderLines } from "./OrderLines";
import { useTranslate } from "@web/i18n/use-translate";

/** A pending payment is asked about this many more times, this far apart, before the page says so. */
const PENDING_POLLS = 5;
const POLL_MS = 2000;

/**
 * /checkout/success?session_id=…: the provider sends the buyer here; our server says how the
 * payment ended (it asks the provider when the webhook is late). The cart is emptied only
 * for a paid session that this browser started.
 */
export function CheckoutSuccessPage() {
  const translate = useTranslate();
  const copy = useCopy(checkoutCopy);
  useDocumentTitle(copy.success.title);
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
      <Link to="/checkout">{copy.success.backToCheckout}</Link>
    </Button>
  );
  const home = (
    <Button asChild size="lg" variant="outline">
      <Link to="/">{copy.success.home}</Link>
    </Button>
  );

  let panel: ReactNode;
  if (!sessionId) {
    panel = (
      <ResultPanel tone="info" title={copy.success.missingTitle} actions={<>{back}{home}</>}>
        <p>{copy.success.missingBody}</p>
      </ResultPanel>
    );
  } else if (query.isPending) {
    panel = <ResultPanel tone="loading" title={copy.success.checking} />;
  } else if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    panel = (
      <ResultPanel tone="error" title={notFound ? copy.success.notFound : copy.success.failedTitle} actions={<>{back}{home}</>}>
        <p>{notFound ? copy.success.notFoundBody : copy.success.checkFailed}</p>
      </ResultPanel>
    );
  } else if (query.data.status === "paid") {
    const { order } = query.data;
    const steps =
      order.purpose === "hours"
        ? copy.success.nextHours(order.hours, order.email)
        : order.purpose === "appointment"
          ? copy.success.nextAppointment(order.email ?? null)
          : copy.success.next(order.email ?? null);
    const signIn = order.purpose === "hours" && (
      <Button asChild size="lg">
        <Link to="/member-login">{copy.success.signIn}</Link>
      </Button>
    );
    panel = (
      <ResultPanel tone="success" title={copy.success.paidTitle} actions={<>{signIn}{home}</>}>
        <p>{copy.success.paidBody}</p>
        <p className="mt-3 text-foreground">
          {copy.success.reference}:{" "}
          <strong className="font-mono text-lg tracking-wider" data-testid="order-ref">
            {order.ref}
          </strong>
        </p>
        <section aria-labelledby="next-steps" className="mx-auto mt-6 max-w-md text-left text-foreground">
          <h3 id="next-steps" className="font-semibold">
            {copy.success.nextTitle}
          </h3>
          <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-sm">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </section>
        <div className="mx-auto mt-6 max-w-md text-left text-foreground">
          <OrderLines items={order.items} total={order.total} currency={order.currency} copy={copy} />
        </div>
      </ResultPanel>
    );
  } else if (query.data.status === "pending") {
    const answers = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
    const stillPolling = query.isFetching || answers <= PENDING_POLLS;
    panel = (
      <ResultPanel
        tone={stillPolling ? "loading" : "info"}
        title={copy.success.pendingTitle}
        actions={
          stillPolling ? undefined : (
            <Button size="lg" onClick={() => query.refetch()}>
              {copy.success.checkAgain}
            </Button>
          )
        }
      >
        <p>{copy.success.pendingBody}</p>
      </ResultPanel>
    );
  } else {
    panel = (
      <ResultPanel tone="error" title={copy.success.failedTitle} actions={<>{back}{home}</>}>
        <p>{query.data.status === "expired" ? copy.success.expiredBody : copy.success.failedBody}</p>
        {query.data.message && <p className="mt-2 text-sm">{translate(query.data.message)}</p>}
      </ResultPanel>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 md:py-20">
      <h1 className="sr-only">{copy.success.title}</h1>
      {panel}
    </div>
  );
}
