import type { CalendarCreate, CalendarQuery, calendarContract } from "@core/calendar";
import { CALENDAR_VIEWS } from "@core/calendar-constants";
import { calendarRoutes } from "@core/routes/calendar";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { useRefreshingMutation } from "@web/lib/mutation";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";
import { param, urlSchema } from "@web/ui/url-state";

const CALENDAR_KEY = ["calendar"] as const;
const calendarApi = client<typeof calendarContract>(calendarRoutes);

/** The calendar's URL: the view (week by default) and the day it shows (today when absent). */
export const calendarUrl = urlSchema({ view: param.oneOf(CALENDAR_VIEWS, "week"), date: param.day() });

// Fresh for the moment after the route's preload, so the page's first render does not ask again.
export const calendarQueryOptions = (query: Required<CalendarQuery>) =>
  queryOptions({ queryKey: [...CALENDAR_KEY, query.from, query.days], queryFn: ({ signal }) => calendarApi.list({ query, signal }), staleTime: PRELOADED_FRESH_MS });

export const useCalendar = (query: Required<CalendarQuery>) => useQuery({ ...calendarQueryOptions(query), placeholderData: (previous) => previous });

/** A move or a cancellation answers the appointment; the calendar (and the payments screen, for a refund due) refresh. */
const useAction = <I,>(request: (input: I) => Promise<unknown>) =>
  useRefreshingMutation(request, [CALENDAR_KEY, ["payments"], ["appointments"], ["tasks"], ["hours"], ["dashboard"]]);

export const useCreateAppointment = () => useAction((body: CalendarCreate) => calendarApi.create({ body }));
export const useMoveAppointment = () => useAction((input: { id: string; start: string }) => calendarApi.move({ params: { id: input.id }, body: { start: input.start } }));
export const useMarkDone = () =>
  useAction((input: { id: string; hoursSpent: number; confirmFuture: boolean }) => calendarApi.done({ params: { id: input.id }, body: { hoursSpent: input.hoursSpent, confirmFuture: input.confirmFuture } }));
export const useCancelAppointment = () => useAction((id: string) => calendarApi.cancel({ params: { id } }));

const FEED_KEY = [...CALENDAR_KEY, "feed"] as const;

/** Whether the private feed is on. */
export const useFeedStatus = () => useQuery({ queryKey: FEED_KEY, queryFn: ({ signal }) => calendarApi.feedStatus({ signal }) });

/** A new feed link (answered once, with the URL) or the feed turned off. */
export const useFeedAction = <T,>(request: () => Promise<T>) => useRefreshingMutation(request, [FEED_KEY]);
export const newFeed = () => calendarApi.newFeed();
export const revokeFeed = () => calendarApi.revokeFeed();
