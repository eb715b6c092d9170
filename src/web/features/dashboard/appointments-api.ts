import type { appointmentsContract } from "@core/appointments";
import { appointmentsRoutes } from "@core/routes/appointments";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client } from "@web/lib/api";

const appointmentsApi = client<typeof appointmentsContract>(appointmentsRoutes);
const MY_APPOINTMENTS_KEY = ["appointments", "mine"] as const;

/** GET /api/appointments/mine: the member's upcoming and past appointments. */
export function useMyAppointments() {
  return useQuery(queryOptions({ queryKey: MY_APPOINTMENTS_KEY, queryFn: ({ signal }) => appointmentsApi.mine({ signal }) }));
}

/** POST /api/appointments/:id/cancel: then the list and the hours (reserved hours go back) refresh. */
export function useCancelMyAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => appointmentsApi.cancelMine({ params: { id } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: MY_APPOINTMENTS_KEY }), queryClient.invalidateQueries({ queryKey: ["dashboard"] })]),
  });
}
