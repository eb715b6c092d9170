import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { useCopy } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { CursorPager } from "@web/ui/cursor-pager";
import { SearchBox } from "@web/ui/search-box";
import { useUrlState } from "@web/ui/url-state";
import { AddClientDialog } from "./AddClientDialog";
import { clientListUrl, useClientList } from "./api";
import { ClientTable } from "./ClientTable";
import { clientsCopy } from "./copy";

/** /dashboard/clients (admin): Manage Clients — search, keyset pages, Add New Client. */
export function ClientsPage() {
  const copy = useCopy(clientsCopy);
  useDocumentTitle(copy.title);
  const url = useUrlState(clientListUrl);
  const list = useClientList(url.values);
  const q = url.values.q;

  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardPageHeader title={copy.title} description={copy.lead} actions={<AddClientDialog copy={copy} />} />
      <SearchBox id="client-search" value={q ?? ""} onSearch={(text) => url.set({ q: text })} copy={copy.search} />
      <ClientTable
        query={list}
        rows={list.data?.items}
        copy={copy}
        texts={{
          loading: copy.loading,
          empty: q ? copy.emptySearch : copy.empty,
          error: list.isError ? copy.messages.loadFailed(list.error.message) : null,
          errorToastId: "clients-load-failed",
          retry: copy.retry,
        }}
        footer={<CursorPager label={copy.pagination} url={url} query={list} />}
      />
    </div>
  );
}
