import { and, asc, gte, inArray, lt } from "drizzle-orm";
import { SOFIA, nextDay, wallClock, zonedInstant } from "../../../core/appointments/zone";
import { mailData } from "./confirmation";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { appointmentAgendas, appointments } from "../../db/schema";
import { operatorMailLang } from "../../mail/language";
import { enqueueMail } from "../../mail/outbox";

/** When the operator's agenda goes: 8:00 Sofia time. */
const AGENDA_MINUTES = 8 * 60;

export type AppointmentAgendaOptions = { db: Db; clock: Clock; operatorEmail: () => string };

/**
 * The operator's daily agenda: from 8:00 Sofia time, once per Sofia day. The
 * day's row in appointment_agendas is the claim: inserted (on conflict, nothing) in the
 * transaction that queues the mail, so one instance sends it and a crash sends nothing twice.
 * A day without appointments is claimed but sends no mail.
 */
export function createAppointmentAgendaJob(opts: AppointmentAgendaOptions) {
  async function runOnce(): Promise<number> {
    const now = opts.clock.now();
    const clock = wallClock(now, SOFIA);
    if (clock.minutes < AGENDA_MINUTES) return 0;
    return opts.db.transaction(async (tx) => {
      const claimed = await tx.insert(appointmentAgendas).values({ day: clock.day, sentAt: now }).onConflictDoNothing().returning({ day: appointmentAgendas.day });
      if (!claimed.length) return 0;
      const rows = await tx
        .select()
        .from(appointments)
        .where(and(inArray(appointments.status, ["confirmed", "completed"]), gte(appointments.startsAt, zonedInstant(clock.day, 0)), lt(appointments.startsAt, zonedInstant(nextDay(clock.day), 0))))
        .orderBy(asc(appointments.startsAt));
      if (!rows.length) return 0;
      const operatorEmail = opts.operatorEmail();
      const lang = await operatorMailLang(tx, operatorEmail);
      const items = rows.map((a) => ({ ...mailData(a), email: a.email }));
      await enqueueMail(tx, { template: "appointmentAgenda", to: operatorEmail, data: { lang, day: clock.day, items } }, now);
      return 1;
    });
  }
  return { runOnce };
}
