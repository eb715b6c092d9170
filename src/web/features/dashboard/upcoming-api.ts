import type { calendarContract } from "@core/calendar";
import { calendarRoutes } from "@core/routes/calendar";
import { useQuery } from "@tanstack/react-query";
import { client } from "@web/lib/api";

const calendarApi = client<typeof calendarContract>(calendarRoutes);

/**
 * GET /api/calendar/upcoming: today's, tomorrow's and the next appointments. Under the home's key,
 * so a new notification and every calendar action (which refresh "dashboard") refresh it too.
 */
export const useUpcomingAppointments = () => useQuery({ queryKey: ["dashboard", "upcoming-appointments"], queryFn: ({ signal }) => calendarApi.upcoming({ signal }) });
