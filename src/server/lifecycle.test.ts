import { describe, expect, it } from "vitest";
import { createLifecycle } from "./lifecycle";

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
