import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, inject } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

export type RunningMain = {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  exited: Promise<number | null>;
};

/** The compiled server (`npm run build`), which `npm start` runs. */
export const COMPILED_MAIN = path.join(repoRoot, "dist/server/main.js");
/** The compiled admin CLI, which `npm run admin` runs. */
export const COMPILED_ADMIN = path.join(repoRoot, "dist/server/admin.js");
/** The compiled worker thread in which the server checks an embedded backup's dump. */
export const COMPILED_DUMP_FACTS_WORKER = path.join(repoRoot, "dist/server/dump-facts-worker.js");

/**
 * Starts the real server entry (src/server/main.ts through tsx, as `npm run dev` does; with
 * `compiled`, dist/server/main.js as in production) in a child process with exactly `env`
 * (plus PATH/HOME): nothing leaks in from the test runner.
 */
export function spawnMain(env: Record<string, string>, opts: { compiled?: boolean; node?: string; nodeArgs?: string[]; script?: false } = {}): RunningMain {
  if (opts.compiled && !fs.existsSync(COMPILED_MAIN)) throw new Error(`${COMPILED_MAIN} is missing: run \`npm run build\` first`);
  // `script: false`: nodeArgs say what to run (a bench's floor server given with --eval).
  const entry = opts.script === false ? [] : opts.compiled ? [COMPILED_MAIN] : ["--import", "tsx", "src/server/main.ts"];
  const args = [...(opts.nodeArgs ?? []), ...entry];
  // The Node running the tests (npm's pinned Node 24 under `npm test`), unless a bench picks another.
  const child = spawn(opts.node ?? process.execPath, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? os.tmpdir(), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/** dist/server/main.js, or a clear failure when the server was not built. */
/** Waits until the server answers /api/health (or fails when it exits first). */
export async function waitForHealth(main: RunningMain, port: number, timeoutMs = 180_000, pollMs = 100): Promise<void> {
  let exited = false;
  void main.exited.then(() => (exited = true));
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (exited) throw new Error(`the server exited before answering:\n${main.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error(`no answer from /api/health within ${timeoutMs} ms:\n${main.output()}`);
}

/** The run's migrated database folder (test/global-setup.ts), or undefined outside a vitest run (the benches). */
function migratedTemplate(): string | undefined {
  try {
    return inject("pgliteDataDirTemplate");
  } catch {
    return undefined;
  }
}

/**
 * A fresh DATA_DIR for a spawned server or CLI. It holds a copy of the run's migrated database
 * (a tenth of a second, where a child making its own spends ~7 s of CPU on an initdb): the
 * child opens it and finds every migration applied, as on any later start. `empty: true` for a
 * test of the very first start (the server makes the database and migrates it).
 */
export function tempDataDir(opts: { empty?: boolean } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-main-"));
  const template = opts.empty ? undefined : migratedTemplate();
  if (template) fs.cpSync(template, path.join(dir, "db"), { recursive: true });
  return dir;
}

/** For a test file's module scope: a maker of fresh data dirs, every one removed after the file's tests. */
export function dataDirsRemovedAfterAll(): (opts?: { empty?: boolean }) => string {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });
  return (opts) => {
    const d = tempDataDir(opts);
    dirs.push(d);
    return d;
  };
}

/** The variables .env.example sets, as `node --env-file` would read them. */
export function envExample(): Record<string, string> {
  const text = fs.readFileSync(path.join(repoRoot, ".env.example"), "utf8");
  const env: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const m = line.match(/^([A-Z0-9_]+)=(.*)$/);
    if (m) env[m[1]!] = m[2]!;
  }
  return env;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}
