import type { ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { NOTIFICATION_EVENTS, type Notification } from "../../../core/notifications";
import type { Db } from "../../db/client";
import type { Actor } from "../../http/access";
import type { NotificationHub, WakeReason } from "./hub";
import { streamRead, toNotification } from "./store";

/** A PostgreSQL timestamptz as text (what the stream uses as its event id), nothing else. */
const STAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;
export function parseSince(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 40 || !STAMP.test(value)) return null;
  // PostgreSQL writes a whole-hour offset as "+00"; Date.parse wants "+00:00".
  const iso = value.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00");
  return Number.isNaN(Date.parse(iso)) ? null : value;
}

/** Ids a stream remembers having sent (enough for the late window of one busy user). */
const SENT_MEMORY = 500;
/** The browser's first reconnect delay; the web client applies its own backoff (1, 2, 5, 10 s). */
const RETRY_MS = 1_000;

export type OpenStreams = Set<{ userId: string; address: string; end(): void }>;

/** Open streams per user and process: a tab each, with room for many tabs — not for a flood. */
export const MAX_STREAMS_PER_USER = 20;
export const openStreamsOf = (open: OpenStreams, userId: string) => [...open].filter((s) => s.userId === userId).length;
export const openStreamsFrom = (open: OpenStreams, address: string) => [...open].filter((s) => s.address === address).length;

/**
 * How long a tab refused by a ceiling waits before it tries the stream again. The web client
 * keeps its own backoff and polls the list meanwhile (two failed opens in a row).
 */
export const STREAMS_FULL_RETRY_AFTER_SECONDS = 30;

/**
 * One tab's live bell (GET /api/notifications/stream). Subscribes to the hub before reading
 * anything, so a notification committed while the stream starts is never lost; each wake-up
 * sends the rows not sent yet and the unread count. Wake-ups that arrive during a query are
 * folded into one more query after it.
 */
export async function serveStream(
  req: FastifyRequest,
  reply: FastifyReply,
  deps: {
    db: Db;
    hub: NotificationHub;
    actor: Actor;
    address: string;
    since: string | null;
    heartbeatMs: number;
    /** The stream ends after this long; the tab reconnects (and meets the session check again). */
    maxAgeMs: number;
    /** Whether the session the stream opened with still stands (signed in, not revoked, not banned). */
    sessionAlive: () => Promise<boolean>;
    open: OpenStreams;
  },
): Promise<void> {
  const { db, hub, actor } = deps;
  const res: ServerResponse = reply.raw;
  let closed = false;
  let since = deps.since;
  const sent = new Set<string>();
  let running = false;
  let again = false;

  const write = (chunk: string) => {
    if (!closed) res.write(chunk);
  };
  const event = (name: string, data: unknown, id?: string | null) =>
    write(`${id ? `id: ${id}\n` : ""}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);

  const remember = (ids: string[]) => {
    for (const id of ids) sent.add(id);
    for (const id of sent) {
      if (sent.size <= SENT_MEMORY) break;
      sent.delete(id);
    }
  };

  async function fresh(): Promise<{ items: Notification[]; unreadCount: number }> {
    const [rows, unread] = await streamRead(db, actor, since);
    const items = rows.filter((r) => !sent.has(r.id)).map(toNotification);
    remember(rows.map((r) => r.id));
    if (rows[0]) since = rows[0].cursorAt;
    return { items, unreadCount: unread };
  }

  /**
   * Nothing leaves a stream whose session ended (sign-out, reset, ban, revoked, expired): it
   * closes instead. Checked before every read and every heartbeat, and at once when any
   * instance signals that a session of this user ended.
   */
  async function stillSignedIn(): Promise<boolean> {
    if (closed) return false;
    let alive = true;
    try {
      alive = await deps.sessionAlive();
    } catch (err) {
      // The database is briefly away: keep the stream, the next check decides.
      req.log.warn({ err }, "notification stream: could not check the session");
    }
    if (!alive) finish(true);
    return alive && !closed;
  }

  async function onWake(reason: WakeReason) {
    if (closed) return;
    if (reason === "session") {
      await stillSignedIn();
      return;
    }
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        if (!(await stillSignedIn())) return;
        const update = await fresh();
        event(NOTIFICATION_EVENTS.update, update, since);
      } while (again && !closed);
    } catch (err) {
      req.log.error({ err }, "notification stream: could not read the bell");
    } finally {
      running = false;
    }
  }

  reply.hijack();
  // The server's stop: end the stream and its connection (a kept-alive socket would hold up the close).
  const handle = { userId: actor.userId, address: deps.address, end: () => finish(true) };
  let unsubscribe: (() => void) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  // A stream never lives forever: a tab reconnects after this (EventSource's error → the page's backoff).
  const lifetime = setTimeout(() => finish(true), deps.maxAgeMs);
  lifetime.unref();
  function finish(closeConnection = false) {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    unsubscribe?.();
    deps.open.delete(handle);
    // On the server's stop the connection goes too, once the last chunk is out: a client that
    // kept it alive for its next request would hold up the server's close.
    const socket = res.socket;
    if (!res.writableEnded) res.end(() => closeConnection && socket?.destroy());
    else if (closeConnection) socket?.destroy();
  }
  deps.open.add(handle);
  res.on("close", () => finish());
  res.on("error", () => finish());

  // Helmet's and the request id's headers were set on the reply; a hijacked reply sends them itself.
  const headers: Record<string, string | number | string[]> = {};
  for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v as string | number | string[];
  res.writeHead(200, {
    ...headers,
    "content-type": "text/event-stream; charset=utf-8",
    // Never compressed, cached or buffered by a proxy: each event must leave at once.
    "cache-control": "no-cache, no-store, no-transform",
    "x-accel-buffering": "no",
  });
  res.socket?.setNoDelay(true);
  write(`retry: ${RETRY_MS}\n\n`);

  // Wake-ups during the first read wait for it (onWake sees `running`) and then run once.
  running = true;
  try {
    unsubscribe = await hub.subscribe(actor.userId, (reason) => void onWake(reason));
    if (closed) return unsubscribe();
    // A first connect (no `since`): the tab has just read the list; only what comes after is
    // pushed. A reconnect: what arrived meanwhile (a row sent before may come again; the
    // client merges by id).
    const catchUp = since !== null;
    const update = await fresh();
    event(NOTIFICATION_EVENTS.ready, { unreadCount: update.unreadCount }, since);
    if (catchUp && update.items.length) event(NOTIFICATION_EVENTS.update, update, since);
  } catch (err) {
    req.log.error({ err }, "notification stream could not start");
    finish();
    return;
  } finally {
    running = false;
  }
  if (again) void onWake("bell");
  if (closed) return;
  // The heartbeat keeps proxies and the idle timeout away, and re-checks the session.
  heartbeat = setInterval(() => {
    void stillSignedIn().then((ok) => ok && write(": ping\n\n"));
  }, deps.heartbeatMs);
}
