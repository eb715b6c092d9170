import { SOFIA } from "@core/appointments/zone";

/** The visitor's own time zone, as the browser reports it (Playwright's `timezoneId` sets it). */
export const visitorZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || SOFIA;
