/**
 * A calendar day as YYYY-MM-DD, without zod: the browser's list filters read it on every list
 * page (web/ui/url-state.ts), where zod's code and its start-up would cost a phone ~150 ms.
 */

/** True for a calendar day that exists: 2026-02-28 yes, 2026-02-31 and 2026-99-99 no. */
export function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Date.UTC rolls an impossible day over (Feb 31 → Mar 3): the day must come back unchanged.
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}
