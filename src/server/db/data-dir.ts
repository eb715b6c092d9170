import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The embedded database and its lock are the server's alone: owner-only folders and files. */
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/** Creates `dir` (and missing parents) owner-only. An existing folder keeps its mode. */
export function mkdirPrivate(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
}

/**
 * Makes every folder under `dir` 0700 and every file 0600. PGlite copies its initial
 * cluster with mode 0666 whatever the umask (Emscripten's NODEFS chmods explicitly), and
 * keeps those modes; files PostgreSQL creates later are made 0600 by it.
 */
export function makePrivate(dir: string): void {
  fs.chmodSync(dir, PRIVATE_DIR);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) makePrivate(p);
    else if (entry.isFile()) fs.chmodSync(p, PRIVATE_FILE);
  }
}

/** Who holds the lock: enough to tell a live holder from a dead one whose pid was reused. */
type Holder = { pid: number; host: string; started?: string; token?: string };

/** How often the holder touches its lock, and after how long without a touch it counts as gone. */
export const LOCK_HEARTBEAT_MS = 10_000;
export const LOCK_STALE_MS = 3 * LOCK_HEARTBEAT_MS;

/**
 * A process's start time (clock ticks since boot, /proc/<pid>/stat field 22): with the pid,
 * it names one process for the life of the machine. Undefined where /proc is absent.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may itself contain spaces and ')'.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, it just isn't ours.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(lockPath: string): { holder: Holder; touchedAt: number } | undefined {
  try {
    const text = fs.readFileSync(lockPath, "utf8").trim();
    const touchedAt = fs.statSync(lockPath).mtimeMs;
    // Before this format the file held just the pid.
    const holder: Holder = /^\d+$/.test(text) ? { pid: Number(text), host: os.hostname() } : JSON.parse(text);
    if (!Number.isInteger(holder.pid) || typeof holder.host !== "string") return undefined;
    return { holder, touchedAt };
  } catch {
    return undefined; // unreadable or half-written: nobody can be relying on it
  }
}

/**
 * Whether the process named in the lock still runs. On this machine the pid must be alive
 * AND have the recorded start time, so a pid reused after a crash (pid 1 in a restarted
 * container, any pid after a reboot) does not count. Without /proc, or for a holder on
 * another machine sharing the folder, only a recent heartbeat counts.
 */
function holderRuns(holder: Holder, touchedAt: number, now: number): boolean {
  const fresh = now - touchedAt < LOCK_STALE_MS;
  if (holder.host !== os.hostname()) return fresh;
  if (holder.pid === process.pid || !isAlive(holder.pid)) return false;
  const started = processStartTime(holder.pid);
  if (started !== undefined && holder.started !== undefined) return started === holder.started;
  return fresh;
}

/**
 * PGlite takes no lock on its data directory, and two processes writing it would corrupt
 * it. A lock file names the holder (pid, its start time, host) and is touched every few
 * seconds; a lock whose holder is gone is taken over without anyone's help.
 * Returns the release function.
 */
export function lockDataDir(dir: string, now = () => Date.now()): () => void {
  mkdirPrivate(dir);
  const lockPath = path.join(dir, "concierge.lock");
  const me: Holder = { pid: process.pid, host: os.hostname(), started: processStartTime(process.pid), token: randomBytes(8).toString("hex") };
  const write = () => fs.writeFileSync(lockPath, JSON.stringify(me), { flag: "wx", mode: PRIVATE_FILE });

  try {
    write();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    const current = readHolder(lockPath);
    if (current && holderRuns(current.holder, current.touchedAt, now())) {
      const { pid, host } = current.holder;
      throw new Error(
        `DATA_DIR ${dir} is in use by process ${pid}${host === me.host ? "" : ` on ${host}`}. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    // Stale: replace it. `wx` again, so of two processes taking over at once only one wins.
    fs.rmSync(lockPath, { force: true });
    write();
  }

  const heartbeat = setInterval(() => {
    try {
      const t = new Date();
      fs.utimesSync(lockPath, t, t);
    } catch {
      // The folder went away; the next start will judge the lock by its holder.
    }
  }, LOCK_HEARTBEAT_MS);
  heartbeat.unref();

  return () => {
    clearInterval(heartbeat);
    // Only our own lock: a process that judged us dead and took over keeps its lock.
    const current = readHolder(lockPath);
    if (current?.holder.token === me.token) fs.rmSync(lockPath, { force: true });
  };
}
