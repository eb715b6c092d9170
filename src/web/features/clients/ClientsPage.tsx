import { ChevronLeft, ChevronRight, LoaderCircle } from "lucide-react";
import { useEffect } from "react";
import { toast } from "@web/ui/toast";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { useCopy } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { Card, CardContent } from "@web/ui/card";
import { AddClientDialog } from "./AddClientDialog";
import { useClientList } from "./api";
import { ClientSearch } from "./ClientSearch";
import { ClientTable } from "./ClientTable";
import { clientsCopy } from "./copy";
import { useClientParams } from "./use-client-params";
import { useTranslate } from "@web/i18n/use-translate";

/** /dashboard/clients (admin): Manage Clients — search, keyset pages, Add New Client. */
export function ClientsPage() {
  const translate = useTranslate();
  const copy = useCopy(clientsCopy);
  useDocumentTitle(copy.title);
  const params = useClientParams();
  const list = useClientList({ q: params.q, cursor: params.cursor });
  const errorMessage = list.isError ? copy.messages.loadFailed(list.error.message) : null;
  useEffect(() => {
    if (errorMessage) toast.error(errorMessage, { id: "clients-load-failed" });
  }, [errorMessage]);
  const data = list.data;

  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardPageHeader title={copy.title} description={copy.lead} actions={<AddClientDialog copy={copy} />} />
      <ClientSearch value={params.q ?? ""} onSearch={params.setSearch} copy={copy} />
      <Card>
        <CardContent aria-busy={list.isFetching}>
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
            <p className="py-6 text-center font-medium">{params.q ? copy.emptySearch : copy.empty}</p>
          ) : data ? (
            <ClientTable items={data.items} copy={copy} />
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
        </CardContent>
      </Card>
    </div>
  );
}
