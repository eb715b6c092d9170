import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../db/client";
import { figures } from "../security/report";
import { postContact, type Server, scratchPostgres, seconds, startServer, stopServer, tempDataDir } from "./drill";

/**
 * The real (compiled) server is killed with SIGKILL in the middle of
 * a burst of writes and started again on the same data, with no one's help (the data-dir lock
 * of the dead process is taken over). Every write that was acknowledged (201) must be there.
 */
const f = figures("Fault drill: kill -9 in the middle of a burst of writes");
afterAll(f.print);

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** Writers in parallel, and how many acknowledgements before the kill (requests are still in flight then). */
const WRITERS = 8;
const ACKS_BEFORE_KILL = 120;

type Burst = { acked: Map<string, string>; inFlightAtKill: number; failedAfterKill: number };

/** Contact requests from WRITERS clients at once; SIGKILL once ACKS_BEFORE_KILL were acknowledged. */
async function burstAndKill(server: Server, run: string): Promise<Burst> {
  const acked = new Map<string, string>(); // id → marker
  let killed = false;
  let inFlight = 0;
  let inFlightAtKill = 0;
  let failedAfterKill = 0;
  let n = 0;
  const killAt = new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (acked.size >= ACKS_BEFORE_KILL || server.main.child.exitCode !== null) {
        clearInterval(check);
        inFlightAtKill = inFlight;
        server.main.child.kill("SIGKILL");
        killed = true;
        resolve();
      }
    }, 1);
  });
  const writer = async () => {
    while (!killed) {
      const marker = `k9-${run}-${++n}`;
      inFlight += 1;
      try {
        const res = await postContact(server.base, marker);
        const body = (await res.json()) as { id?: string };
        if (res.status === 201 && body.id) acked.set(body.id, marker);
        else throw new Error(`unexpected answer ${res.status}: ${JSON.stringify(body)}`);
      } catch (err) {
        if (!killed) throw err;
        failedAfterKill += 1;
      } finally {
        inFlight -= 1;
      }
    }
  };
  await Promise.all([...Array.from({ length: WRITERS }, writer), killAt]);
  await server.main.exited;
  return { acked, inFlightAtKill, failedAfterKill };
}

async function pgliteRows(dataDir: string): Promise<Map<string, string>> {
  const database = await openPglite({ dir: path.join(dataDir, "db") });
  try {
    const { rows } = await database.client.query<{ id: string; email: string }>("select id, email from contact_submissions");
    return new Map(rows.map((r) => [r.id, r.email]));
  } finally {
    await database.close();
  }
}

async function postgresRows(url: string): Promise<Map<string, string>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ id: string; email: string }>("select id, email from contact_submissions");
    return new Map(rows.map((r) => [r.id, r.email]));
  } finally {
    await c.end();
  }
}

const kinds = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])] as const;

describe("kill -9 during a burst of acknowledged writes", () => {
  for (const kind of kinds) {
    it(`loses no acknowledged write and restarts on its own (${kind})`, async () => {
      const dataDir = tempDataDir();
      dirs.push(dataDir);
      const database = kind === "postgres" ? await scratchPostgres("faults_kill9") : undefined;
      const env = { DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) };
      let server: Server | undefined;
      try {
        server = await startServer(env);
        const burst = await burstAndKill(server, kind);
        expect(server.main.child.signalCode).toBe("SIGKILL");
        if (kind === "pglite") expect(fs.existsSync(path.join(dataDir, "concierge.lock")), "the dead process's lock is left behind").toBe(true);

        // Same data, no manual step: the lock of the dead process must be taken over.
        const restarted = await startServer(env);
        server = restarted;
        const after = await postContact(restarted.base, `k9-${kind}-after-restart`);
        expect(after.status).toBe(201);
        await stopServer(restarted);
        expect(restarted.main.child.exitCode).toBe(0);

        const rows = database ? await postgresRows(database.url) : await pgliteRows(dataDir);
        const present = [...burst.acked].filter(([id, marker]) => rows.get(id) === `${marker}@drill.example`).length;
        const lost = burst.acked.size - present;
        f.add({ check: `${kind}: writes acknowledged (201) before the kill`, figure: burst.acked.size, target: `≥ ${ACKS_BEFORE_KILL}`, ok: burst.acked.size >= ACKS_BEFORE_KILL });
        f.add({ check: `${kind}: requests in flight at the kill`, figure: burst.inFlightAtKill, target: "> 0 (mid-burst)", ok: burst.inFlightAtKill > 0 });
        f.add({ check: `${kind}: acknowledged writes present after restart`, figure: present, target: `${burst.acked.size}`, ok: lost === 0 });
        f.add({ check: `${kind}: acknowledged writes lost`, figure: lost, target: "0", ok: lost === 0 });
        f.add({ check: `${kind}: restart after kill -9 until /api/health answers`, figure: seconds(restarted.startMs), target: "< 60 s, no manual step", ok: restarted.startMs < 60_000 });
        expect(burst.acked.size).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
        expect(burst.inFlightAtKill).toBeGreaterThan(0);
        expect(lost).toBe(0);
        expect(restarted.startMs).toBeLessThan(60_000);
      } finally {
        if (server && server.main.child.exitCode === null && server.main.child.signalCode === null) server.main.child.kill("SIGKILL");
        await database?.drop();
      }
    }, 150_000);
  }
});
