import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type Manifest, manifestSchema } from "../backups/manifest";
import { pgliteQuery, readFacts } from "../backups/snapshot";
import { openPglite } from "../db/client";
import { figures } from "../security/report";
import { COMPILED_ADMIN } from "../test/spawn-main";
import { nextAddress, postContact, type Server, scratchPostgres, seconds, startServer, stopServer, tempDataDir } from "./drill";

/**
 * Backups that restore (docs/decisions/0047-backups.md), on the compiled server and the compiled
 * admin CLI as an operator runs them: a backup taken while the server takes writes (contact
 * requests and document uploads) is restored into a fresh data dir / database, where every
 * table's row count and every file's checksum equal the manifest, and the server starts on
 * it. A second backup is killed with SIGKILL half-way: it stays incomplete (never sealed), and
 * the first one still restores. An encrypted backup refuses a wrong key, changing nothing; a
 * dump that passes its checksum but is cut short is refused before the data is set aside.
 */
const f = figures("Backups: taken under writes, restored, and killed half-way");
afterAll(f.print);

const dirs: string[] = [];
// Empty folders: restores go into a fresh place, and one test starts with no database at all.
const tmp = () => {
  const d = tempDataDir({ empty: true });
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

type Cli = { code: number | null; signal: NodeJS.Signals | null; out: string; ms: number };

/** The compiled admin CLI; `onLine` sees its output as it comes (to kill it half-way). */
function cli(args: string[], env: Record<string, string>, kill?: (child: ReturnType<typeof spawn>) => void): Promise<Cli> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [COMPILED_ADMIN, ...args], { env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", NODE_ENV: "development", ...env } });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    kill?.(child);
    child.on("close", (code, signal) => resolve({ code, signal, out, ms: performance.now() - started }));
    child.stdin.end();
  });
}

/** Writes until stopped: contact requests, and a member's uploads (files in storage, rows naming them). */
function writeLoad(base: string, cookie: string) {
  let stop = false;
  let acked = 0;
  const contacts = async () => {
    while (!stop) if ((await postContact(base, `bk-${Date.now()}-${acked}`).catch(() => null))?.status === 201) acked += 1;
  };
  const uploads = async () => {
    while (!stop) {
      const res = await fetch(`${base}/api/documents/uploads`, {
        method: "POST",
        headers: { cookie, origin: base, "content-type": "application/octet-stream", "x-file-name": `note-${acked}.txt`, "x-forwarded-for": nextAddress() },
        body: `a note written under load ${Math.random()}\n`.repeat(200),
      }).catch(() => null);
      if (res?.status === 201) acked += 1;
    }
  };
  // One writer of each: enough to write all through the backup without starving it (PGlite serves one statement at a time).
  const running = Promise.all([contacts(), uploads()]);
  return {
    acked: () => acked,
    stop: async () => {
      stop = true;
      await running;
    },
  };
}

async function memberCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/test/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: `backup-${Date.now()}@example.com`, password: "A-Long-Password-2026", role: "member" }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const sealedBackups = (dir: string) => fs.readdirSync(dir).filter((n) => !n.endsWith(".partial"));
const readManifest = (dir: string): Manifest => manifestSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8")));

/** Every file of the manifest, hashed where the restore put it. */
function fileMismatches(manifest: Manifest, filesDir: string): string[] {
  return manifest.files.filter((e) => {
    const file = path.join(filesDir, e.key);
    return !fs.existsSync(file) || createHash("sha256").update(fs.readFileSync(file)).digest("hex") !== e.sha256;
  }).map((e) => e.key);
}

async function countsOf(kind: "pglite" | "postgres", dataDir: string, url?: string): Promise<Record<string, number>> {
  if (kind === "pglite") {
    const database = await openPglite({ dir: path.join(dataDir, "db") });
    try {
      return (await readFacts(pgliteQuery(database.client))).tables;
    } finally {
      await database.close();
    }
  }
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await readFacts(async <T>(text: string) => (await c.query(text)).rows as T[])).tables;
  } finally {
    await c.end();
  }
}

const kinds: ("pglite" | "postgres")[] = ["pglite", ...(process.env.TEST_DATABASE_URL ? (["postgres"] as const) : [])];

describe("backup and restore", () => {
  for (const kind of kinds) {
    it(`a backup under writes restores exactly; one killed half-way stays incomplete (${kind})`, async () => {
      const dataDir = tmp();
      const backupDir = path.join(tmp(), "backups");
      const source = kind === "postgres" ? await scratchPostgres("backup_src") : undefined;
      const restored = kind === "postgres" ? await scratchPostgres("backup_dst") : undefined;
      const db = (d?: { url: string }): Record<string, string> => (d ? { DATABASE_URL: d.url } : {});
      const env: Record<string, string> & { DATA_DIR: string } = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_EVERY_HOURS: "0", ...db(source) };
      let server: Server | undefined;
      try {
        server = await startServer({ ...env, NODE_ENV: "test" });
        const cookie = await memberCookie(server.base);
        const load = writeLoad(server.base, cookie);
        while (load.acked() < 30) await new Promise((r) => setTimeout(r, 50));
        const first = await cli(["backup"], env);
        const ackedDuring = load.acked();
        expect(first.out, first.out).toMatch(/^Backup verified: .+ — [\d.]+ MB, \d+ rows in \d+ tables, \d+ files/m);
        expect(first.code).toBe(0);

        // The second backup dies half-way: on PGlite the server takes it (and is killed), on PostgreSQL the CLI does.
        const killWhenPartial = (victim: () => void) => {
          const timer = setInterval(() => {
            if (fs.existsSync(backupDir) && fs.readdirSync(backupDir).some((n) => n.endsWith(".partial"))) {
              clearInterval(timer);
              victim();
            }
          }, 5);
        };
        const second = await cli(["backup"], env, (child) => killWhenPartial(() => (kind === "pglite" ? server!.main.child : child).kill("SIGKILL")));
        await load.stop();
        if (kind === "pglite") await server.main.exited;
        expect(second.code, second.out).not.toBe(0);
        const names = fs.readdirSync(backupDir);
        expect(names.filter((n) => n.endsWith(".partial")), "the killed backup is left incomplete").toHaveLength(1);
        expect(sealedBackups(backupDir), "only the first backup is sealed").toHaveLength(1);
        await stopServer(server);

        // An incomplete backup is refused on one line.
        const partial = path.join(backupDir, names.find((n) => n.endsWith(".partial"))!);
        const refused = await cli(["restore", partial], { DATA_DIR: tmp(), ...db(restored) });
        expect(refused.code).toBe(1);
        expect(refused.out.trim()).toMatch(/is an incomplete backup \(\.partial\): it was never verified/);

        // The first one restores into a fresh data dir (and database), exactly.
        const fresh = tmp();
        const backup = path.join(backupDir, sealedBackups(backupDir)[0]!);
        const restore = await cli(["restore", backup], { DATA_DIR: fresh, ...db(restored) });
        expect(restore.out).toMatch(/^Restored .+ checksums and row counts equal to the manifest/m);
        expect(restore.code).toBe(0);
        const manifest = readManifest(backup);
        expect(await countsOf(kind, fresh, restored?.url)).toEqual(manifest.tables);
        expect(fileMismatches(manifest, path.join(fresh, "files"))).toEqual([]);
        expect(manifest.files.length).toBeGreaterThan(0);
        // A restored data dir is not empty any more: a second restore is refused, changing nothing.
        const again = await cli(["restore", backup], { DATA_DIR: fresh, ...db(restored) });
        expect(again.code).toBe(1);
        expect(again.out.trim().split("\n")).toHaveLength(1);
        expect(again.out).toContain("is not empty: restore refuses to overwrite it");

        // The server starts on what was restored.
        server = await startServer({ DATA_DIR: fresh, BACKUP_EVERY_HOURS: "0", ...db(restored) });
        expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
        await stopServer(server);

        const dumpMb = manifest.database.bytes / 1024 / 1024;
        f.add({ check: `${kind}: writes acknowledged while the first backup ran`, figure: ackedDuring, target: "> 30 (under load)", ok: ackedDuring > 30 });
        f.add({ check: `${kind}: backup (dump ${dumpMb.toFixed(1)} MB, ${manifest.files.length} files) then restore`, figure: `${seconds(first.ms)} / ${seconds(restore.ms)}`, target: "row counts and checksums equal", ok: true });
        f.add({ check: `${kind}: backup killed half-way (SIGKILL)`, figure: "incomplete", target: "never sealed; the previous one restores", ok: true });
      } finally {
        await stopServer(server);
        await source?.drop();
        await restored?.drop();
      }
    }, 600_000);
  }

  it("a dump that matches its checksum but is not whole is refused with its reason, before the data is touched", async () => {
    const dataDir = tmp();
    const created = await cli(["create", "--email", "ops@example.com"], { DATA_DIR: dataDir }, undefined);
    expect(created.code, created.out).toBe(0);
    const backupDir = path.join(tmp(), "backups");
    const ok = await cli(["backup"], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    expect(ok.code, ok.out).toBe(0);
    const backup = path.join(backupDir, sealedBackups(backupDir)[0]!);
    // Cut in half after it was checked, and the manifest written to match: only reading it can tell.
    const dump = path.join(backup, "database.tar.gz");
    const half = fs.readFileSync(dump).subarray(0, fs.statSync(dump).size >> 1);
    fs.writeFileSync(dump, half);
    const manifest = readManifest(backup);
    manifest.database = { ...manifest.database, bytes: half.length, sha256: createHash("sha256").update(half).digest("hex") };
    fs.writeFileSync(path.join(backup, "manifest.json"), JSON.stringify(manifest));

    const before = fs.readdirSync(path.join(dataDir, "db")).sort();
    const refused = await cli(["restore", backup, "--force"], { DATA_DIR: dataDir });
    expect(refused.out.trim()).toMatch(/the backup's database dump cannot be read: it is not a whole gzip file \(unexpected end of file\)$/);
    expect(refused.code).toBe(1);
    // The database was neither set aside nor replaced.
    expect(fs.readdirSync(dataDir).filter((n) => n.includes("before-restore"))).toEqual([]);
    expect(fs.readdirSync(path.join(dataDir, "db")).sort()).toEqual(before);
  }, 300_000);

  it("an encrypted backup refuses a wrong key and a damaged file, changing nothing", async () => {
    const dataDir = tmp();
    const keys = tmp();
    const key = path.join(keys, "backup.key");
    const wrong = path.join(keys, "wrong.key");
    fs.writeFileSync(key, createHash("sha256").update("right").digest("base64"));
    fs.writeFileSync(wrong, createHash("sha256").update("wrong").digest("base64"));
    const backupDir = path.join(tmp(), "backups");
    const made = await cli(["backup"], { DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_KEY_FILE: key }, undefined);
    // No database yet in DATA_DIR: one line, nothing written.
    expect(made.code).toBe(1);
    expect(made.out.trim()).toBe(`there is no database in ${dataDir} to back up (DATA_DIR)`);
    const created = await cli(["create", "--email", "ops@example.com"], { DATA_DIR: dataDir }, undefined);
    expect(created.code, created.out).toBe(0);
    const ok = await cli(["backup"], { DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_KEY_FILE: key });
    expect(ok.code, ok.out).toBe(0);
    const backup = path.join(backupDir, sealedBackups(backupDir)[0]!);
    // The dump is stored encrypted: no plaintext gzip header.
    expect(fs.readFileSync(path.join(backup, "database.tar.gz")).subarray(0, 4).toString()).toBe("CBK1");

    const fresh = tmp();
    const noKey = await cli(["restore", backup], { DATA_DIR: fresh });
    expect(noKey.out.trim()).toMatch(/is encrypted: set BACKUP_KEY_FILE to its key$/);
    const wrongKey = await cli(["restore", backup], { DATA_DIR: fresh, BACKUP_KEY_FILE: wrong });
    expect(wrongKey.out.trim()).toMatch(/^BACKUP_KEY_FILE is not the key of the backup .+ \(wrong key\)$/);
    // One byte changed in the dump: found before anything is written.
    const dump = path.join(backup, "database.tar.gz");
    const bytes = fs.readFileSync(dump);
    const middle = bytes.length >> 1;
    bytes[middle] = bytes[middle]! ^ 0xff;
    fs.writeFileSync(dump, bytes);
    const damaged = await cli(["restore", backup], { DATA_DIR: fresh, BACKUP_KEY_FILE: key });
    expect(damaged.out.trim()).toMatch(/cannot be decrypted: the backup key is wrong or the backup is damaged$/);
    for (const r of [noKey, wrongKey, damaged]) expect(r.code).toBe(1);
    expect(fs.existsSync(path.join(fresh, "db")), "nothing was restored").toBe(false);

    // A folder the backup cannot be written in (here: a path through a file): one line, nothing else changes.
    const blocker = path.join(tmp(), "a-file");
    fs.writeFileSync(blocker, "");
    const denied = await cli(["backup", "--to", path.join(blocker, "backups")], { DATA_DIR: dataDir });
    expect(denied.code).toBe(1);
    expect(denied.out.trim().split("\n")).toHaveLength(1);
    expect(denied.out.trim()).toMatch(/^backup failed: .+; the previous backups are untouched$/);
    expect(sealedBackups(backupDir)).toHaveLength(1);
  }, 300_000);
});
