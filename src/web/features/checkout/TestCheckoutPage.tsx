import { textsOf } from "@core/i18n/catalogue";
import { formatMoney } from "@core/money";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, CircleAlert, CreditCard, FlaskConical, LoaderCircle, Lock } from "lucide-react";
import { type ChangeEvent, type FormEvent, type MouseEvent, type ReactNode, useState } from "react";
import { useParams } from "react-router";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { isApiError } from "@web/lib/api";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { LabelledInput } from "@web/ui/labelled-input";
import { type CardErrors, checkCard, digitsOnly, formatCardNumber, formatExpiry, TEST_CARDS } from "./card-fields";
import { type CheckoutTranslate, checkoutCatalogue } from "./catalogue";
import { type GatewaySession, isOpen, testGateway } from "./test-gateway-api";
import { useTranslate } from "@web/i18n/use-translate";
import { useLocalizedTo } from "@web/i18n/localized-path";
import { LabelledSection } from "@web/components/LabelledSection";
import { LoadingStatus } from "@web/components/PageLoading";

/**
 * /test-checkout/:sessionId — the built-in stand-in for a hosted payment page, used when no
 * Stripe key is configured. Clearly marked TEST MODE; Stripe's test cards decide the outcome.
 */
export function TestCheckoutPage() {
  const translate = useTranslate();
  const t = useCatalogue(checkoutCatalogue);
  const localizedTo = useLocalizedTo();
  useDocumentTitle(t("test.title"));
  const { sessionId = "" } = useParams();
  const query = useQuery({
    queryKey: ["test-gateway", sessionId],
    queryFn: ({ signal }) => testGateway.session(sessionId, signal),
    gcTime: 0,
  });

  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingStatus padding="py-24">{t("test.loading")}</LoadingStatus>;
  } else if (query.isError) {
    body = (
      <p role="alert" className="py-24 text-center text-lg">
        {isApiError(query.error) && query.error.status === 404 ? t("test.notFound") : translate(query.error.message)}
      </p>
    );
  } else if (!isOpen(query.data.status)) {
    body = (
      <div role="status" className="py-24 text-center">
        <h1 className="text-2xl font-semibold">{t("test.closedTitle")}</h1>
        <p className="mt-2 text-muted-foreground">{query.data.status === "complete" ? t("test.paidBody") : t("test.expiredBody")}</p>
        <Button asChild size="lg" className="mt-8">
          <a href={localizedTo("/")}>{t("test.returnToShop")}</a>
        </Button>
      </div>
    );
  } else {
    body = <PaymentForm sessionId={sessionId} session={query.data} t={t} />;
  }

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <div role="note" className="bg-amber-400 px-4 py-2 text-center text-sm text-amber-950">
        <span className="mr-2 inline-flex items-center gap-1 rounded bg-amber-950 px-2 py-0.5 text-xs font-bold tracking-wider text-amber-300">
          <FlaskConical className="size-3.5" aria-hidden="true" />
          {t("test.banner")}
        </span>
        {t("test.bannerBody")}
      </div>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 sm:px-6">{body}</main>
      <footer className="px-4 py-6 text-center text-xs text-muted-foreground">{t("test.footer")}</footer>
    </div>
  );
}

type Phase = "idle" | "paying" | "leaving";

function PaymentForm({ sessionId, session, t }: { sessionId: string; session: GatewaySession; t: CheckoutTranslate }) {
  const translate = useTranslate();
  const { locale } = useI18n();
  const format = (minor: number) => formatMoney(minor, session.currency, INTL_LOCALE[locale]);
  const [card, setCard] = useState({ cardNumber: "", expiry: "", cvc: "", name: "" });
  const [errors, setErrors] = useState<CardErrors>({});
  const [declined, setDeclined] = useState<string>();
  const [phase, setPhase] = useState<Phase>("idle");
  const [leavingText, setLeavingText] = useState("");

  const set = (field: keyof typeof card, value: string) => {
    setCard((c) => ({ ...c, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  /** A card field's value, its change (`shape` formats what is typed) and its message. */
  const bind = (field: keyof typeof card, shape = (typed: string) => typed) => ({
    value: card[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(field, shape(e.target.value)),
    error: errors[field],
  });

  const leave = (url: string, text: string) => {
    setPhase("leaving");
    setLeavingText(text);
    window.location.assign(url);
  };

  const pay = async (e: FormEvent) => {
    e.preventDefault();
    const found = checkCard(card, textsOf(t, "test.errors", ["numberIncomplete", "numberInvalid", "expiryIncomplete", "expiryPast", "cvcIncomplete", "nameRequired"]));
    setErrors(found);
    setDeclined(undefined);
    if (Object.keys(found).length > 0) return;
    setPhase("paying");
    try {
      const { redirectUrl } = await testGateway.pay(sessionId, { ...card, cardNumber: digitsOnly(card.cardNumber) });
      leave(redirectUrl, t("test.redirecting"));
    } catch (err) {
      setDeclined(err instanceof Error ? err.message : String(err));
      setPhase("idle");
    }
  };

  const cancel = async (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    if (phase !== "idle") return;
    setPhase("leaving");
    try {
      const { redirectUrl } = await testGateway.cancel(sessionId);
      leave(redirectUrl, t("test.cancelling"));
    } catch {
      leave(session.cancelUrl, t("test.cancelling"));
    }
  };

  const busy = phase !== "idle";
  const cancelLink = (
    <a
      href={session.cancelUrl}
      onClick={cancel}
      className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t("test.back")}
    </a>
  );

  return (
    <div className="grid gap-10 py-8 md:grid-cols-2 md:gap-16 md:py-14">
      <section aria-labelledby="summary-heading" className="md:pt-2">
        {cancelLink}
        <p id="summary-heading" className="mt-8 font-medium text-muted-foreground">
          {t("test.payTo")}
        </p>
        <p className="mt-1 text-4xl font-semibold tracking-tight tabular-nums" data-testid="amount-due">
          {format(session.amountTotal)}
        </p>
        <ul className="mt-8 divide-y text-sm">
          {session.lineItems.map((li, i) => (
            <li key={i} className="flex justify-between gap-4 py-3">
              <span>
                <span className="font-medium">{li.name}</span>
                {li.quantity > 1 && <span className="block text-muted-foreground">{t("test.qty", { count: li.quantity })}</span>}
              </span>
              <span className="tabular-nums">{format(li.unitAmount * li.quantity)}</span>
            </li>
          ))}
        </ul>
        <p className="flex justify-between border-t pt-3 font-semibold">
          <span>{t("test.total")}</span>
          <span className="tabular-nums">{format(session.amountTotal)}</span>
        </p>
      </section>

      <LabelledSection id="pay-heading" heading="h1" title={t("test.payWithCard")} className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8" titleClassName="text-xl font-semibold">

        <div className="mt-5 rounded-lg border border-amber-400/60 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-400/10 dark:text-amber-100">
          <p className="font-semibold">{t("test.testCards")}</p>
          <ul className="mt-2 grid gap-2">
            {TEST_CARDS.map((tc) => (
              <li key={tc.number} className="flex items-center gap-3">
                <span className="min-w-0 flex-1">
                  <code className="font-mono font-medium">{tc.number}</code>
                  <span className="block text-amber-900/80 sm:ml-2 sm:inline dark:text-amber-100/80">{t(`test.outcomes.${tc.outcome}`)}</span>
                </span>
                <Button
                  variant="outline-clear"
                  size="xs"
                  className="h-7"
                  disabled={busy}
                  onClick={() => set("cardNumber", tc.number)}
                  aria-label={`${t("test.useCard")} ${tc.number}`}
                >
                  {t("test.useCard")}
                </Button>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-amber-900/80 dark:text-amber-100/80">{t("test.testCardsHint")}</p>
        </div>

        <form noValidate onSubmit={pay} className="mt-6 grid gap-4">
          <fieldset disabled={busy} className="grid gap-4">
            <FormField id="card-number" label={t("test.cardNumber")} error={errors.cardNumber}>
              <div className="relative">
                <Input
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="1234 1234 1234 1234"
                  value={card.cardNumber}
                  onChange={(e) => set("cardNumber", formatCardNumber(e.target.value))}
                  className="pr-10 font-mono tracking-wide"
                  {...fieldA11y("card-number", errors.cardNumber)}
                />
                <CreditCard className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              </div>
            </FormField>
            <div className="grid grid-cols-2 gap-4">
              <LabelledInput id="card-expiry" label={t("test.expiry")} inputMode="numeric" autoComplete="cc-exp" placeholder="MM / YY" {...bind("expiry", (typed) => formatExpiry(typed, card.expiry))} />
              <LabelledInput id="card-cvc" label={t("test.cvc")} inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} {...bind("cvc", (typed) => digitsOnly(typed).slice(0, 4))} />
            </div>
            <LabelledInput id="card-name" label={t("test.name")} autoComplete="cc-name" {...bind("name")} />
          </fieldset>

          {declined && (
            <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {translate(declined)}
            </p>
          )}

          <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
            {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
            {phase === "paying" ? t("test.paying") : t("test.pay", { amount: format(session.amountTotal) })}
          </Button>
          <p role="status" className="text-center text-sm text-muted-foreground empty:hidden">
            {phase === "leaving" ? leavingText : ""}
          </p>
        </form>
        <div className="mt-6 text-center md:hidden">{cancelLink}</div>
      </LabelledSection>
    </div>
  );
}
