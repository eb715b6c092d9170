import type { healthContract } from "@core/health";
import { healthRoutes } from "@core/routes/health";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client } from "@web/lib/api";

const healthApi = client<typeof healthContract>(healthRoutes);
const REPORT_KEY = ["health", "report"] as const;

/** GET /api/health/report (administrators): each check asks the outside world, so it is not refetched on focus. */
export const healthReportQueryOptions = () =>
  queryOptions({ queryKey: REPORT_KEY, queryFn: ({ signal }) => healthApi.report({ signal }), refetchOnWindowFocus: false, staleTime: 60_000 });
export const useHealthReport = () => useQuery(healthReportQueryOptions());

/** POST /api/health/test-mail: a test message to the operator; the report is asked again after. */
export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => healthApi.testMail(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: REPORT_KEY }),
  });
}
