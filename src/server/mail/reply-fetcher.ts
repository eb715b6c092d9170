import { sql } from "drizzle-orm";
import { ImapFlow } from "imapflow";
import type { Db, DbOrTx } from "../db/client";
import { periodic } from "../jobs/periodic";

/**
 * The reply mailbox's fetcher (reply by email, docs/decisions/0025-reply-by-email.md): every pass
 * connects to IMAP_URL, takes the unseen emails of INBOX (a batch at a time), hands each raw
 * email to `process`, and marks them \Seen only once what `process` wrote is committed. A crash
 * or an IMAP outage in between leaves them unseen: the next pass hands them over again and
 * `process` knows them by Message-ID (a no-op), so nothing is lost or posted twice.
 *
 * On PostgreSQL (several instances) a pass runs inside one transaction that holds an advisory
 * lock: one fetcher at a time; another instance's pass finds the lock taken and does nothing.
 * PGlite is one process by construction, and its single connection must not wait on the network.
 */
export type ReplyFetcherOptions = {
  url: string;
  db: Db;
  dbKind: "pglite" | "postgres";
  /** Processes one raw email, writing through `db` (the pass's transaction on PostgreSQL). */
  process: (raw: Buffer, opts: { db: DbOrTx; tooLarge: boolean }) => Promise<unknown>;
  /** An email larger than this is handed over as its first 64 KB with `tooLarge` (it is refused). */
  maxBytes: number;
  log: { info(o: object, m: string): void; warn(o: object, m: string): void; error(o: object, m: string): void };
  batchSize?: number;
  /** Seconds of silence before a connection counts as lost (IMAP server gone mid-fetch). */
  socketTimeoutMs?: number;
};

/** Keys of the transaction advisory lock a pass holds (two ints: this job, the mailbox). */
const LOCK_KEY = 0x0d0f;
const MAILBOX_KEY = 1;
const HEAD_BYTES = 64 * 1024;

export function imapConnection(url: string) {
  const u = new URL(url);
  const secure = u.protocol === "imaps:";
  return {
    host: u.hostname.replace(/^\[|\]$/g, ""),
    port: Number(u.port || (secure ? 993 : 143)),
    secure,
    auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) },
  };
}

export function createReplyFetcher(opts: ReplyFetcherOptions) {
  const batchSize = opts.batchSize ?? 50;
  let down = false;
  let current: ImapFlow | null = null;

  async function tryLock(tx: DbOrTx): Promise<boolean> {
    const res = await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}, ${MAILBOX_KEY}) as ok`);
    const rows = (Array.isArray(res) ? res : (res as { rows: { ok: boolean }[] }).rows) as { ok: boolean }[];
    return rows[0]?.ok === true;
  }

  /** Hands the batch to `process` through `db`; returns the uids it processed, in order. */
  async function processBatch(client: ImapFlow, uids: number[], db: DbOrTx): Promise<number[]> {
    const done: number[] = [];
    for (const uid of uids) {
      const meta = await client.fetchOne(String(uid), { size: true }, { uid: true });
      if (!meta) continue; // expunged meanwhile
      const tooLarge = (meta.size ?? 0) > opts.maxBytes;
      const msg = await client.fetchOne(String(uid), { source: tooLarge ? { start: 0, maxLength: HEAD_BYTES } : true }, { uid: true });
      if (msg === false || !msg.source) continue;
      try {
        await opts.process(msg.source, { db, tooLarge });
        done.push(uid);
      } catch (err) {
        // Not the mailbox's fault (its savepoint is rolled back): the others go on; this one stays unseen for the next pass.
        opts.log.error({ uid, err: err instanceof Error ? err.message : String(err) }, "reply by email: processing failed; will retry");
      }
    }
    return done;
  }

  async function pass(client: ImapFlow): Promise<number> {
    const lock = await client.getMailboxLock("INBOX");
    try {
      const unseen = (await client.search({ seen: false }, { uid: true })) || [];
      const batch = unseen.slice(0, batchSize);
      if (batch.length === 0) return 0;
      let done: number[];
      if (opts.dbKind === "postgres") {
        const got = await opts.db.transaction(async (tx) => ((await tryLock(tx)) ? processBatch(client, batch, tx) : null));
        if (got === null) return 0; // another instance is fetching
        done = got;
      } else {
        done = await processBatch(client, batch, opts.db);
      }
      // Committed: only now may the server forget they are new.
      if (done.length) await client.messageFlagsAdd(done.join(","), ["\\Seen"], { uid: true });
      return done.length;
    } finally {
      lock.release();
    }
  }

  /** One pass; an unreachable server is logged once per outage (not every poll) and retried next time. */
  async function runOnce(): Promise<number> {
    const client = new ImapFlow({
      ...imapConnection(opts.url),
      logger: false,
      disableAutoIdle: true,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: opts.socketTimeoutMs ?? 60_000,
    });
    // Without a listener a dropped socket's 'error' event would end the process.
    client.on("error", () => undefined);
    current = client;
    try {
      await client.connect();
      const n = await pass(client);
      if (down) opts.log.info({}, "reply mailbox reachable again");
      down = false;
      await client.logout().catch(() => undefined);
      return n;
    } catch (err) {
      client.close();
      if (!down) opts.log.warn({ err: err instanceof Error ? err.message : String(err) }, "reply mailbox unreachable; will retry");
      down = true;
      return 0;
    } finally {
      current = null;
    }
  }

  const loop = periodic("reply fetcher", runOnce, opts.log, (n) => n >= batchSize);
  return {
    runOnce,
    start: (intervalMs: number) => loop.start(intervalMs, 0),
    async stop() {
      current?.close();
      await loop.stop();
    },
  };
}
