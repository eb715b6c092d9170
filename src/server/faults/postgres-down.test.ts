import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { figures } from "../security/report";
import { postContact, type Server, seconds, startServer, stopServer, tempDataDir } from "./drill";
import { postgresBin, startOwnPostgres } from "./own-postgres";

/**
 * PostgreSQL stops for 20 s under load. Meanwhile every request
 * that needs the database is answered at once with 503, the standard error body and a
 * Retry-After (no hang, no 500, no crash), and once PostgreSQL is back the server serves
 * again by itself. The drill runs its own PostgreSQL; the machine's shared one is never touched.
 */
const f = figures("Fault drill: PostgreSQL stopped for 20 s under load");
afterAll(f.print);

const OUTAGE_MS = 20_000;
const CLIENTS = 4;
/** A pause between one client's requests: load, without drowning a shared two-core machine. */
const PAUSE_MS = 25;
/** A request unanswered after this long counts as hanging. */
const HANG_MS = 10_000;

type Phase = "before" | "stopping" | "down" | "starting" | "up";
type Answer = { phase: Phase; route: string; status: number | "no answer"; standard: boolean; retryAfter: boolean; ms: number; startedAt: number };

const bin = postgresBin();

describe("PostgreSQL stopped under load", () => {
  it.skipIf(!bin)("answers 503 with the standard body while it is down, and recovers alone", async () => {
    const postgres = await startOwnPostgres(bin!);
    const dataDir = tempDataDir();
    let server: Server | undefined;
    try {
      server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: postgres.url });
      const base = server.base;
      let phase: Phase = "before";
      let stopLoad = false;
      let firstOkAfterStart: number | undefined;
      let startedAgainAt = 0;
      const answers: Answer[] = [];
      let n = 0;

      // A write (contact request: rate limit, insert, outbox and bell in one transaction), a read
      // (the dev mailbox lists the outbox) and the health route.
      const routes = {
        "POST /api/contact": () => postContact(base, `pgdown-${++n}`, HANG_MS),
        "GET /api/dev/mailbox": () => fetch(`${base}/api/dev/mailbox`, { signal: AbortSignal.timeout(HANG_MS) }),
        "GET /api/health": () => fetch(`${base}/api/health`, { signal: AbortSignal.timeout(HANG_MS) }),
      };
      const client = async (i: number) => {
        const names = Object.keys(routes) as (keyof typeof routes)[];
        for (let k = i; !stopLoad; k++) {
          const route = names[k % names.length]!;
          const at = phase;
          const startedAt = performance.now();
          let answer: Answer;
          try {
            const res = await routes[route]();
            const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
            const standard = body?.error?.code === "service_unavailable" && typeof body.error.message === "string" && body.error.message.length > 0;
            answer = { phase: at, route, status: res.status, standard, retryAfter: Number(res.headers.get("retry-after")) > 0, ms: performance.now() - startedAt, startedAt };
          } catch {
            answer = { phase: at, route, status: "no answer", standard: false, retryAfter: false, ms: performance.now() - startedAt, startedAt };
          }
          // A request counts in the phase it started and ended in; one spanning a change is a transition.
          answers.push(at === phase ? answer : { ...answer, phase: at === "down" ? "starting" : at === "before" ? "stopping" : at });
          if (phase === "up" && firstOkAfterStart === undefined && route !== "GET /api/health" && typeof answer.status === "number" && answer.status < 300) {
            firstOkAfterStart = performance.now() - startedAgainAt;
          }
          await new Promise((r) => setTimeout(r, PAUSE_MS));
        }
      };
      const load = Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));

      await new Promise((r) => setTimeout(r, 2_000));
      phase = "stopping";
      await postgres.stop();
      phase = "down";
      await new Promise((r) => setTimeout(r, OUTAGE_MS));
      phase = "starting";
      await postgres.start();
      startedAgainAt = performance.now();
      phase = "up";
      const until = Date.now() + 60_000;
      while (firstOkAfterStart === undefined && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 2_000)); // and it keeps serving
      stopLoad = true;
      await load;

      const alive = server.main.child.exitCode === null && server.main.child.signalCode === null;
      const of = (p: Phase) => answers.filter((a) => a.phase === p);
      const before = of("before");
      const down = of("down");
      const api = down.filter((a) => a.route !== "GET /api/health");
      const health = down.filter((a) => a.route === "GET /api/health");
      const good503 = api.filter((a) => a.status === 503 && a.standard && a.retryAfter);
      const other = api.filter((a) => !(a.status === 503 && a.standard && a.retryAfter));
      const otherKinds = [...new Set(other.map((a) => `${a.route} ${a.status}`))].join(", ");
      const health503 = health.filter((a) => a.status === 503 && a.retryAfter);
      const slowest = Math.max(0, ...down.map((a) => a.ms));
      const transitions = [...of("stopping"), ...of("starting")];
      const badTransitions = transitions.filter((a) => a.status === "no answer" || a.status === 500 || (a.status !== 503 && a.status >= 300));
      const after = of("up").filter((a) => a.startedAt - startedAgainAt > (firstOkAfterStart ?? 0));
      const afterOk = after.filter((a) => typeof a.status === "number" && a.status < 300);
      const served = before.filter((a) => typeof a.status === "number" && a.status < 300);

      f.add({ check: "requests answered 2xx before the outage", figure: `${served.length}/${before.length}`, target: "all", ok: served.length === before.length && before.length > 0 });
      f.add({ check: "API requests while PostgreSQL was stopped (20 s)", figure: api.length, target: "> 100 (under load)", ok: api.length > 100 });
      f.add({ check: "… answered 503 service_unavailable + Retry-After", figure: good503.length, target: `all (${api.length})`, ok: other.length === 0 });
      f.add({ check: "… other answers (500, 2xx, hang, dropped)", figure: other.length ? `${other.length}: ${otherKinds}` : 0, target: "0", ok: other.length === 0 });
      f.add({ check: "/api/health while stopped: 503 + Retry-After", figure: `${health503.length}/${health.length}`, target: "all", ok: health503.length === health.length && health.length > 0 });
      f.add({ check: "slowest answer while stopped", figure: seconds(slowest), target: "< 6 s (no hang)", ok: slowest < 6_000 });
      f.add({ check: "requests spanning the stop/start: 500s, hangs", figure: `${badTransitions.length} of ${transitions.length}`, target: "0", ok: badTransitions.length === 0 });
      f.add({ check: "server process through the outage", figure: alive ? "running" : `exited (${server.main.child.exitCode ?? server.main.child.signalCode})`, target: "running (no crash)", ok: alive });
      f.add({ check: "time to the first 2xx after PostgreSQL is back", figure: firstOkAfterStart === undefined ? "none in 60 s" : seconds(firstOkAfterStart), target: "< 10 s, no restart", ok: (firstOkAfterStart ?? Infinity) < 10_000 });
      f.add({ check: "requests answered 2xx after recovery", figure: `${afterOk.length}/${after.length}`, target: "all", ok: afterOk.length === after.length && after.length > 0 });

      expect(before.length).toBeGreaterThan(0);
      expect(served.length).toBe(before.length);
      expect(api.length).toBeGreaterThan(100);
      expect(other, otherKinds).toEqual([]);
      expect(health503.length).toBe(health.length);
      expect(slowest).toBeLessThan(6_000);
      expect(badTransitions).toEqual([]);
      expect(alive, server.main.output()).toBe(true);
      expect(firstOkAfterStart).toBeLessThan(10_000);
      expect(afterOk.length).toBe(after.length);
    } finally {
      await stopServer(server);
      await postgres.remove();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
