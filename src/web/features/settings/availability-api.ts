import type { appointmentsContract } from "@core/appointments";
import type { Availability } from "@core/appointments/availability";
import { appointmentsRoutes } from "@core/routes/appointments";
import { client } from "@web/lib/api";
import { useStoringMutation } from "@web/lib/mutation";
import { pageQuery } from "@web/lib/list-query";

const appointmentsApi = client<typeof appointmentsContract>(appointmentsRoutes);
const AVAILABILITY_QUERY_KEY = ["appointments", "availability"] as const;

/** GET /api/appointments/availability (the operator's). */
const availability = pageQuery(AVAILABILITY_QUERY_KEY, (signal) => appointmentsApi.getAvailability({ signal }));
export const availabilityQueryOptions = availability.options;
export const useAvailability = availability.usePage;

/** PUT /api/appointments/availability; the booking page's free slots (["appointments", "slots", …]) follow. */
export const useSaveAvailability = () =>
  useStoringMutation((availability: Availability) => appointmentsApi.saveAvailability({ body: availability }), AVAILABILITY_QUERY_KEY, (saved) => saved, ["appointments", "slots"]);
