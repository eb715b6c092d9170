import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "./client";
import { LOCK_STALE_MS, lockDataDir, processStartTime } from "./data-dir";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-data-dir-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => path.join(root, `d${++n}`);
const lockFile = (dir: string) => path.join(dir, "concierge.lock");

/** Every folder and file under `dir` with its permission bits, e.g. { "base/1/112": "600" }. */
function modes(dir: string): Record<string, string> {
  const out: Record<string, string> = { ".": (fs.statSync(dir).mode & 0o777).toString(8) };
  for (const rel of fs.readdirSync(dir, { recursive: true }) as string[]) out[rel] = (fs.statSync(path.join(dir, rel)).mode & 0o777).toString(8);
  return out;
}

describe("the embedded database's files", () => {
  it("are the owner's alone: folders 0700, files 0600, also those written after opening", async () => {
    const dir = path.join(freshDir(), "db");
    const database = await openPglite({ dir });
    await database.client.exec("create table later (x int); insert into later values (1); checkpoint;");
    await database.close();
    const all = modes(dir);
    expect(Object.keys(all).length).toBeGreaterThan(100);
    const open = Object.entries(all).filter(([rel, mode]) => mode !== (fs.statSync(path.join(dir, rel)).isDirectory() ? "700" : "600"));
    expect(open).toEqual([]);
  }, 180_000); // a fresh on-disk cluster (initdb) is slow

  it("the lock file and a data folder it creates are private too", () => {
    const dir = freshDir();
    const unlock = lockDataDir(dir);
    expect(modes(dir)).toEqual({ ".": "700", "concierge.lock": "600" });
    unlock();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });
});

describe("the data folder's lock", () => {
  const host = os.hostname();

  it("takes over a lock whose pid now belongs to another process (pid reused after a crash)", () => {
    for (const pid of [1, process.ppid]) {
      const dir = freshDir();
      fs.mkdirSync(dir);
      fs.writeFileSync(lockFile(dir), JSON.stringify({ pid, host, started: "1", token: "dead" }));
      const unlock = lockDataDir(dir);
      expect(JSON.parse(fs.readFileSync(lockFile(dir), "utf8")).pid).toBe(process.pid);
      unlock();
    }
  });

  it("takes over an old-style lock (just a pid) naming a live process that no longer touches it", () => {
    const dir = freshDir();
    fs.mkdirSync(dir);
    fs.writeFileSync(lockFile(dir), String(process.ppid));
    const old = new Date(Date.now() - LOCK_STALE_MS - 1000);
    fs.utimesSync(lockFile(dir), old, old);
    lockDataDir(dir)();
  });

  it("refuses while another server holds it, and takes it at once after that server crashed", async () => {
    const dir = freshDir();
    const child = await holdLockInChild(dir);
    try {
      expect(processStartTime(child.pid!)).toBeDefined();
      expect(() => lockDataDir(dir)).toThrow(`DATA_DIR ${dir} is in use by process ${child.pid}`);
    } finally {
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    const unlock = lockDataDir(dir);
    unlock();
  });

  it("a holder on another machine sharing the folder counts only while its heartbeat is recent", () => {
    const dir = freshDir();
    fs.mkdirSync(dir);
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: 4242, host: "other-host", started: "9", token: "far" }));
    expect(() => lockDataDir(dir)).toThrow("in use by process 4242 on other-host");
    const old = new Date(Date.now() - LOCK_STALE_MS - 1000);
    fs.utimesSync(lockFile(dir), old, old);
    lockDataDir(dir)();
  });
});

/** A second process that takes the lock the way the server does, and keeps running. */
function holdLockInChild(dir: string): Promise<ChildProcess> {
  const script = `import("./src/server/db/data-dir.ts").then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log("locked"); setInterval(() => {}, 1000); });`;
  const child = spawn(process.execPath, ["--import", "tsx", "-e", script], { cwd: process.cwd(), stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => d.toString().includes("locked") && resolve(child));
    child.once("exit", (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
}
