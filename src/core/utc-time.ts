/**
 * A moment as emails, notices and the operator's screens write it: "2026-11-22 10:00 UTC".
 * UTC because the reader's own zone is unknown to the server, and the same text is stored
 * in the outbox and shown again later.
 */
export const utcTime = (d: Date) => `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)} UTC`;
