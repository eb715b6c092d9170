import http from "node:http";
import Fastify from "fastify";
import { buildApp } from "../src/server/app";
import { systemClock } from "../src/server/clock";
import { parseConfig } from "../src/server/config";
import { openPglite } from "../src/server/db/client";

/** Requests per second over `ms`, `connections` keep-alive connections in this process. */
export async function load(url: string, ms = 3000, connections = 32, headers: Record<string, string> = {}): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let done = 0;
  const end = Date.now() + ms;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      http
        .get(url, { agent, headers }, (res) => {
          if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
          res.resume();
          res.on("end", () => resolve());
        })
        .on("error", reject);
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        await one();
        done += 1;
      }
    }),
  );
  agent.destroy();
  return done / (ms / 1000);
}

/** Median [min–max] of a series. */
export type RpsSpread = { median: number; min: number; max: number };
const spread = (xs: number[]): RpsSpread => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)] ?? Number.NaN, min: s[0] ?? Number.NaN, max: s.at(-1) ?? Number.NaN };
};
export const formatRps = (s: RpsSpread) => `${s.median.toFixed(0)} [${s.min.toFixed(0)}–${s.max.toFixed(0)}] req/s`;
/** Rounds of the benches below (BENCH_ROUNDS): each side loaded once a round, floor and app interleaved. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/**
 * Requests/s of the floor and the app over ROUNDS rounds of `ms` each after a warm-up, the two
 * interleaved (which goes first alternates): median and range of each.
 */
export async function interleavedRps(floor: () => Promise<number>, app: () => Promise<number>): Promise<{ floor: RpsSpread; app: RpsSpread }> {
  await floor();
  await app();
  const f: number[] = [];
  const a: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    if (r % 2 === 0) {
      f.push(await floor());
      a.push(await app());
    } else {
      a.push(await app());
      f.push(await floor());
    }
  }
  return { floor: spread(f), app: spread(a) };
}

export async function healthThroughput() {
  const database = await openPglite();
  await database.migrate();
  const app = await buildApp({ config: parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), db: database.db, dbKind: "pglite", clock: systemClock });
  const appUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  const sample = await (await fetch(`${appUrl}/api/health`)).json();

  const bare = Fastify();
  bare.get("/api/health", async () => sample);
  const bareUrl = await bare.listen({ port: 0, host: "127.0.0.1" });

  const r = await interleavedRps(
    () => load(`${bareUrl}/api/health`, 2000),
    () => load(`${appUrl}/api/health`, 2000),
  );
  await bare.close();
  await app.close();
  await database.close();
  return { bare: r.floor, app: r.app };
}
