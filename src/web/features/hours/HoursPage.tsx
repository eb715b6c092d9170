import { Clock, LoaderCircle, ShoppingCart } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@web/ui/toast";
import { DashboardScreen } from "@web/components/DashboardScreen";
import { formatHours } from "@core/hours-rule";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { checkoutFailure, createCheckoutSession, redirectToPayment, useBackFromPayment } from "@web/lib/payments";
import { Button } from "@web/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/ui/card";
import { Skeleton } from "@web/ui/skeleton";
import { PACKS, useHours } from "./api";
import { type HoursTranslate, hoursCatalogue } from "./catalogue";
import { PackCard } from "./PackCard";
import { PurchaseResult } from "./PurchaseResult";
import { TransactionTable } from "./TransactionTable";

/** /dashboard/hours: balance, the four packs (bought through checkout), the ledger. */
export function HoursPage() {
  const t = useCatalogue(hoursCatalogue);
  const { locale } = useI18n();
  const hours = useHours();

  const balance = hours.data?.balance;
  return (
    <DashboardScreen title={t("title")} description={t("lead")}>
      <PurchaseResult t={t} />

      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <Card gap="3" tone="hero" className="self-start">
          <CardHeader>
            <CardDescription className="flex items-center gap-2 font-medium">
              <Clock className="size-4 text-primary" aria-hidden="true" />
              {t("balance.title")}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {hours.isPending ? (
              <Skeleton className="h-12 w-28" />
            ) : balance === undefined ? (
              <p className="text-4xl font-semibold">—</p>
            ) : (
              <p className="flex items-baseline gap-2" data-testid="hours-balance">
                <span className="text-5xl font-semibold tracking-tight tabular-nums">
                  {formatHours(balance, locale)}
                </span>
                <span className="text-lg text-muted-foreground">{t("balance.unit", { count: balance })}</span>
              </p>
            )}
            <p className="mt-3 text-sm text-muted-foreground">{t("balance.note")}</p>
          </CardContent>
        </Card>
        <BuyHours t={t} />
      </div>

      <TransactionTable query={hours} transactions={hours.data?.transactions} t={t} />
    </DashboardScreen>
  );
}

function BuyHours({ t }: { t: HoursTranslate }) {
  const [buying, setBuying] = useState<number | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const cancelRedirect = useRef<() => void>(undefined);
  useEffect(() => () => cancelRedirect.current?.(), []);
  useBackFromPayment(
    useCallback(() => {
      setBuying(null);
      setRedirecting(false);
    }, []),
  );

  const buy = async (pack: (typeof PACKS)[number]) => {
    setBuying(pack);
    try {
      const session = await createCheckoutSession({ items: [{ kind: "hours_pack", hours: pack }], tip: 0 });
      if (!session.url) throw new Error("no payment page");
      setRedirecting(true);
      cancelRedirect.current = redirectToPayment({ sessionId: session.sessionId, url: session.url });
    } catch (err) {
      setBuying(null);
      const failure = checkoutFailure(err);
      toast.error(t("messages.purchaseFailed"), { description: failure.description ?? failure.title });
    }
  };

  return (
    <Card gap="4">
      <CardHeader>
        <CardTitle>{t("buy.title")}</CardTitle>
        <CardDescription>{t("buy.lead")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-4">
        {PACKS.map((pack) => (
          <PackCard key={pack} pack={pack}>
            <Button className="mt-4 w-full" disabled={buying !== null} onClick={() => buy(pack)} aria-label={t("buy.button", { count: pack })}>
              {buying === pack ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
              {t("buy.short")}
            </Button>
          </PackCard>
        ))}
      </CardContent>
      {redirecting && (
        <p role="status" className="px-6 text-sm text-muted-foreground">
          {t("buy.redirecting")}
        </p>
      )}
    </Card>
  );
}
