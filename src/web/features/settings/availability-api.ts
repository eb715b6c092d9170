import type { appointmentsContract } from "@core/appointments";
import type { Availability } from "@core/appointments/availability";
import { appointmentsRoutes } from "@core/routes/appointments";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";

const appointmentsApi = client<typeof appointmentsContract>(appointmentsRoutes);
const AVAILABILITY_QUERY_KEY = ["appointments", "availability"] as const;

/** GET /api/appointments/availability (the operator's). */
export const availabilityQueryOptions = () => queryOptions({ queryKey: AVAILABILITY_QUERY_KEY, queryFn: ({ signal }) => appointmentsApi.getAvailability({ signal }), staleTime: PRELOADED_FRESH_MS });
export const useAvailability = () => useQuery(availabilityQueryOptions());

/** PUT /api/appointments/availability; the booking page's free slots (["appointments", "slots", …]) follow. */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (availability: Availability) => appointmentsApi.saveAvailability({ body: availability }),
    onSuccess: (saved) => {
      queryClient.setQueryData(AVAILABILITY_QUERY_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: ["appointments", "slots"] });
    },
  });
}
