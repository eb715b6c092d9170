import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import type { AppInstance } from "../http/types";
import { openPostgres } from "../db/client";
import { setupTestApp } from "../test/app";
import { createMember, signedInAs } from "../test/factories";
import { openStream } from "../test/sse";
import { figures } from "./report";

/**
 * Live streams under abuse: a flood of streams meets the per-address and
 * per-process ceilings (503 + Retry-After, so the bell polls), and a revoked session's stream
 * ends on another instance of the app at once — measured from the sign-out's answer on
 * instance A to the stream's end on instance B (two apps on one database: on PostgreSQL with
 * B on its own connections and its own LISTEN).
 */
const f = figures("Live streams");
afterAll(f.print);

const ctx = await setupTestApp();
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of closers.reverse()) await c();
});

async function instance(env: Partial<AppInstance["deps"]["config"]> = {}) {
  let deps = { ...ctx.app.deps, liveHeartbeatMs: 60_000, config: { ...ctx.config, ...env } };
  const url = (ctx.database as { url?: string }).url;
  if (url) {
    const database = openPostgres(url);
    deps = { ...deps, db: database.db, listener: database };
    closers.push(() => database.close());
  }
  const app = await buildApp(deps);
  closers.push(() => app.close());
  return { app, url: await app.listen({ port: 0, host: "127.0.0.1" }) };
}
const cookieOf = async (u: { id: string }) => (await signedInAs(ctx, u)).cookie;

describe("stream ceilings", () => {
  it("a flood from one address stops at the per-address ceiling, a flood from many at the per-process ceiling", async () => {
    const perAddress = 5;
    const perProcess = 12;
    const { url } = await instance({ TRUST_PROXY: true, LIVE_STREAMS_MAX: perProcess, LIVE_STREAMS_PER_ADDRESS: perAddress });
    const members = await Promise.all(Array.from({ length: 8 }, () => createMember(ctx)));
    const cookies = await Promise.all(members.map(cookieOf));
    const open = (i: number, ip: string) => openStream(url, cookies[i % cookies.length]!, { headers: { "x-forwarded-for": ip } });

    // One address, eight accounts, 20 tabs.
    const fromOne = [];
    for (let i = 0; i < 20; i++) fromOne.push(await open(i, "203.0.113.50"));
    const oneOk = fromOne.filter((s) => s.status === 200).length;
    const oneRefused = fromOne.filter((s) => s.status === 503 && Number(s.header("retry-after")) > 0).length;
    // Many addresses: what is left of the process's ceiling, then 503.
    const fromMany = [];
    for (let i = 0; i < 20; i++) fromMany.push(await open(i, `198.51.100.${i + 1}`));
    const total = fromOne.concat(fromMany).filter((s) => s.status === 200).length;
    const manyRefused = fromMany.filter((s) => s.status === 503 && s.header("retry-after")).length;
    await Promise.all(fromOne.concat(fromMany).map((s) => s.close()));

    f.add({ check: "streams from one address (20 asked)", figure: `${oneOk} open, ${oneRefused} × 503`, target: `${perAddress} open, rest 503 + Retry-After`, ok: oneOk === perAddress && oneRefused === 20 - perAddress });
    f.add({ check: "streams per process (40 asked)", figure: `${total} open, ${manyRefused} × 503`, target: `${perProcess} open`, ok: total === perProcess && manyRefused === 20 - (perProcess - perAddress) });
    f.add({
      check: "default ceilings (LIVE_STREAMS_MAX / _PER_ADDRESS / lifetime)",
      figure: `${ctx.config.LIVE_STREAMS_MAX} / ${ctx.config.LIVE_STREAMS_PER_ADDRESS} / ${ctx.config.LIVE_STREAM_MAX_MINUTES} min`,
      target: "per process < 1,024 fds with room",
      ok: ctx.config.LIVE_STREAMS_MAX <= 512,
    });
    expect(oneOk).toBe(perAddress);
    expect(oneRefused).toBe(20 - perAddress);
    expect(total).toBe(perProcess);
  });
});

describe("revocation across instances", () => {
  it("a stream on instance B ends within moments of a sign-out on instance A (timed from the sign-out request)", async () => {
    const b = await instance();
    const latencies: number[] = [];
    for (let i = 0; i < 10; i++) {
      const maria = await createMember(ctx);
      const cookie = await cookieOf(maria);
      const s = await openStream(b.url, cookie);
      expect((await s.next())?.event).toBe("ready");
      const asked = performance.now();
      const out = await ctx.app.inject({ method: "POST", url: "/api/auth/sign-out", headers: { cookie, origin: ctx.config.publicUrl }, payload: {} });
      expect(out.statusCode).toBe(200);
      expect(await s.next([":", "retry", "notifications"], 5_000)).toBeNull();
      latencies.push(performance.now() - asked);
    }
    latencies.sort((x, y) => x - y);
    const median = latencies[Math.floor(latencies.length / 2)]!;
    const max = latencies.at(-1)!;
    f.add({ check: "revocation → stream ended on the other instance (10 sign-outs)", figure: `median ${median.toFixed(0)} ms, max ${max.toFixed(0)} ms`, target: "< 1,000 ms (heartbeat: 30 s)", ok: max < 1_000 });
    expect(max).toBeLessThan(1_000);
  });
});
