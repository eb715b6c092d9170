import type { PaymentListPage } from "@core/payments";
import type { UseQueryResult } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, LoaderCircle } from "lucide-react";
import { Button } from "@web/ui/button";
import type { PaymentsCopy } from "./copy";
import { PaymentTable } from "./PaymentTable";
import type { usePaymentParams } from "./use-payment-params";
import { useTranslate } from "@web/i18n/use-translate";

type Props = {
  list: UseQueryResult<PaymentListPage, Error>;
  params: ReturnType<typeof usePaymentParams>;
  admin: boolean;
  errorMessage: string | null;
  copy: PaymentsCopy;
};

/** Loading, error, empty or the rows, with keyset Previous / Next. */
export function PaymentList({ list, params, admin, errorMessage, copy }: Props) {
  const translate = useTranslate();
  const data = list.data;
  return (
    <>
      {list.isPending ? (
        <p role="status" className="flex items-center gap-2 py-6 text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {copy.loading}
        </p>
      ) : list.isError && !data ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 py-6 text-sm text-destructive">
          {translate(errorMessage)}
          <Button variant="outline" size="sm" onClick={() => list.refetch()}>
            {copy.retry}
          </Button>
        </div>
      ) : data && data.items.length === 0 ? (
        <p className="py-6 text-center font-medium">{admin && params.filtered ? copy.emptyFiltered : copy.empty}</p>
      ) : data ? (
        <PaymentTable items={data.items} onView={params.openPayment} copy={copy} admin={admin} />
      ) : null}
      {(params.hasPrevious || data?.nextCursor) && (
        <nav aria-label={copy.pagination} className="mt-4 flex justify-between gap-2 border-t pt-4">
          <Button variant="outline" size="sm" onClick={params.previous} disabled={!params.hasPrevious || list.isFetching}>
            <ChevronLeft aria-hidden="true" />
            {copy.previous}
          </Button>
          <Button variant="outline" size="sm" onClick={() => data?.nextCursor && params.next(data.nextCursor)} disabled={!data?.nextCursor || list.isFetching}>
            {copy.next}
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      )}
    </>
  );
}
