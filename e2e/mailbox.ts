import { expect, type APIRequestContext } from "@playwright/test";

export type Mail = { id: string; to: string; subject: string; text: string; html: string; status: string };

/** Waits for the newest email to `to` (optionally with a subject) in the dev mailbox. */
export async function waitForMail(request: APIRequestContext, to: string, subject?: string | RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as Mail[];
        found = mails.find((m) => (subject === undefined ? true : typeof subject === "string" ? m.subject === subject : subject.test(m.subject)));
        return Boolean(found);
      },
      // The outbox sends every 200 ms: asked every quarter second, not every second as by default.
      { timeout: 10_000, intervals: [100, 250] },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text that starts with `prefix` (a path like "/newsletter/confirm"). */
export function linkIn(mail: Mail, prefix: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s]+${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^\\s>]*`));
  if (!match) throw new Error(`no ${prefix} link in mail "${mail.subject}"`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

let n = 0;
export function uniqueEmail(prefix = "e2e"): string {
  n += 1;
  return `${prefix}-${Date.now().toString(36)}-${n}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}
