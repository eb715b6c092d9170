import http from "node:http";
import { notificationsRoutes } from "../../core/routes/notifications";

export type SseEvent = { event: string; data: string; id?: string };

/**
 * A real HTTP client of the notification stream (its own connection, like a browser tab's
 * EventSource; the body read as it arrives):
 * `next()` resolves with the next event (comments included as event ":"), or rejects after
 * `timeoutMs` — a deadline for a failure message, never a sleep.
 */
export async function openStream(baseUrl: string, cookie: string, opts: { since?: string; lastEventId?: string; path?: string; headers?: Record<string, string> } = {}) {
  const url = new URL(`${baseUrl}${opts.path ?? notificationsRoutes.stream.path}${opts.since ? `?since=${encodeURIComponent(opts.since)}` : ""}`);
  const headers = { cookie, accept: "text/event-stream", "accept-encoding": "gzip, br", ...(opts.lastEventId ? { "last-event-id": opts.lastEventId } : {}), ...opts.headers };
  const req = http.get(url, { headers, agent: false });
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    req.once("response", resolve);
    req.once("error", reject);
  });
  const queue: SseEvent[] = [];
  const waiters: ((e: SseEvent | null) => void)[] = [];
  let ended = false;
  const push = (e: SseEvent | null) => {
    const w = waiters.shift();
    if (w) w(e);
    else if (e) queue.push(e);
  };
  const pump = async () => {
    res.setEncoding("utf8");
    let buffer = "";
    try {
      for await (const chunk of res) {
        buffer += chunk as string;
        let cut = buffer.indexOf("\n\n");
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const e: SseEvent = { event: "message", data: "" };
          const data: string[] = [];
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) e.event = ":";
            else if (line.startsWith("event: ")) e.event = line.slice(7);
            else if (line.startsWith("data: ")) data.push(line.slice(6));
            else if (line.startsWith("id: ")) e.id = line.slice(4);
            else if (line.startsWith("retry: ")) e.event = "retry";
          }
          e.data = data.join("\n");
          push(e);
          cut = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // closed by us
    }
    ended = true;
    while (waiters.length) push(null);
  };
  const done = pump();

  return {
    status: res.statusCode,
    header: (name: string) => {
      const v = res.headers[name.toLowerCase()];
      return v === undefined ? null : String(v);
    },
    /** The next event (skipping the given names), or null once the stream has ended. */
    next(skip: string[] = [":", "retry"], timeoutMs = 5_000): Promise<SseEvent | null> {
      const take = (): Promise<SseEvent | null> => {
        const queued = queue.shift();
        if (queued) return Promise.resolve(queued);
        if (ended) return Promise.resolve(null);
        return new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
          waiters.push((e) => {
            clearTimeout(timer);
            resolve(e);
          });
        });
      };
      const loop = async (): Promise<SseEvent | null> => {
        const e = await take();
        return e && skip.includes(e.event) ? loop() : e;
      };
      return loop();
    },
    /** Resolves when the server has ended the stream. */
    ended: () => done,
    close() {
      req.destroy();
      return done;
    },
  };
}
