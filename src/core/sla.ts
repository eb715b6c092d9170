/*
 * Promises are clocks: a reply is due 24 h after a contact submission or a
 * member's message, a translation summary 48 h after payment. The server stores `due_at`;
 * screens show the time left or how long overdue with dueState().
 */
export const REPLY_DUE_MS = 24 * 60 * 60 * 1000;
export const TRANSLATION_DUE_MS = 48 * 60 * 60 * 1000;

export type DueState = { overdue: boolean; /** Whole minutes left (negative: overdue by). */ minutes: number };

export function dueState(dueAt: Date | string, now: Date): DueState {
  const ms = new Date(dueAt).getTime() - now.getTime();
  return { overdue: ms < 0, minutes: Math.trunc(ms / 60_000) };
}

/** "5 h 20 min", "2 d 3 h", "12 min": the largest two units, for the due badge. */
export function durationParts(minutes: number): { d: number; h: number; m: number } {
  const abs = Math.abs(minutes);
  return { d: Math.floor(abs / 1440), h: Math.floor((abs % 1440) / 60), m: abs % 60 };
}
