import { msg } from "../../../core/i18n/messages/message";
import { NOTIFICATION_HEARTBEAT_MS, notificationsContract } from "../../../core/notifications";
import type { AppInstance } from "../../http/types";
import { sessionAlive } from "../../auth/session-alive";
import { HttpError, notFound } from "../../http/errors";
import { clientKey } from "../../http/rate-limit";
import { uuidOr404 } from "../../http/keyset";
import { createNotificationHub } from "./hub";
import { listNotifications, markAllRead, markRead, unreadCount } from "./store";
import {
  MAX_STREAMS_PER_USER,
  type OpenStreams,
  openStreamsFrom,
  openStreamsOf,
  parseSince,
  STREAMS_FULL_RETRY_AFTER_SECONDS,
  serveStream,
} from "./stream";
import { declareRoutes } from "../../http/route";

/** The bell (header). The routes of core/routes/notifications.ts. */
export async function notificationRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;
  const hub = createNotificationHub(app.deps.listener, app.log);
  const open: OpenStreams = new Set();
  /** Stream requests admitted under the ceilings whose session is still being read, in all and per address. */
  let admittingTotal = 0;
  const admitting = new Map<string, number>();
  const releases = new WeakMap<object, () => void>();
  app.metrics.countLiveStreams(() => open.size);

  // Open streams never hold up a graceful stop: they end before the server waits for requests in flight.
  app.addHook("preClose", async () => {
    for (const s of [...open]) s.end();
  });
  app.addHook("onClose", async () => {
    for (const s of [...open]) s.end();
    await hub.close();
  });

  route.from(notificationsContract.list, {}, async (req) => listNotifications(db, req.actor, req.query));

  route.from(
    notificationsContract.markAllRead,
    {},
    async (req) => {
      const actor = req.actor;
      const marked = await markAllRead(db, actor, clock.now());
      return { unreadCount: await unreadCount(db, actor), marked };
    },
  );

  route.from(
    notificationsContract.markRead,
    {},
    async (req) => {
      const unread = await markRead(db, req.actor, uuidOr404(req.params.id), clock.now());
      return unread === null ? notFound() : { unreadCount: unread };
    },
  );

  route.from(
    notificationsContract.stream,
    {
      // compress: false — an event must leave as soon as it is written, never wait in a compressor.
      compress: false,
      config: {
        // Each stream holds a socket (a file descriptor) and memory: past a ceiling a tab is told to
        // come back later, and its bell polls the list meanwhile. Checked before the session is
        // read, so a reconnect storm of thousands of tabs is refused without a query each.
        admit: (req, reply) => {
          const address = clientKey(req);
          const pending = admitting.get(address) ?? 0;
          if (open.size + admittingTotal >= config.LIVE_STREAMS_MAX || openStreamsFrom(open, address) + pending >= config.LIVE_STREAMS_PER_ADDRESS) {
            reply.header("Retry-After", String(STREAMS_FULL_RETRY_AFTER_SECONDS));
            throw new HttpError(503, "streams_full", msg("api.liveUpdatesBusy"));
          }
          // A place held while the session is read: the requests of a storm arrive together, long
          // before the first of them has opened its stream.
          admittingTotal++;
          admitting.set(address, pending + 1);
          let held = true;
          const release = () => {
            if (!held) return;
            held = false;
            admittingTotal--;
            const left = (admitting.get(address) ?? 1) - 1;
            if (left > 0) admitting.set(address, left);
            else admitting.delete(address);
          };
          releases.set(req, release);
          // Refused after all (401, 429, an error): the place is given back with the answer.
          reply.raw.once("close", release);
          reply.raw.once("finish", release);
        },
      },
    },
    async (req, reply) => {
      const actor = req.actor;
      if (openStreamsOf(open, actor.userId) >= MAX_STREAMS_PER_USER) {
        throw new HttpError(429, "too_many_streams", msg("api.tooManyTabs"));
      }
      const address = clientKey(req);
      const since = parseSince(req.headers["last-event-id"]) ?? parseSince(req.query.since);
      // serveStream counts the stream in `open` before its first await: the held place becomes it.
      releases.get(req)?.();
      await serveStream(req, reply, {
        db,
        hub,
        actor,
        address,
        since,
        heartbeatMs: app.deps.liveHeartbeatMs ?? NOTIFICATION_HEARTBEAT_MS,
        maxAgeMs: app.deps.liveMaxAgeMs ?? config.LIVE_STREAM_MAX_MINUTES * 60_000,
        // Better Auth dates sessions by the wall clock, so their expiry is judged by it too.
        sessionAlive: () => sessionAlive(db, actor.sessionId, new Date()),
        open,
      });
    },
  );
}
