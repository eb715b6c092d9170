import type { PaymentRequest } from "@core/payments";
import { CreditCard, LoaderCircle } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@web/ui/toast";
import { useI18n } from "@web/i18n/I18nProvider";
import { formatDate } from "@web/lib/format-date";
import { useBackFromPayment } from "@web/lib/payments";
import { useMoney } from "@web/lib/use-money";
import { Button } from "@web/ui/button";
import { Card, CardContent, CardHeader } from "@web/ui/card";
import { payRequest } from "./api";
import type { PaymentsTranslate } from "./catalogue";
import { useReason } from "@web/i18n/use-translate";

/** The member's open payment requests, on top of their history: Pay goes through the normal checkout. */
export function PaymentDue({ requests, t }: { requests: PaymentRequest[]; t: PaymentsTranslate }) {
  const reason = useReason();
  const { locale } = useI18n();
  const { money } = useMoney();
  const [paying, setPaying] = useState<string | null>(null);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useBackFromPayment(useCallback(() => setPaying(null), []));

  const pay = async (id: string) => {
    setPaying(id);
    try {
      const { url } = await payRequest(id);
      window.location.assign(url);
    } catch (err) {
      setPaying(null);
      toast.error(t("due.failed", { message: reason(err) }));
    }
  };

  return (
    <Card gap="4" className="border-amber-300 dark:border-amber-800">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t("due.title")}</h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {requests.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4">
              <div className="grid min-w-0 gap-0.5">
                <p className="font-medium break-words">{r.description}</p>
                <p className="text-sm text-muted-foreground">
                  {formatDate(r.createdAt, locale)}
                  {` · ${t("receivables.dueOn", { day: formatDate(r.dueAt, locale) })}`}
                  {r.task ? ` · ${r.task.title}` : ""}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="text-lg font-semibold tabular-nums">{money(r.amount, r.currency)}</span>
                <Button onClick={() => pay(r.id)} disabled={paying !== null} aria-label={t("due.payOf", { description: r.description })}>
                  {paying === r.id ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <CreditCard aria-hidden="true" />}
                  {t("due.pay")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        {paying && (
          <p role="status" className="mt-3 text-sm text-muted-foreground">
            {t("due.redirecting")}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
