/**
 * Backup and restore at size (npm run bench): the embedded database with 100 000 tasks
 * (BACKUP_BENCH_TASKS) and 1 GB of stored files (BACKUP_BENCH_MB, in 4 MB documents), backed
 * up to a folder by the product (takeBackup: dump, read back and loaded to check, every file
 * copied and hashed, manifest, every object re-hashed, seal), then restored into a fresh data
 * dir (restoreBackup: every object's checksum checked, the dump loaded, rows counted again,
 * every file copied back). Against its floor, in the same run: what any backup of the same data
 * must do — read every byte and write it once — the same PGlite dump (dumpDataDir, gzip, as the
 * product's) written to a file and every file streamed to the backup folder (4 at a time, as
 * the product copies them); restored by loading that dump into a fresh data dir and streaming
 * every file back. No hashing, read-back, manifest, seal or row counts.
 * BACKUP_BENCH_ROUNDS rounds (default 3) of product then floor, the order alternating; each
 * step's time (the product's steps marked where its target and store are called), median
 * [range], and product ÷ floor. The source files were just written: both sides read them from
 * the page cache.
 * Run alone: node --import tsx bench/backup.ts (BACKUP_BENCH_TASKS=10000 BACKUP_BENCH_MB=64
 * BACKUP_BENCH_ROUNDS=2 for a quick one).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { takeBackup } from "../src/server/backups/backup";
import { dumpFactsHere } from "../src/server/backups/dump-facts";
import { MANIFEST } from "../src/server/backups/manifest";
import { restoreBackup } from "../src/server/backups/restore";
import { type BackupTarget, folderTarget } from "../src/server/backups/target";
import { openPglite } from "../src/server/db/client";
import { type BlobStore, localDiskStore } from "../src/server/storage/blob-store";
import { seedTasks } from "./seed-tasks";
import { formatSpread, type Spread, spread } from "./spread";

const FILE_MB = 4;
/** As the product's backup copies files (backups/backup.ts FILE_CONCURRENCY). */
const CONCURRENCY = 4;

/** Seconds per step, in the order taken. */
type Steps = Record<string, number>;
export type BackupBench = {
  tasks: number;
  files: number;
  filesMb: number;
  backupMb: number;
  dumpMb: number;
  rounds: number;
  backup: { product: Record<string, Spread>; floor: Record<string, Spread> };
  restore: { product: Record<string, Spread>; floor: Record<string, Spread> };
};

/** The time of the first `mark()` (a wrapped method called on its way in). */
const firstCall = () => {
  let at: number | undefined;
  return { mark: () => (at ??= performance.now()), at: () => at };
};
const seconds = (from: number, to: number) => (to - from) / 1000;

/** `job` on every item, `CONCURRENCY` at a time. */
async function inParallel<T>(items: T[], job: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await job(item);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** Streams `from` to `to` (its folder made first): every byte read and written once. */
async function copy(from: string, to: string) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  await pipeline(fs.createReadStream(from), fs.createWriteStream(to, { flags: "wx" }));
}

type Source = { client: PGlite; db: Parameters<typeof takeBackup>[0]["db"]; storage: BlobStore; filesDir: string; files: number };

/** The product's backup and restore, each step timed from where it calls its target and store. */
async function productRound(src: Source, work: string): Promise<{ backup: Steps; restore: Steps; backupBytes: number; dumpBytes: number }> {
  const inner = folderTarget(path.join(work, "backups"));
  const firstFile = firstCall();
  const manifest = firstCall();
  let reads = 0;
  let checked: number | undefined;
  const target: BackupTarget = {
    ...inner,
    write: (name, rel, data) => {
      if (rel.startsWith("files/")) firstFile.mark();
      if (rel === MANIFEST) manifest.mark();
      return inner.write(name, rel, data);
    },
    // Restore reads the manifest, the dump and every file to check them, then every file again to copy it.
    read: async (name, rel) => {
      const stream = await inner.read(name, rel);
      if (++reads === 2 + src.files) stream.once("end", () => (checked = performance.now()));
      return stream;
    },
  };
  let t0 = performance.now();
  const made = await takeBackup({
    source: { kind: "pglite", client: src.client },
    db: src.db,
    storage: src.storage,
    target,
    key: null,
    now: () => new Date(),
    reason: "manual",
    dumpFacts: dumpFactsHere,
  });
  let t1 = performance.now();
  const filesAt = firstFile.at() ?? manifest.at()!;
  const backup = { dump: seconds(t0, filesAt), files: seconds(filesAt, manifest.at()!), verify: seconds(manifest.at()!, t1) };
  const dumpBytes = fs.statSync(path.join(work, "backups", made.name, "database.tar.gz")).size;

  const fresh = path.join(work, "restored");
  const store = localDiskStore(path.join(fresh, "files"));
  const firstPut = firstCall();
  reads = 0;
  t0 = performance.now();
  await restoreBackup({
    target,
    name: made.name,
    key: null,
    dest: { kind: "pglite", dbDir: path.join(fresh, "db") },
    storage: {
      ...store,
      putStream: (key, data) => {
        firstPut.mark();
        return store.putStream(key, data);
      },
    },
    filesDir: path.join(fresh, "files"),
    force: false,
    now: () => new Date(),
  });
  t1 = performance.now();
  const loaded = firstPut.at() ?? t1;
  const restore = { check: seconds(t0, checked!), database: seconds(checked!, loaded), filesBack: seconds(loaded, t1) };
  fs.rmSync(path.join(work, "backups"), { recursive: true, force: true });
  fs.rmSync(fresh, { recursive: true, force: true });
  return { backup, restore, backupBytes: made.sizeBytes, dumpBytes };
}

/** The floor: the same dump written once and every file streamed once; restored by loading the dump and streaming every file back. */
async function floorRound(src: Source, work: string): Promise<{ backup: Steps; restore: Steps }> {
  const out = path.join(work, "floor-backup");
  fs.mkdirSync(out);
  const keys = fs
    .readdirSync(src.filesDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(src.filesDir, path.join(e.parentPath, e.name)));
  let t0 = performance.now();
  const dump = await src.client.dumpDataDir("gzip");
  await pipeline(Readable.fromWeb(dump.stream() as never), fs.createWriteStream(path.join(out, "database.tar.gz")));
  let t1 = performance.now();
  await inParallel(keys, (key) => copy(path.join(src.filesDir, key), path.join(out, "files", key)));
  const backup = { dump: seconds(t0, t1), files: seconds(t1, performance.now()) };

  const fresh = path.join(work, "floor-restored");
  t0 = performance.now();
  const database = await openPglite({ dir: path.join(fresh, "db"), loadDataDir: new Blob([new Uint8Array(fs.readFileSync(path.join(out, "database.tar.gz")))]) });
  await database.close();
  t1 = performance.now();
  await inParallel(keys, (key) => copy(path.join(out, "files", key), path.join(fresh, "files", key)));
  const restore = { database: seconds(t0, t1), filesBack: seconds(t1, performance.now()) };
  fs.rmSync(out, { recursive: true, force: true });
  fs.rmSync(fresh, { recursive: true, force: true });
  return { backup, restore };
}

/** Each step's spread over the rounds, and the total's. */
function spreads(runs: Steps[]): Record<string, Spread> {
  const names = Object.keys(runs[0] ?? {});
  const totals = runs.map((r) => Object.values(r).reduce((a, b) => a + b, 0));
  return { ...Object.fromEntries(names.map((n) => [n, spread(runs.map((r) => r[n]!))])), total: spread(totals) };
}

export async function backupBench(
  tasks = Number(process.env.BACKUP_BENCH_TASKS ?? 100_000),
  totalMb = Number(process.env.BACKUP_BENCH_MB ?? 1024),
  rounds = Number(process.env.BACKUP_BENCH_ROUNDS ?? 3),
): Promise<BackupBench> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-backup-bench-"));
  try {
    const dataDir = path.join(work, "data");
    const filesDir = path.join(dataDir, "files");
    const database = await openPglite({ dir: path.join(dataDir, "db") });
    try {
      const storage = localDiskStore(filesDir);
      await database.migrate();
      await seedTasks(database.db, { tasks, members: 1000, prefix: "bk" });
      const count = Math.ceil(totalMb / FILE_MB);
      const chunk = randomBytes(FILE_MB * 1024 * 1024);
      for (let i = 0; i < count; i += 1) {
        const key = `documents/${Date.now()}-${i.toString(16).padStart(24, "0")}.pdf`;
        // Distinct contents (the first bytes differ) without generating 1 GB of randomness.
        chunk.writeUInt32BE(i, 0);
        await storage.put(key, chunk);
        await database.db.execute(
          sql`insert into documents (user_id, file_name, file_type, storage_key, content_type, size) values ('bk-1', ${`bench-${i}.pdf`}, 'pdf', ${key}, 'application/pdf', ${chunk.length})`,
        );
      }
      const src: Source = { client: database.client, db: database.db, storage, filesDir, files: count };
      const runs = { product: [] as Awaited<ReturnType<typeof productRound>>[], floor: [] as Awaited<ReturnType<typeof floorRound>>[] };
      for (let r = 0; r < rounds; r++) {
        for (const side of r % 2 ? (["floor", "product"] as const) : (["product", "floor"] as const)) {
          if (side === "product") runs.product.push(await productRound(src, work));
          else runs.floor.push(await floorRound(src, work));
        }
      }
      const last = runs.product.at(-1)!;
      return {
        tasks,
        files: count,
        filesMb: count * FILE_MB,
        backupMb: last.backupBytes / 2 ** 20,
        dumpMb: last.dumpBytes / 2 ** 20,
        rounds,
        backup: { product: spreads(runs.product.map((r) => r.backup)), floor: spreads(runs.floor.map((r) => r.backup)) },
        restore: { product: spreads(runs.product.map((r) => r.restore)), floor: spreads(runs.floor.map((r) => r.restore)) },
      };
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** What each step does, on each side. */
const STEPS: Record<string, { label: string; product: string; floor: string }> = {
  dump: { label: "database dump", product: "dump, read back, loaded into a throw-away PGlite, rows counted", floor: "dump written once" },
  check: { label: "check", product: "every object re-read and hashed", floor: "" },
  database: { label: "database load", product: "dump loaded, rows counted again", floor: "dump loaded" },
  files: { label: "files", product: "copied and hashed", floor: "streamed once" },
  filesBack: { label: "files", product: "copied back, each under a temporary name then linked", floor: "streamed once" },
  verify: { label: "verify + seal", product: "manifest, every object re-hashed, sealed", floor: "" },
  total: { label: "total", product: "", floor: "" },
};

export const BACKUP_TITLE = "Backup and restore, embedded database, to a folder, against the floor (bench/backup.ts):";

export function formatBackupBench(b: BackupBench): string[] {
  const s = (x: Spread | undefined) => (x ? formatSpread(x, 2, " s") : "—").padEnd(22);
  const table = (what: string, sides: BackupBench["backup"]) => [
    `  ${what}, median [range] of ${b.rounds} rounds each, product and floor alternating:`,
    `    ${"step".padEnd(15)} ${"product".padEnd(22)} ${"floor".padEnd(22)} product ÷ floor`,
    ...Object.keys(sides.product).map((step) => {
      const p = sides.product[step]!;
      const f = sides.floor[step];
      const about = [STEPS[step]?.product, STEPS[step]?.floor].filter(Boolean);
      return `    ${(STEPS[step]?.label ?? step).padEnd(15)} ${s(p)} ${s(f)} ${(f ? (p.median / f.median).toFixed(2) : "—").padEnd(6)}${about.length ? ` (${about.join("; floor: ")})` : ""}`.trimEnd();
    }),
  ];
  return [
    `  data                 ${b.tasks} tasks, ${b.files} files (${b.filesMb} MB); backup ${b.backupMb.toFixed(0)} MB, database dump ${b.dumpMb.toFixed(1)} MB`,
    ...table("backup to a folder", b.backup),
    ...table("restore into a fresh data dir", b.restore),
  ];
}

// `node --import tsx bench/backup.ts` runs just this one.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(BACKUP_TITLE);
  console.log(formatBackupBench(await backupBench()).join("\n"));
  process.exit(0);
}
