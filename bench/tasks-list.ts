/**
 * Task list figures on real PostgreSQL (BENCH_DATABASE_URL, default the local server):
 *   1. a member's GET /api/tasks (20 rows, signed in) in requests/s, against a bare Fastify
 *      route answering the same JSON — the cost of session, access, scope, query and schema
 *      (rounds interleaved, median and range);
 *   2. the admin's first page (GET /api/tasks, counts included) at 100 000 tasks against
 *      1 000 tasks: keyset pages should keep this close to flat.
 * A throw-away database is created and dropped around the run.
 */
import Fastify from "fastify";
import { openSession } from "../src/server/auth/session-cookie";
import { medianMs, onThrowAwayDatabase, signedInApp } from "./bench-database";
import { interleavedRps, load } from "./health-throughput";
import { seedTasks } from "./seed-tasks";

export async function tasksListBench() {
  return onThrowAwayDatabase(async (database) => {
    const { app, appUrl, admin } = await signedInApp(database);

    // 1 000 tasks over 50 clients: each has 20 tasks, so one member page is exactly 20 rows.
    await seedTasks(database.db, { tasks: 1000, members: 50, prefix: "m" });
    const member = { cookie: (await openSession(app.auth, "m-1")).header };

    const sample = await (await fetch(`${appUrl}/api/tasks`, { headers: member })).json();
    if (sample.items.length !== 20) throw new Error(`expected 20 rows, got ${sample.items.length}`);
    const bare = Fastify();
    bare.get("/api/tasks", async () => sample);
    const bareUrl = await bare.listen({ port: 0, host: "127.0.0.1" });
    const rps = await interleavedRps(
      () => load(`${bareUrl}/api/tasks`, 2000),
      () => load(`${appUrl}/api/tasks`, 2000, 32, member),
    );
    await bare.close();

    const at1k = await medianMs(`${appUrl}/api/tasks`, admin, 60);
    await seedTasks(database.db, { tasks: 99_000, members: 1000, prefix: "big" });
    const at100k = await medianMs(`${appUrl}/api/tasks`, admin, 60);
    const searched = await medianMs(`${appUrl}/api/tasks?q=client%2077`, admin, 20);
    await app.close();
    return { bareRps: rps.floor, memberRps: rps.app, at1k, at100k, searched } as const;
  });
}
