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

export async function healthThroughput() {
  const database = await openPglite();
  await database.migrate();
  const app = await buildApp({ config: parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), db: database.db, dbKind: "pglite", clock: systemClock });
  const appUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  const sample = await (await fetch(`${appUrl}/api/health`)).json();

  const bare = Fastify();
  bare.get("/api/health", async () => sample);
  const bareUrl = await bare.listen({ port: 0, host: "127.0.0.1" });

  await load(`${bareUrl}/api/health`, 500); // warm-up both
  await load(`${appUrl}/api/health`, 500);
  const bareRps = await load(`${bareUrl}/api/health`);
  const appRps = await load(`${appUrl}/api/health`);
  await bare.close();
  await app.close();
  await database.close();
  return { bare: bareRps, app: appRps };
}
