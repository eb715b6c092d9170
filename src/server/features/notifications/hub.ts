import { LISTEN_RESUMED, type NotificationListener } from "../../db/client";
import { NOTIFY_CHANNEL, SESSION_ENDED_PREFIX } from "../../db/notify";

type Log = { error(o: object, m: string): void };

/** Why a stream is woken: its bell may have changed, or some session of its user ended. */
export type WakeReason = "bell" | "session";
type Wake = (reason: WakeReason) => void;

export type NotificationHub = {
  /**
   * Calls `onWake` whenever `userId`'s bell may have changed (their pg_notify, from any
   * instance). Resolves once this process LISTENs, so nothing committed after it is missed.
   */
  subscribe(userId: string, onWake: Wake): Promise<() => void>;
  /** Streams currently subscribed (all users). */
  size(): number;
  close(): Promise<void>;
};

/**
 * One LISTEN per process on 'notifications' (payload = the recipient's user id), fanned out
 * to the open streams of that user only. The LISTEN starts with the first
 * stream, so an app that never serves one holds no listening connection. Without a listener
 * (an app built without one) streams still open, but nothing wakes them.
 */
export function createNotificationHub(listener: NotificationListener | undefined, log: Log): NotificationHub {
  const byUser = new Map<string, Set<Wake>>();
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  let closed = false;

  const wake = (fns: Iterable<Wake>, reason: WakeReason) => {
    for (const fn of [...fns]) {
      try {
        fn(reason);
      } catch (err) {
        log.error({ err }, "notification stream wake-up failed");
      }
    }
  };

  function onPayload(payload: string) {
    if (payload === LISTEN_RESUMED) {
      // Anything may have happened while deaf, a sign-out included: re-read and re-check.
      for (const set of byUser.values()) {
        wake(set, "session");
        wake(set, "bell");
      }
      return;
    }
    if (payload.startsWith(SESSION_ENDED_PREFIX)) {
      const set = byUser.get(payload.slice(SESSION_ENDED_PREFIX.length));
      if (set) wake(set, "session");
      return;
    }
    const set = byUser.get(payload);
    if (set) wake(set, "bell");
  }

  function ensureListening() {
    if (!listener) return Promise.resolve(null);
    listening ??= listener.listen(NOTIFY_CHANNEL, onPayload).catch((err: unknown) => {
      listening = null;
      throw err;
    });
    return listening;
  }

  return {
    async subscribe(userId, onWake) {
      if (closed) throw new Error("notification hub closed");
      await ensureListening();
      const set = byUser.get(userId) ?? new Set();
      set.add(onWake);
      byUser.set(userId, set);
      return () => {
        set.delete(onWake);
        if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
      };
    },
    size: () => [...byUser.values()].reduce((n, s) => n + s.size, 0),
    async close() {
      closed = true;
      byUser.clear();
      const unlisten = listening ? await listening.catch(() => null) : null;
      listening = null;
      await unlisten?.().catch(() => undefined);
    },
  };
}
