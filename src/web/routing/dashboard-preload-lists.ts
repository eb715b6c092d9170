import { conversationsQueryOptions, conversationsUrl, messageListQueryOptions } from "@web/features/messages/api";
import { paymentListQuery, paymentListQueryOptions, paymentListUrl } from "@web/features/payments/api";
import { taskListQuery, taskListQueryOptions, taskListUrl } from "@web/features/tasks/api";
import { readUrlState } from "@web/ui/url-state";
import type { Warm } from "./dashboard-preload";

/** The first data of the lists a member has too (./dashboard-preload.ts explains), read from the URL's filters. */
export const LIST_DATA = {
  tasks: (qc, { search, admin }) => qc.ensureQueryData(taskListQueryOptions(taskListQuery(readUrlState(taskListUrl, search), admin))),
  payments: (qc, { search, admin }) => qc.ensureQueryData(paymentListQueryOptions(paymentListQuery(readUrlState(paymentListUrl, search), admin))),
  // The member's conversation; the operator's list of conversations (with its status and page).
  messages: (qc, { search, admin }) =>
    admin ? qc.ensureQueryData(conversationsQueryOptions(readUrlState(conversationsUrl, search))) : qc.ensureInfiniteQueryData(messageListQueryOptions()),
} satisfies Record<string, Warm>;
