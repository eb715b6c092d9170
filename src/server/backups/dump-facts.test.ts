import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../db/client";
import { COMPILED_DUMP_FACTS_WORKER } from "../test/spawn-main";
import { dumpFactsHere, dumpFactsOffThread } from "./dump-facts";

// The compiled worker, as the server uses it (the API suite's global setup builds dist/server).
const WORKER = pathToFileURL(COMPILED_DUMP_FACTS_WORKER);

async function dumpOf(rows: number): Promise<Uint8Array> {
  const db = await openPglite();
  try {
    await db.client.exec(`create table notes (id serial primary key, body text); insert into notes (body) select 'note ' || g from generate_series(1, ${rows}) g;`);
    return new Uint8Array(await (await db.client.dumpDataDir("gzip")).arrayBuffer());
  } finally {
    await db.close();
  }
}

describe("the check of an embedded dump", () => {
  // Each PGlite started costs seconds of CPU on a busy machine: one dump for both tests.
  let dump: Uint8Array;
  beforeAll(async () => {
    dump = await dumpOf(7);
  });

  it("reads the same facts in the server's worker thread as in the CLI's own, and leaves the caller's bytes whole", async () => {
    const offThread = await dumpFactsOffThread(WORKER)(dump);
    expect(offThread.tables["public.notes"]).toBe(7);
    expect(offThread).toEqual(await dumpFactsHere(dump));
    // The worker was given a copy: the caller's dump still holds every byte (it is stored next).
    expect(dump.byteLength).toBeGreaterThan(1000);
  }, 60_000);

  it("a dump that does not load fails the check with a reason, in the worker as here", async () => {
    const damaged = dump.slice(0, 2000);
    await expect(dumpFactsOffThread(WORKER)(damaged)).rejects.toThrow("it is not a whole gzip file (unexpected end of file)");
    await expect(dumpFactsHere(damaged)).rejects.toThrow("it is not a whole gzip file (unexpected end of file)");
  }, 60_000);
});
