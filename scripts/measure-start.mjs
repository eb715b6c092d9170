#!/usr/bin/env node
// Measures a server's cold start (spawn → first 200 from /api/health, wall clock and the CPU
// time it took, which a busy machine disturbs less) and its idle RSS
// (VmRSS of the process after it has sat idle a few seconds). Usage:
//   node scripts/measure-start.mjs [--runs N] -- <command...>
// The command gets PORT (a free one unless set) and, unless set, a fresh DATA_DIR.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const argv = process.argv.slice(2);
const sep = argv.indexOf("--");
const opts = argv.slice(0, sep < 0 ? 0 : sep);
const cmd = sep < 0 ? argv : argv.slice(sep + 1);
const runs = Number(opts[opts.indexOf("--runs") + 1] ?? 1) || 1;
if (!cmd.length) {
  console.error("usage: node scripts/measure-start.mjs [--runs N] -- <command...>");
  process.exit(2);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** CPU time (user + system) the process has used so far, in seconds: comparable on a busy machine. */
const cpuSeconds = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const rssMb = (pid) => {
  const m = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};

for (let i = 0; i < runs; i++) {
  const port = process.env.PORT ?? String(await freePort());
  const dataDir = process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "concierge-measure-"));
  const started = performance.now();
  const child = spawn(cmd[0], cmd.slice(1), { env: { ...process.env, PORT: port, DATA_DIR: dataDir, LOG_LEVEL: "warn" }, stdio: ["ignore", "ignore", "inherit"] });
  let exited = false;
  child.on("exit", () => (exited = true));
  let ms;
  let cpu;
  while (!exited) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) {
        ms = performance.now() - started;
        cpu = cpuSeconds(child.pid);
        break;
      }
    } catch {}
    await sleep(25);
  }
  if (ms === undefined) {
    console.error("the server exited before answering");
    process.exit(1);
  }
  await sleep(5000);
  const rss = rssMb(child.pid);
  child.kill("SIGTERM");
  await new Promise((r) => (exited ? r() : child.on("exit", r)));
  if (!process.env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`cold start ${(ms / 1000).toFixed(2)} s (CPU ${cpu.toFixed(2)} s), idle RSS ${rss} MB`);
}
