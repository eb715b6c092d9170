import type { appointmentsContract } from "@core/appointments";
import { appointmentsRoutes } from "@core/routes/appointments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { useRefreshingMutation } from "@web/lib/mutation";

const appointmentsApi = client<typeof appointmentsContract>(appointmentsRoutes);
const MY_APPOINTMENTS_KEY = ["appointments", "mine"] as const;

/** GET /api/appointments/mine: the member's upcoming and past appointments. */
export function useMyAppointments() {
  return useQuery(queryOptions({ queryKey: MY_APPOINTMENTS_KEY, queryFn: ({ signal }) => appointmentsApi.mine({ signal }) }));
}

/** POST /api/appointments/:id/cancel: then the list and the hours (reserved hours go back) refresh. */
export const useCancelMyAppointment = () => useRefreshingMutation((id: string) => appointmentsApi.cancelMine({ params: { id } }), [MY_APPOINTMENTS_KEY, ["dashboard"]]);
