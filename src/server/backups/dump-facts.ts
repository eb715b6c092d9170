import fs from "node:fs";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import { gunzip } from "node:zlib";
import { openPglite } from "../db/client";
import { type DumpFacts, pgliteQuery, readFacts } from "./snapshot";

/** How a backup checks an embedded dump: loaded into a throw-away PGlite, its facts read. */
export type DumpFactsOf = (dump: Uint8Array) => Promise<DumpFacts>;

/**
 * An embedded dump (PGlite's gzipped tar of its data folder) unpacked here, not by PGlite: its
 * own gunzip leaves a damaged file's error unhandled, which ends the process, where this one
 * fails with zlib's reason. The tar, ready for PGlite's `loadDataDir`.
 */
export async function unpackDump(dump: Uint8Array): Promise<Blob> {
  const tar = await promisify(gunzip)(dump).catch((err: Error) => {
    throw new Error(`it is not a whole gzip file (${err.message})`);
  });
  return new Blob([tar]);
}

/** In this thread: for the admin CLI, which holds the database alone (no visitor waits on it). */
export const dumpFactsHere: DumpFactsOf = async (dump) => {
  const opened = await openPglite({ loadDataDir: await unpackDump(dump) });
  try {
    return await readFacts(pgliteQuery(opened.client));
  } finally {
    await opened.close();
  }
};

/**
 * In a worker thread (`workerFile`, the compiled dump-facts-worker.js beside the server), for the
 * server: starting a second PGlite from a dump is synchronous WebAssembly work that held the
 * event loop for 0.3–1.6 s on a 10 MB dump, and grows with the database, while visitors waited.
 * The worker's memory goes with it. Where the file is not there (the server run from source by
 * `npm run dev`), here.
 */
export function dumpFactsOffThread(workerFile: URL): DumpFactsOf {
  if (!fs.existsSync(workerFile)) return dumpFactsHere;
  return (dump) =>
    new Promise((resolve, reject) => {
      // A copy of its own, moved to the worker rather than copied again.
      const bytes = new Uint8Array(dump);
      const worker = new Worker(workerFile, { workerData: bytes, transferList: [bytes.buffer] });
      worker.once("message", (m: { facts: DumpFacts } | { error: string }) => ("facts" in m ? resolve(m.facts) : reject(new Error(m.error))));
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`the dump check stopped (exit code ${code})`)));
    });
}
