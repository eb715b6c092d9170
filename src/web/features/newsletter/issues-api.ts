import type { Issue, IssueInput, newsletterContract } from "@core/newsletter";
import { newsletterRoutes } from "@core/routes/newsletter";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import type { Locale } from "@core/locale";

/** The operator's newsletter issues: write, preview, test, send, and the send's progress. */
const ISSUES_KEY = ["newsletter-issues"] as const;
const issuesApi = client<typeof newsletterContract>(newsletterRoutes);

/** While an issue is sending, its screen asks again this often for the progress. */
const PROGRESS_POLL_MS = 2000;

export const issuesQueryOptions = () => queryOptions({ queryKey: ISSUES_KEY, queryFn: ({ signal }) => issuesApi.issues({ signal }) });
export const useIssues = () =>
  useQuery({ ...issuesQueryOptions(), refetchInterval: (q) => (q.state.data?.items.some((i) => i.status === "sending") ? PROGRESS_POLL_MS : false) });

export const issueQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...ISSUES_KEY, id], queryFn: ({ signal }) => issuesApi.getIssue({ params: { id }, signal }), enabled: id !== "new" });
export const useIssue = (id: string) =>
  useQuery({ ...issueQueryOptions(id), refetchInterval: (q) => (q.state.data?.status === "sending" ? PROGRESS_POLL_MS : false) });

export const useIssuePreview = (id: string, lang: Locale, version: string) =>
  useQuery({
    // The saved text's time is part of the key: a save shows the new preview.
    queryKey: [...ISSUES_KEY, id, "preview", lang, version],
    queryFn: ({ signal }) => issuesApi.previewIssue({ params: { id }, query: { lang }, signal }),
    enabled: id !== "new",
  });

function useIssueMutation<V>(call: (v: V) => Promise<Issue | { message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: ISSUES_KEY }) });
}

export const useSaveIssue = (id: string) =>
  useIssueMutation((body: IssueInput) => (id === "new" ? issuesApi.createIssue({ body }) : issuesApi.updateIssue({ params: { id }, body })));
export const useSendTest = (id: string) => useIssueMutation(() => issuesApi.sendTest({ params: { id } }));
export const useSendIssue = (id: string) => useIssueMutation(() => issuesApi.sendIssue({ params: { id } }));
