import type { appointmentsContract } from "@core/appointments";
import type { Availability } from "@core/appointments/availability";
import { appointmentsRoutes } from "@core/routes/appointments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { pageQuery } from "@web/lib/list-query";

const appointmentsApi = client<typeof appointmentsContract>(appointmentsRoutes);
const AVAILABILITY_QUERY_KEY = ["appointments", "availability"] as const;

/** GET /api/appointments/availability (the operator's). */
const availability = pageQuery(AVAILABILITY_QUERY_KEY, (signal) => appointmentsApi.getAvailability({ signal }));
export const availabilityQueryOptions = availability.options;
export const useAvailability = availability.usePage;

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
