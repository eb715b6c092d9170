import type { Clock } from "../clock";
import type { Db } from "../db/client";

/** What a periodic job that works through rows a batch at a time is given (tests pass a small batchSize). */
export type BatchJobOptions = { db: Db; clock: Clock; log: { info(o: object, m: string): void }; batchSize?: number };
