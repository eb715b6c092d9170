import type { PriceList } from "../catalogue";
import type { Locale } from "../locale";
import { wordTable } from "../words";

/**
 * The bookable services. Durations are the choices a customer has; the price
 * comes from the one catalogue's hourly rate with the one charging rule: at least
 * one hour, then half-hour steps — so a 30-minute call costs one hour.
 */
export const APPOINTMENT_SERVICES = ["phone_call", "accompaniment", "in_person"] as const;
export type AppointmentService = (typeof APPOINTMENT_SERVICES)[number];

/** Where it happens: by phone (we call the number given), at an address the customer gives, or online (a link we send). */
export const APPOINTMENT_PLACES = ["phone", "address", "online"] as const;
export type AppointmentPlace = (typeof APPOINTMENT_PLACES)[number];

type ServiceSpec = { durations: readonly [number, ...number[]]; places: readonly [AppointmentPlace, ...AppointmentPlace[]] };

export const SERVICE_SPECS: Record<AppointmentService, ServiceSpec> = {
  phone_call: { durations: [30], places: ["phone"] },
  accompaniment: { durations: [60, 90, 120, 180, 240], places: ["address"] },
  in_person: { durations: [60, 90, 120, 180, 240], places: ["address", "online"] },
};

/** Slots start on this grid from the day's opening time. */
export const SLOT_STEP_MINUTES = 30;

/** Whether `minutes` is one of the service's durations (a tampered duration is refused). */
export const isDurationOf = (service: AppointmentService, minutes: number) => SERVICE_SPECS[service].durations.includes(minutes);

/** The hours charged (and reserved from a prepaid balance) for a duration: one hour at least, then half hours. */
export function chargedHours(durationMinutes: number): number {
  return Math.max(1, Math.ceil(durationMinutes / 30) / 2);
}

/** The price in minor units, from the current list's hourly rate. */
export function appointmentPrice(durationMinutes: number, prices: PriceList): number {
  return Math.round(prices.hourly * chargedHours(durationMinutes));
}

export const SERVICE_NAMES: Record<Locale, Record<AppointmentService, string>> = wordTable("appointmentServices");

export const PLACE_NAMES: Record<Locale, Record<AppointmentPlace, string>> = wordTable("appointmentPlaces");
