import { messageText } from "@core/i18n/messages/message";
import { checkoutBlocker, initialTip, orderTotal, type TipState, tipValue } from "@core/cart";
import { CHECKOUT_MESSAGES } from "@core/checkout-constants";
import { LoaderCircle, Lock, ShoppingCart } from "lucide-react";
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from "react";
import { ArrowButtonLink } from "@web/components/ArrowButtonLink";
import { toast } from "@web/ui/toast";
import { useMe } from "@web/lib/session/session";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { checkoutFailure, createCheckoutSession, redirectToPayment, useBackFromPayment } from "@web/lib/payments";
import { useInFirstFrame } from "@web/lib/first-frame";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { useTranslate } from "@web/i18n/use-translate";
import { usePrices } from "@web/lib/use-prices";
import { useSiteConfig } from "@web/lib/site-config";
import { Skeleton } from "@web/ui/skeleton";
import { Button } from "@web/ui/button";
import { useCart } from "@web/lib/cart/CartProvider";
import { CartLines } from "./CartLines";
import { checkoutCatalogue } from "./catalogue";
import { CUSTOMER_FIELDS, type CustomerDraft, CustomerFields, checkCustomer, emptyCustomer, loadCheckoutRules } from "./CustomerFields";
import { checkInvoice, emptyInvoice, INVOICE_FIELDS, type InvoiceDraft, type InvoiceErrors, InvoiceFields, invoiceFieldId } from "./InvoiceFields";
import { TipSection } from "./TipSection";
import { usePackFromLink } from "./pack-link";
import { LabelledSection } from "@web/components/LabelledSection";

type Phase = "idle" | "processing" | "redirecting";

/** A receipt field's change: the new draft, and that field's error cleared. */
function editClearingError<D, E>(setDraft: Dispatch<SetStateAction<D>>, setErrors: Dispatch<SetStateAction<E>>) {
  return (value: D, field: keyof D) => {
    setDraft(value);
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
}

/** /checkout: the cart, the tip and the way to the payment provider. */
export function CheckoutPage() {
  const t = useCatalogue(checkoutCatalogue);
  const { locale } = useI18n();
  useDocumentTitle(t("title"));
  const cart = useCart();
  usePackFromLink();
  const inFirstFrame = useInFirstFrame();
  const { prices, format } = usePrices();
  const { invoicesOffered } = useSiteConfig();
  const [tip, setTip] = useState<TipState>(initialTip);
  const [customer, setCustomer] = useState<CustomerDraft>(emptyCustomer);
  const [customerErrors, setCustomerErrors] = useState<Awaited<ReturnType<typeof checkCustomer>>["errors"]>({});
  const [invoice, setInvoice] = useState<InvoiceDraft>(emptyInvoice);
  const [invoiceErrors, setInvoiceErrors] = useState<InvoiceErrors>({});
  const translate = useTranslate();
  // A signed-in member buys on their account: email (and name) from it, order linked to it.
  const member = useMe().data ?? null;
  useEffect(() => {
    if (!member) return;
    setCustomer((c) => ({ ...c, email: member.user.email, name: c.name || member.profile.fullName || member.user.name }));
  }, [member]);
  const [phase, setPhase] = useState<Phase>("idle");
  const [debug, setDebug] = useState<unknown>();
  const cancelRedirect = useRef<() => void>(undefined);
  useEffect(() => () => cancelRedirect.current?.(), []);
  useBackFromPayment(useCallback(() => setPhase("idle"), []));

  const blocker = checkoutBlocker({ items: cart.items }, tip);
  const busy = phase !== "idle";
  // Every reason the Pay button is disabled, said under it in the page's language and tied to it (aria-describedby).
  const disabledReason = phase !== "idle" ? t(`summary.disabled.${phase}`) : blocker ? t(`summary.disabled.${blocker}`) : "";

  // The rules load on the first press (loadCheckoutRules): a second press meanwhile does nothing.
  const checking = useRef(false);
  const checkout = async () => {
    if (blocker) {
      toast.error(t(`summary.disabled.${blocker}`));
      return;
    }
    if (checking.current) return;
    checking.current = true;
    let checked: Awaited<ReturnType<typeof checkCustomer>>;
    let company: Awaited<ReturnType<typeof checkInvoice>>;
    let rules: Awaited<ReturnType<typeof loadCheckoutRules>>;
    try {
      [checked, company, rules] = await Promise.all([checkCustomer(customer, t), checkInvoice(invoicesOffered ? invoice : emptyInvoice), loadCheckoutRules()]);
    } catch (err) {
      toast.error(checkoutFailure(err).title);
      return;
    } finally {
      checking.current = false;
    }
    setCustomerErrors(checked.errors);
    setInvoiceErrors(Object.fromEntries(Object.entries(company.errors).map(([f, m]) => [f, translate(m)])));
    if (!checked.customer || (invoice.wanted && !company.invoice)) {
      const firstCustomer = CUSTOMER_FIELDS.find((f) => checked.errors[f]);
      const firstCompany = INVOICE_FIELDS.find((f) => company.errors[f]);
      // Centred, so the sticky header never hides the field's label and message.
      const field = document.getElementById(firstCustomer ? `checkout-${firstCustomer}` : invoiceFieldId(firstCompany ?? "companyName"));
      field?.focus({ preventScroll: true });
      field?.scrollIntoView({ block: "center" });
      return;
    }
    setPhase("processing");
    try {
      const session = await createCheckoutSession({ ...rules.toCheckoutRequest({ items: cart.items }, tip), customer: checked.customer, language: locale, ...(company.invoice ? { invoice: company.invoice } : {}) });
      setDebug(session);
      if (!session.url) throw new MissingUrl();
      setPhase("redirecting");
      cancelRedirect.current = redirectToPayment({ sessionId: session.sessionId, url: session.url });
    } catch (err) {
      if (!(err instanceof MissingUrl)) setDebug(err instanceof Error ? { error: err.message, ...err } : err);
      const failure = err instanceof MissingUrl ? { title: messageText(CHECKOUT_MESSAGES.sessionFailed) } : checkoutFailure(err);
      toast.error(failure.title, { description: failure.description });
      setPhase("idle");
    }
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t("title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("lead")}</p>

      {inFirstFrame ? (
        // The server's first frame: the cart is in this browser's storage, known once the app runs.
        <Skeleton rounded="xl" className="mt-8 h-72 w-full" />
      ) : cart.items.length === 0 ? (
        <div className="mt-10 flex flex-col items-center rounded-2xl border border-dashed bg-card px-6 py-16 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <ShoppingCart className="size-7" aria-hidden="true" />
          </span>
          <p role="status" className="mt-5 text-xl font-semibold">
            {t("cart.empty")}
          </p>
          <p className="mt-2 max-w-md text-muted-foreground">{t("cart.emptyBody")}</p>
          <ArrowButtonLink to="/pricing" className="mt-6">
            {t("cart.browse")}
          </ArrowButtonLink>
        </div>
      ) : (
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-[1fr_24rem] lg:gap-8">
          <div className="grid gap-6">
            <LabelledSection id="cart-heading" title={t("cart.heading")} className="rounded-xl border bg-card p-5 shadow-xs sm:p-6" titleClassName="mb-4 text-lg font-semibold">
              <CartLines t={t} disabled={busy} />
            </LabelledSection>
            <TipSection tip={tip} onChange={setTip} t={t} disabled={busy} />
          </div>

          <LabelledSection
            id="summary-heading"
            as="aside"
            title={t("summary.heading")}
            className="rounded-xl border bg-card p-5 shadow-xs sm:p-6 lg:sticky lg:top-24"
            titleClassName="text-lg font-semibold"
          >
            <dl className="mt-4 grid gap-2 text-sm">
              <SummaryRow label={t("summary.subtotal")} amount={format(cart.subtotal)} testId="subtotal" />
              <SummaryRow label={t("summary.tip")} amount={format(tipValue(tip))} testId="tip" />
              <SummaryRow label={t("summary.total")} amount={format(orderTotal({ items: cart.items }, tip, prices))} testId="total" total />
            </dl>

            {/* Someone starting on their details will press Checkout: its rules come now. */}
            <fieldset className="mt-6 grid gap-4 border-t pt-5" disabled={busy} onFocus={() => void loadCheckoutRules().catch(() => undefined)}>
              <legend className="float-left mb-1 text-sm font-semibold">{t("summary.receipt")}</legend>
              <CustomerFields
                t={t}
                member={member}
                value={customer}
                errors={customerErrors}
                onChange={editClearingError(setCustomer, setCustomerErrors)}
              />
              {/* A company invoice is offered only once the business has set up its seller's details. */}
              {invoicesOffered && (
                <InvoiceFields
                  t={t}
                  value={invoice}
                  errors={invoiceErrors}
                  onChange={editClearingError(setInvoice, setInvoiceErrors)}
                />
              )}
            </fieldset>

            <Button size="lg" className="mt-6 w-full" disabled={Boolean(blocker) || busy} onClick={checkout} aria-describedby="checkout-status">
              {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
              {phase === "idle" ? t("summary.checkout") : phase === "processing" ? t("summary.processing") : t("summary.redirecting")}
            </Button>
            <p id="checkout-status" role="status" className="mt-3 text-center text-sm font-medium text-amber-700 empty:hidden dark:text-amber-300">
              {disabledReason}
            </p>
            <p className="mt-3 text-center text-xs text-muted-foreground">{t("summary.secure")}</p>

            {import.meta.env.DEV && debug !== undefined && (
              <details className="mt-5 rounded-lg border border-dashed bg-muted/50 p-3 text-xs" open>
                <summary className="cursor-pointer font-medium">{t("summary.debug")}</summary>
                <pre className="mt-2 overflow-auto whitespace-pre-wrap break-all">{JSON.stringify(debug, null, 2)}</pre>
              </details>
            )}
          </LabelledSection>
        </div>
      )}
    </div>
  );
}

class MissingUrl extends Error {}

/** A line of the order summary: what it is and its amount; the total stands apart, in bold. */
function SummaryRow({ label, amount, testId, total = false }: { label: string; amount: string; testId: string; total?: boolean }) {
  return (
    <div className={total ? "mt-2 flex justify-between border-t pt-3 text-base font-semibold" : "flex justify-between"}>
      <dt className={total ? undefined : "text-muted-foreground"}>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {amount}
      </dd>
    </div>
  );
}
