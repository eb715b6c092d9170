import type { MessageFormatFunc } from "pino-pretty";

/**
 * What a developer reads in the terminal (NODE_ENV=development): one short line per log
 * entry, and a request as "GET /pricing 200 4 ms". Production and tests keep pino's JSON
 * lines, which log collectors and the test suites parse.
 */

type RequestEntry = { req?: { method?: string; url?: string }; res?: { statusCode?: number }; responseTime?: number; msg?: string };

/** A request line as the developer reads it; any other entry keeps its message. The URL is the serializer's (http/log-options.ts: the route, a scrubbed query). */
export const devMessage: MessageFormatFunc = (log, messageKey) => {
  const { req, res, responseTime } = log as RequestEntry;
  if (req?.method && req.url && res?.statusCode !== undefined) {
    return `${req.method} ${req.url} ${res.statusCode}${responseTime === undefined ? "" : ` ${Math.round(responseTime)} ms`}`;
  }
  return String(log[messageKey] ?? "");
};

/**
 * pino-pretty as the log's stream, written synchronously (nothing is lost on exit). It is a
 * dev dependency: where it is not installed (`npm prune --omit=dev`) the log stays JSON.
 */
export async function prettyLogStream(): Promise<{ write(line: string): void } | undefined> {
  let pretty: typeof import("pino-pretty");
  try {
    pretty = (await import("pino-pretty")).default;
  } catch {
    return undefined;
  }
  return pretty({
    sync: true,
    translateTime: "SYS:HH:MM:ss",
    // The request's fields are in its message (devMessage); the id stays in the JSON log.
    ignore: "pid,hostname,reqId,req,res,responseTime",
    messageFormat: devMessage,
    singleLine: true,
  });
}

/**
 * The block a development start ends with: where to open the app, the administrator's
 * password when this start generated it (shown only here, only this once) and the mailbox.
 */
export function startBanner(opts: { url: string; details: string; admin?: { email: string; password: string }; mailbox?: string }): string {
  const rows = [
    `Concierge is running at ${opts.url}`,
    `  (${opts.details})`,
    ...(opts.admin
      ? [`Administrator: ${opts.admin.email}`, `Password:      ${opts.admin.password}`, "  (shown only this once: sign in at /auth and keep it safe)"]
      : []),
    ...(opts.mailbox ? [`Dev mailbox:   ${opts.mailbox}`, "  (every email the app sends, readable here)"] : []),
    "Stop with Ctrl+C.",
  ];
  const rule = "─".repeat(Math.max(...rows.map((r) => r.length)) + 2);
  return `\n┌${rule}\n${rows.map((r) => `│ ${r}`).join("\n")}\n└${rule}\n\n`;
}
