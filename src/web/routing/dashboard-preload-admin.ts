import type { QueryClient } from "@tanstack/react-query";
import { auditListQueryOptions, auditListUrl } from "@web/features/audit/api";
import { calendarQueryOptions, calendarUrl } from "@web/features/calendar/api";
import { daysOf, sofiaToday } from "@web/features/calendar/days";
import { clientListQueryOptions, clientListUrl, clientQueryOptions } from "@web/features/clients/api";
import { contactInboxQueryOptions, contactInboxUrl } from "@web/features/contact-inbox/api";
import { inboxQueryOptions, inboxUrl } from "@web/features/inbox/api";
import { ordersQueryOptions, ordersUrl } from "@web/features/orders/api";
import { subscribersQueryOptions, subscribersUrl } from "@web/features/newsletter/subscribers-api";
import { issueQueryOptions } from "@web/features/newsletter/issues-api";
import { documentListQueryOptions, documentListUrl } from "@web/features/documents/api";
import { translationRequestsQueryOptions, translationRequestsUrl } from "@web/features/translation-requests/api";
import { warmReport } from "@web/features/reports/api";
import { readUrlState } from "@web/ui/url-state";
import { type Warm, type Where, warmPage, whenSignedIn } from "./dashboard-preload";

/** The operator's screens' first data (./dashboard-preload.ts explains); a chunk of its own, so members never load it. */
const ADMIN_PAGE_DATA = {
  clients: (qc, { search }) => qc.ensureQueryData(clientListQueryOptions(readUrlState(clientListUrl, search))),
  client: (qc, { params }) => (params.clientId ? qc.ensureQueryData(clientQueryOptions(params.clientId)) : Promise.resolve()),
  documents: (qc, { search }) => qc.ensureQueryData(documentListQueryOptions(readUrlState(documentListUrl, search))),
  audit: (qc, { search }) => qc.ensureQueryData(auditListQueryOptions(readUrlState(auditListUrl, search))),
  calendar: (qc, { search }) => {
    const { view, date } = readUrlState(calendarUrl, search);
    const days = daysOf(view, date ?? sofiaToday());
    return qc.ensureQueryData(calendarQueryOptions({ from: days[0]!, days: days.length }));
  },
  orders: (qc, { search }) => qc.ensureQueryData(ordersQueryOptions(readUrlState(ordersUrl, search))),
  newsletter: (qc, { search }) => qc.ensureQueryData(subscribersQueryOptions(readUrlState(subscribersUrl, search))),
  newsletterIssue: (qc, { params }) => (params.issueId && params.issueId !== "new" ? qc.ensureQueryData(issueQueryOptions(params.issueId)) : Promise.resolve()),
  inbox: (qc, { search }) => qc.ensureQueryData(inboxQueryOptions(readUrlState(inboxUrl, search))),
  contact: (qc, { search }) => qc.ensureQueryData(contactInboxQueryOptions(readUrlState(contactInboxUrl, search))),
  translations: (qc, { search }) => qc.ensureQueryData(translationRequestsQueryOptions(readUrlState(translationRequestsUrl, search))),
  reports: (qc, { search }) => warmReport(qc, search),
} satisfies Record<string, Warm>;
export type AdminPageData = keyof typeof ADMIN_PAGE_DATA;

/** A member is not asked about an admin-only screen's data (RequireAdmin turns them away). */
export function preloadAdminPageData(queryClient: QueryClient, page: AdminPageData, url: URL, params: Where["params"]): void {
  whenSignedIn(queryClient, (role) => {
    if (role === "admin") warmPage(queryClient, ADMIN_PAGE_DATA[page], url, params, role);
  });
}
