import { useTranslate } from "@web/i18n/use-translate";
import { saidOf } from "@web/lib/api";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleAlert, CircleCheck, Info, LoaderCircle, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { cn } from "@web/lib/cn";
import { fetchSessionResult, forgetSession } from "@web/lib/payments";
import { Button } from "@web/ui/button";
import { HOURS_QUERY_KEY } from "./api";
import type { HoursTranslate } from "./catalogue";

const PENDING_POLLS = 5;
const POLL_MS = 2000;

/**
 * Back from the payment page (/dashboard/hours?session_id=…): our server confirms the
 * payment (fulfilment credits the hours, never this page); the balance is then re-read.
 */
export function PurchaseResult({ t }: { t: HoursTranslate }) {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const sessionId = params.get("session_id");
  const queryClient = useQueryClient();
  const announced = useRef<string | null>(null);

  const result = useQuery({
    queryKey: ["checkout-session", sessionId],
    queryFn: ({ signal }) => fetchSessionResult(sessionId!, signal),
    enabled: Boolean(sessionId),
    refetchInterval: (q) => (q.state.data?.status === "pending" && q.state.dataUpdateCount <= PENDING_POLLS ? POLL_MS : false),
    gcTime: 0,
  });
  const status = result.data?.status;
  const bought = result.data?.order.items.reduce((sum, line) => sum + (line.hours ?? 0), 0) ?? 0;

  useEffect(() => {
    if (status !== "paid" || !sessionId || announced.current === sessionId) return;
    announced.current = sessionId;
    forgetSession(sessionId);
    // The panel below says it (role=status): no toast beside it.
    void queryClient.invalidateQueries({ queryKey: HOURS_QUERY_KEY });
  }, [status, sessionId, queryClient]);

  if (!sessionId) return null;
  const dismiss = () => {
    const next = new URLSearchParams(params);
    next.delete("session_id");
    setParams(next, { replace: true });
  };

  const polling = result.isFetching && status === "pending";
  const view = result.isPending
    ? { tone: "info", Icon: LoaderCircle, text: t("result.checking"), spin: true }
    : result.isError
      ? { tone: "error", Icon: CircleAlert, text: result.error.message }
      : status === "paid"
        ? { tone: "success", Icon: CircleCheck, text: t("result.paid", { count: bought }) }
        : status === "pending"
          ? { tone: "info", Icon: polling ? LoaderCircle : Info, text: t("result.pending"), spin: polling }
          : { tone: "error", Icon: CircleAlert, text: (result.data && saidOf(result.data)) || t("result.failed") };

  return (
    <div
      role={view.tone === "error" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-3 rounded-xl border p-4 text-sm",
        view.tone === "success" && "border-success/30 bg-success-muted text-success-foreground",
        view.tone === "info" && "bg-accent text-accent-foreground",
        view.tone === "error" && "border-destructive/40 bg-destructive/10 text-destructive",
      )}
    >
      <view.Icon className={cn("mt-0.5 size-5 shrink-0", view.spin && "animate-spin")} aria-hidden="true" />
      <p className="flex-1">{translate(view.text)}</p>
      <Button variant="ghost" size="icon-xs" className="-my-2" aria-label={t("result.dismiss")} onClick={dismiss}>
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
