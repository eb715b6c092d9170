import { textsOf } from "@core/i18n/catalogue";
import { DashboardScreen } from "@web/components/DashboardScreen";
import { CursorPager } from "@web/ui/cursor-pager";
import { SearchBox } from "@web/ui/search-box";
import { useUrlState } from "@web/ui/url-state";
import { AddClientDialog } from "./AddClientDialog";
import { clientListUrl, useClientList } from "./api";
import { ClientTable } from "./ClientTable";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { clientsCatalogue } from "./catalogue";
import { useTranslate } from "@web/i18n/use-translate";

const SEARCH_DEBOUNCE_MS = 250;

/** /dashboard/clients (admin): Manage Clients — search as you type (name, email or invoice company), keyset pages, Add New Client. */
export function ClientsPage() {
  const t = useCatalogue(clientsCatalogue);
  const translate = useTranslate();
  const url = useUrlState(clientListUrl);
  const list = useClientList(url.values);
  const q = url.values.q;

  return (
    <DashboardScreen title={t("title")} description={t("lead")} actions={<AddClientDialog t={t} />}>
      <SearchBox
        id="client-search"
        value={q ?? ""}
        // Filters as the operator types; the pause's searches replace one another in the history.
        debounceMs={SEARCH_DEBOUNCE_MS}
        onSearch={(text, how) => url.set({ q: text }, { replace: how === "typed" && Boolean(q) })}
        copy={textsOf(t, "search", ["label", "placeholder", "submit", "clear"])}
      />
      <ClientTable
        query={list}
        rows={list.data?.items}
        t={t}
        texts={{
          loading: t("loading"),
          empty: q ? t("emptySearch") : t("empty"),
          error: list.isError ? t("messages.loadFailed", { message: translate(list.error.message) }) : null,
          errorToastId: "clients-load-failed",
          retry: t("retry"),
        }}
        footer={<CursorPager label={t("pagination")} url={url} query={list} />}
      />
    </DashboardScreen>
  );
}
