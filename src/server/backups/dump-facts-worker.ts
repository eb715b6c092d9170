// The worker thread of dumpFactsOffThread (./dump-facts.ts): its workerData is the dump's bytes.
import { parentPort, workerData } from "node:worker_threads";
import { dumpFactsHere } from "./dump-facts";

dumpFactsHere(workerData as Uint8Array).then(
  (facts) => parentPort?.postMessage({ facts }),
  (err: Error) => parentPort?.postMessage({ error: err.message }),
);
