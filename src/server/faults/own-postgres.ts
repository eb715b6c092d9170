import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../test/spawn-main";

const run = promisify(execFile);

/** The directory of initdb and pg_ctl (the newest installed PostgreSQL), or undefined when none is. */
export function postgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((v) => path.join(root, v, "bin")).find((bin) => fs.existsSync(path.join(bin, "initdb")) && fs.existsSync(path.join(bin, "pg_ctl")));
}

/**
 * A PostgreSQL of the drill's own, in a temporary folder on a free port, that the drill may
 * stop and start at will (never the machine's shared server). PostgreSQL refuses to run as
 * root: then it runs as the `postgres` account, in a folder that account owns.
 */
export async function startOwnPostgres(bin: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-faults-pg-"));
  const data = path.join(dir, "data");
  const sockets = path.join(dir, "sock");
  fs.mkdirSync(sockets);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    for (const p of [dir, sockets]) fs.chownSync(p, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);

  const port = await freePort();
  await pg("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  const options = `-p ${port} -k ${sockets} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = () => pg("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "-t", "60", "start"]);
  const stop = (mode: "fast" | "immediate" = "fast") => pg("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "60", "stop"]);
  await start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await start();
      running = true;
    },
    async stop() {
      await stop();
      running = false;
    },
    /** Stops it if it runs and removes its folder. */
    async remove() {
      if (running) await stop("immediate").catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
