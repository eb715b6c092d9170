import type { OpenRequest } from "@core/receivables";
import { BellRing, X } from "lucide-react";
import { useState } from "react";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { useTranslate } from "@web/i18n/use-translate";
import { formatDate } from "@web/lib/format-date";
import { useMoney } from "@web/lib/use-money";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@web/ui/card";
import { type Column, DataTable } from "@web/ui/data-table";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/ui/dialog";
import { toast } from "@web/ui/toast";
import { paymentsCatalogue } from "./catalogue";
import { useCancelOpenRequest, useOpenRequests, useRemindRequest } from "./receivables-api";

/**
 * Payments → Open requests: who owes what, since when, due when, how often
 * reminded; their total in euro (BGN converted); Remind (at most one a day, the server says so) and Cancel.
 */
export function OpenRequests({ panel }: { panel: { id: string; role: "tabpanel"; "aria-labelledby": string } }) {
  const t = useCatalogue(paymentsCatalogue);
  const { locale } = useI18n();
  const translate = useTranslate();
  const { money, bgnIncluded } = useMoney();
  const list = useOpenRequests();
  const remind = useRemindRequest();
  const [cancelling, setCancelling] = useState<OpenRequest | null>(null);
  const fail = (err: unknown) => toast.error(translate(err instanceof Error ? err.message : String(err)));

  const onRemind = async (id: string) => {
    try {
      await remind.mutateAsync(id);
      toast.success(t("receivables.open.reminded"));
    } catch (err) {
      fail(err);
    }
  };

  const columns: Column<OpenRequest>[] = [
    {
      header: t("receivables.open.columns.client"),
      cell: (r) => (
        <span className="grid">
          <span>{r.client.name}</span>
          <span className="text-xs break-all text-muted-foreground">{r.client.email}</span>
        </span>
      ),
      cardRank: 12,
    },
    { header: t("receivables.open.columns.description"), cell: (r) => r.description, card: "title", className: "break-words" },
    { header: t("receivables.open.columns.amount"), cell: (r) => money(r.amount, r.currency), className: "whitespace-nowrap tabular-nums", cardRank: 10 },
    { header: t("receivables.open.columns.created"), cell: (r) => formatDate(r.createdAt, locale), className: "whitespace-nowrap", cardRank: 13 },
    {
      header: t("receivables.open.columns.due"),
      cell: (r) => (
        <span className="flex flex-wrap items-center gap-1 whitespace-nowrap">
          {formatDate(r.dueAt, locale)}
          {r.overdue && <Badge variant="accent">{t("receivables.open.overdue")}</Badge>}
        </span>
      ),
      cardRank: 11,
    },
    { header: t("receivables.open.columns.age"), cell: (r) => t("receivables.open.ageDays", { count: r.ageDays }), className: "whitespace-nowrap", cardRank: 14 },
    {
      header: t("receivables.open.columns.reminders"),
      cell: (r) => (
        <span className="grid" data-testid="reminders-sent">
          <span className="tabular-nums">{r.remindersSent}</span>
          {r.lastRemindedAt && <span className="text-xs text-muted-foreground">{t("receivables.open.lastReminded", { when: formatDate(r.lastRemindedAt, locale) })}</span>}
        </span>
      ),
      cardRank: 15,
    },
    {
      header: t("receivables.open.columns.actions"),
      card: "footer",
      cell: (r) => (
        <span className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => onRemind(r.id)} disabled={remind.isPending} aria-label={t("receivables.open.remindOf", { description: r.description })}>
            <BellRing aria-hidden="true" />
            {t("receivables.open.remind")}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setCancelling(r)} aria-label={t("receivables.open.cancelOf", { description: r.description })}>
            <X aria-hidden="true" />
            {t("receivables.open.cancel")}
          </Button>
        </span>
      ),
    },
  ];

  const totals = list.data?.totals ?? [];
  const count = totals.reduce((s, total) => s + total.count, 0);
  const bgnNote = bgnIncluded(totals[0]?.bgnIncluded);
  return (
    <div className="grid gap-4">
      <Card gap="2">
        <CardHeader>
          <CardDescription>
            {t("receivables.open.totals")} · {list.data ? t("receivables.open.totalOf", { count }) : "—"}
          </CardDescription>
          <CardTitle size="2xl" className="tabular-nums" data-testid="open-requests-total">
            {list.data ? (totals.length ? totals.map((total) => money(total.amount, total.currency)).join(" + ") : "0") : "—"}
          </CardTitle>
          {bgnNote && (
            <CardDescription size="xs" data-testid="open-requests-total-note">
              {t("bgnIncluded", bgnNote)}
            </CardDescription>
          )}
        </CardHeader>
      </Card>
      <DataTable
        query={list}
        rows={list.data?.items}
        rowKey={(r) => r.id}
        columns={columns}
        cardsBelow="lg"
        panel={panel}
        texts={{ loading: t("receivables.open.loading"), empty: t("receivables.open.empty"), error: list.isError ? t("receivables.open.failed", { message: translate(list.error.message) }) : null, errorToastId: "open-requests-load-failed", retry: t("receivables.open.retry") }}
      />
      <CancelDialog request={cancelling} onClose={() => setCancelling(null)} onFail={fail} />
    </div>
  );
}

function CancelDialog({ request, onClose, onFail }: { request: OpenRequest | null; onClose: () => void; onFail: (err: unknown) => void }) {
  const t = useCatalogue(paymentsCatalogue);
  const { money } = useMoney();
  const cancel = useCancelOpenRequest();
  const confirm = async () => {
    if (!request) return;
    try {
      await cancel.mutateAsync(request.id);
      toast.success(t("receivables.open.cancelled"));
      onClose();
    } catch (err) {
      onFail(err);
    }
  };
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("receivables.open.keep")}>
        <DialogHeader>
          <DialogTitle>{t("receivables.open.confirmTitle")}</DialogTitle>
          <DialogDescription>{request ? t("receivables.open.confirmBody", { description: request.description, amount: money(request.amount, request.currency) }) : ""}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t("receivables.open.keep")}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {t("receivables.open.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
