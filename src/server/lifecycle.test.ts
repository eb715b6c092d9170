import http from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import type { buildApp } from "./app";
import { createLifecycle } from "./lifecycle";
import type { createTestDatabase } from "./test/db";

function harness(deadlineMs = 1000) {
  const events: string[] = [];
  const exits: number[] = [];
  const log = { info: (m: string) => events.push(`log ${m}`), error: (_o: object, m: string) => events.push(`error ${m}`) };
  const life = createLifecycle({ log: () => log, deadlineMs, exit: (code) => exits.push(code) });
  return { events, exits, life };
}

describe("shutdown", () => {
  it("releases everything in reverse order of opening, waiting for each, then exits 0", async () => {
    const { events, exits, life } = harness();
    life.onStop("database", () => events.push("database closed"));
    life.onStop("http", async () => {
      await new Promise((r) => setTimeout(r, 30));
      events.push("http drained");
    });
    life.onStop("worker", () => events.push("worker stopped"));
    await Promise.all([life.stop("SIGTERM", 0), life.stop("SIGINT", 0)]);
    expect(events).toEqual(["log SIGTERM: shutting down", "worker stopped", "http drained", "database closed"]);
    expect(exits).toEqual([0]);
  });

  it("goes on after a failing step and exits with the crash's code", async () => {
    const { events, exits, life } = harness();
    life.onStop("lock", () => events.push("lock released"));
    life.onStop("database", () => {
      throw new Error("already closed");
    });
    await life.stop("uncaughtException", 1);
    expect(events).toEqual(["log uncaughtException: shutting down", "error shutdown: database failed", "lock released"]);
    expect(exits).toEqual([1]);
  });

  it("exits non-zero at the deadline when a step hangs", async () => {
    const { events, exits, life } = harness(50);
    life.onStop("http", () => new Promise(() => {}));
    void life.stop("SIGTERM", 0);
    await new Promise((r) => setTimeout(r, 120));
    expect(exits).toEqual([1]);
    expect(events).toContain("error shutdown did not finish within 0.05 s; exiting anyway");
  });
});

describe("shutdown of a listening server", () => {
  // The app and its database, made before the test (as the other API files make theirs): on a
  // loaded machine, importing the app took most of the test's own time limit.
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    const [{ buildApp }, { createTestDatabase }, { fixedClock, testConfig }] = await Promise.all([import("./app"), import("./test/db"), import("./test/app")]);
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), db: database.db, dbKind: database.kind, clock: fixedClock() });
  });

  it("lets a request in flight finish before the database closes, and refuses new connections", async () => {
    // A slow request: it reads the database after a pause, as a real handler may.
    app.get("/api/slow", { config: { access: "public" } }, async () => {
      await new Promise((r) => setTimeout(r, 300));
      await database.db.execute("select 1");
      return { done: true };
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };
    const { events, exits, life } = harness(5000);
    life.onStop("database", async () => {
      await database.close();
      events.push("database closed");
    });
    life.onStop("http server", async () => {
      await app.close();
      events.push("http closed");
    });

    // One connection per request (no keep-alive pool), as separate browsers would.
    const get = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, path, agent: false }, (res) => {
            let body = "";
            res.on("data", (c) => (body += c));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on("error", reject);
      });
    const inFlight = get("/api/slow");
    await new Promise((r) => setTimeout(r, 100));
    const stopped = life.stop("SIGTERM", 0);
    await new Promise((r) => setTimeout(r, 50));
    await expect(get("/api/health")).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight).toEqual({ status: 200, body: '{"done":true}' });
    await stopped;
    expect(events.slice(1)).toEqual(["http closed", "database closed"]);
    expect(exits).toEqual([0]);
  });
});
