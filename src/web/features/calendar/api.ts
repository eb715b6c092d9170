import type { CalendarCreate, CalendarQuery, calendarContract } from "@core/calendar";
import { CALENDAR_VIEWS } from "@core/calendar";
import { calendarRoutes } from "@core/routes/calendar";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { param } from "@web/ui/url-state";
import { z } from "zod";

const CALENDAR_KEY = ["calendar"] as const;
const calendarApi = client<typeof calendarContract>(calendarRoutes);

/** The calendar's URL: the view (week by default) and the day it shows (today when absent). */
export const calendarUrl = z.object({ view: param.oneOf(CALENDAR_VIEWS, "week"), date: param.day() });

export const calendarQueryOptions = (query: Required<CalendarQuery>) =>
  queryOptions({ queryKey: [...CALENDAR_KEY, query.from, query.days], queryFn: ({ signal }) => calendarApi.list({ query, signal }) });

export const useCalendar = (query: Required<CalendarQuery>) => useQuery({ ...calendarQueryOptions(query), placeholderData: (previous) => previous });

/** A move or a cancellation answers the appointment; the calendar (and the payments screen, for a refund due) refresh. */
function useAction<I>(request: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => Promise.all(["calendar", "payments", "appointments", "tasks", "hours", "dashboard"].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}

export const useCreateAppointment = () => useAction((body: CalendarCreate) => calendarApi.create({ body }));
export const useMoveAppointment = () => useAction((input: { id: string; start: string }) => calendarApi.move({ params: { id: input.id }, body: { start: input.start } }));
export const useMarkDone = () => useAction((input: { id: string; hoursSpent: number }) => calendarApi.done({ params: { id: input.id }, body: { hoursSpent: input.hoursSpent } }));
export const useCancelAppointment = () => useAction((id: string) => calendarApi.cancel({ params: { id } }));

const FEED_KEY = [...CALENDAR_KEY, "feed"] as const;

/** Whether the private feed is on. */
export const useFeedStatus = () => useQuery({ queryKey: FEED_KEY, queryFn: ({ signal }) => calendarApi.feedStatus({ signal }) });

/** A new feed link (answered once, with the URL) or the feed turned off. */
export function useFeedAction<T>(request: () => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => queryClient.invalidateQueries({ queryKey: FEED_KEY }) });
}
export const newFeed = () => calendarApi.newFeed();
export const revokeFeed = () => calendarApi.revokeFeed();
