import type { AppointmentService } from "@core/appointments/services";
import type { appointmentsContract, BookingRequestInput } from "@core/appointments";
import { appointmentsRoutes } from "@core/routes/appointments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@core/contract";
import { client } from "@web/lib/api";

const appointmentsApi = client<typeof appointmentsContract>(appointmentsRoutes);

const SLOTS_QUERY_KEY = ["appointments", "slots"] as const;
/** A slot list goes stale as others book. */
const SLOTS_FRESH_MS = 30_000;

type Slots = ResponseOf<typeof appointmentsContract.slots>;
/** The slots asked before the page's first render (prefetchSlots), as useSlots first finds them. */
let first: { service: AppointmentService; durationMinutes: number; slots: Slots; at: number } | undefined;

/**
 * Asks for the free slots the booking page first shows before it renders (the server's preload
 * of the same request has the answer on its way): its first render draws the times, instead of a
 * loading line and then, in a second render and layout, the times. Never fails: the page asks again.
 */
export function prefetchSlots(service: AppointmentService, durationMinutes: number): Promise<void> {
  return appointmentsApi.slots({ query: { service, durationMinutes } }).then(
    (slots) => {
      first = { service, durationMinutes, slots, at: Date.now() };
    },
    () => undefined,
  );
}

/** GET /api/appointments/slots: free slots for a service and duration (UTC instants). */
export function useSlots(service: AppointmentService, durationMinutes: number) {
  const prefetched = first?.service === service && first.durationMinutes === durationMinutes && Date.now() - first.at < SLOTS_FRESH_MS ? first : undefined;
  return useQuery(
    queryOptions({
      queryKey: [...SLOTS_QUERY_KEY, service, durationMinutes],
      queryFn: ({ signal }) => appointmentsApi.slots({ query: { service, durationMinutes }, signal }),
      initialData: prefetched?.slots,
      initialDataUpdatedAt: prefetched?.at,
      // A slot list goes stale as others book: refetched on focus and every minute.
      staleTime: SLOTS_FRESH_MS,
      refetchInterval: 60_000,
    }),
  );
}

/** POST /api/appointments: the server prices it and holds (card) or confirms (prepaid) the slot. */
export const bookAppointment = (body: BookingRequestInput) => appointmentsApi.book({ body });

/** The appointment a cancel link names (GET), and cancelling it (POST): the token is the only key. */
export function useCancelInfo(token: string) {
  return useQuery(queryOptions({ queryKey: ["appointments", "cancel", token], queryFn: ({ signal }) => appointmentsApi.cancelInfo({ params: { token }, signal }), retry: false }));
}
export const cancelAppointment = (token: string) => appointmentsApi.cancel({ params: { token } });

/** A reschedule is by the mail's token (no sign-in) or by a member's own appointment id (the dashboard). */
export type RescheduleKey = { token: string } | { id: string };

/** The appointment's current time and the free times it may move to. */
export function useRescheduleInfo(key: RescheduleKey) {
  return useQuery(
    queryOptions({
      queryKey: ["appointments", "reschedule", key],
      queryFn: ({ signal }) => ("token" in key ? appointmentsApi.rescheduleInfo({ params: key, signal }) : appointmentsApi.rescheduleMineInfo({ params: key, signal })),
      retry: false,
    }),
  );
}
export const rescheduleAppointment = (key: RescheduleKey, start: string) =>
  "token" in key ? appointmentsApi.reschedule({ params: key, body: { start } }) : appointmentsApi.rescheduleMine({ params: key, body: { start } });
