import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { adjustableClock, type JobRegistry } from "../../clock";
import { setupTestApp, testConfig } from "../../test/app";

const ctx = await setupTestApp();

async function appWith(env: Record<string, string>, travel: boolean) {
  const clock = adjustableClock();
  const jobs: JobRegistry = new Map([
    ["count", async () => 0],
    // Always a full batch: the bounded passes (20) stop it.
    ["other", async () => 1],
  ]);
  const app = await buildApp({ config: testConfig(env), db: ctx.db, dbKind: ctx.database.kind, clock, ...(travel ? { timeTravel: { clock, jobs } } : {}) });
  afterAll(() => app.close());
  return { app, clock };
}

const advance = (app: Awaited<ReturnType<typeof buildApp>>, body: unknown) => app.inject({ method: "POST", url: "/dev/clock/advance", payload: body as object });

describe("the browser suite's clock (/dev/clock)", () => {
  it("moves the server's time forward only, and runs the jobs once", async () => {
    const { app, clock } = await appWith({ TEST_CLOCK: "true" }, true);
    const before = clock.now().getTime();
    const res = await advance(app, { hours: 24 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ran).toEqual({ count: 0, other: 20 });
    expect(clock.now().getTime() - before).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(new Date(res.json().now).getTime()).toBeGreaterThanOrEqual(before + 24 * 3_600_000);
    // Only the jobs named, or none: the time moves all the same.
    const only = await advance(app, { hours: 1, jobs: ["count"] });
    expect(only.json()).toMatchObject({ ran: { count: 0 } });
    expect(only.json().ran).not.toHaveProperty("other");
    expect((await advance(app, { hours: 1, jobs: [] })).json().ran).toEqual({});
    expect(clock.now().getTime() - before).toBeGreaterThanOrEqual(26 * 3_600_000);
    const unknown = await advance(app, { hours: 1, jobs: ["backups"] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('No job is called "backups"');
    for (const body of [{ hours: -1 }, { hours: 0 }, { hours: 24 * 400 }, { hours: "1" }, {}]) expect((await advance(app, body)).statusCode, JSON.stringify(body)).toBe(400);
  });

  it("is not there without TEST_CLOCK, nor in the ordinary test app", async () => {
    const { app } = await appWith({}, true);
    expect((await advance(app, { hours: 1 })).statusCode).toBe(404);
    expect((await advance(ctx.app, { hours: 1 })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/dev/clock" })).statusCode).toBe(404);
  });
});
