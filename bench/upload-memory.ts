/**
 * Memory held by stalled uploads: the server runs in a child process; N
 * clients each send all but the last byte of a 5 MB document, then stall. Measures the
 * server's RSS before and once every byte sent has been received (after a GC), for the app and
 * for its floor — a bare node:http server that streams each upload to a file, as the app does —
 * in alternating rounds; prints the median growth of each and their ratio.
 * Run alone: node --import tsx bench/upload-memory.ts [N] (UPLOAD_MEMORY_ROUNDS, default 3)
 */
import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const FIVE_MB = 5 * 1024 * 1024;

type Side = "app" | "floor";

/** Answers the parent's "rss" with this process's RSS after a GC; removes `dataDir` on SIGTERM. */
function reportTo(parent: NodeJS.Process, dataDir: string, port: number) {
  parent.on("SIGTERM", () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
  parent.on("message", (msg) => {
    if (msg === "rss") {
      (globalThis as { gc?: () => void }).gc?.();
      parent.send!({ rss: process.memoryUsage().rss });
    }
  });
  parent.send!({ port });
}

/** The floor: each POST streamed to a file of its own, nothing else (no routing, limits, database). */
async function serveFloor() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-bench-floor-"));
  let n = 0;
  const server = http.createServer((req, res) => {
    const file = fs.createWriteStream(path.join(dataDir, `upload-${++n}`));
    req.pipe(file).on("finish", () => res.end("{}"));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  reportTo(process, dataDir, (server.address() as net.AddressInfo).port);
}

async function serve() {
  const { buildApp } = await import("../src/server/app");
  const { systemClock } = await import("../src/server/clock");
  const { parseConfig } = await import("../src/server/config");
  const { openPglite } = await import("../src/server/db/client");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-bench-"));
  const database = await openPglite();
  await database.migrate();
  // TRUST_PROXY: each client says it is another address, so the per-address upload limit stays out of the way.
  const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, TRUST_PROXY: "true" });
  const app = await buildApp({ config, db: database.db, dbKind: "pglite", clock: systemClock });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  reportTo(process, dataDir, Number(new URL(url).port));
}

async function ask<T>(child: ChildProcess, msg: string): Promise<T> {
  const reply = once(child, "message");
  child.send(msg);
  return (await reply)[0] as T;
}

/** One round on one side: the server's RSS growth (MB) while `n` uploads stall. */
async function stalledRound(side: Side, n: number) {
  const child = fork(fileURLToPath(import.meta.url), [side === "app" ? "--server" : "--floor"], { execArgv: ["--expose-gc", "--import", "tsx"] });
  const { port } = (await once(child, "message"))[0] as { port: number };
  const rss = async () => (await ask<{ rss: number }>(child, "rss")).rss;
  // Settle after start (migrations leave garbage): GC, wait, and measure again.
  for (let i = 0; i < 3; i++) {
    await rss();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const before = await rss();

  const body = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(FIVE_MB - 10, 0x20)]);
  const sockets = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.on("error", () => {});
      await once(socket, "connect");
      socket.write(
        `POST /api/translation/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\n` +
          `X-File-Name: scan.pdf\r\nX-Forwarded-For: 10.9.${Math.floor(i / 250)}.${(i % 250) + 1}\r\nContent-Length: ${FIVE_MB}\r\n\r\n`,
      );
      // All but the last byte; resolved once handed to the kernel (the server is reading it).
      await new Promise<void>((resolve) => socket.write(body, () => resolve()));
      return socket;
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const after = await rss();
  for (const socket of sockets) socket.destroy();
  child.kill();
  await once(child, "exit");
  return { beforeMb: before / 2 ** 20, afterMb: after / 2 ** 20 };
}

type Growth = { beforeMb: number; afterMb: number; growthMb: number; range: [number, number] };

/** The app and its floor, in alternating rounds; each side's round with the median growth, and that growth's range. */
export async function uploadMemory(n = 60, rounds = Number(process.env.UPLOAD_MEMORY_ROUNDS ?? 3)) {
  const runs: Record<Side, { beforeMb: number; afterMb: number }[]> = { app: [], floor: [] };
  for (let i = 0; i < rounds; i++) {
    for (const side of i % 2 ? (["floor", "app"] as const) : (["app", "floor"] as const)) runs[side].push(await stalledRound(side, n));
  }
  const median = (side: Side): Growth => {
    const sorted = [...runs[side]].sort((a, b) => a.afterMb - a.beforeMb - (b.afterMb - b.beforeMb));
    const mid = sorted[Math.floor(sorted.length / 2)]!;
    const growth = (r: { beforeMb: number; afterMb: number }) => r.afterMb - r.beforeMb;
    return { ...mid, growthMb: growth(mid), range: [growth(sorted[0]!), growth(sorted.at(-1)!)] };
  };
  return { n, rounds, app: median("app"), floor: median("floor") };
}

/** The table's lines: each side's RSS before → after, its growth and range, and the app's growth over the floor's. */
export function formatUploadMemory(r: Awaited<ReturnType<typeof uploadMemory>>): string[] {
  const line = (label: string, g: Growth) =>
    `  ${label.padEnd(36)} RSS ${g.beforeMb.toFixed(0)} MB → ${g.afterMb.toFixed(0)} MB (+${g.growthMb.toFixed(0)} MB [${g.range.map((x) => x.toFixed(0)).join("–")}])`;
  return [
    line("app", r.app),
    line("floor (node:http streaming to files)", r.floor),
    `  app growth ÷ floor growth             ${(r.app.growthMb / Math.max(1, r.floor.growthMb)).toFixed(2)} (${(r.app.growthMb / r.n).toFixed(2)} MB per stalled upload; a buffered upload would hold 5 MB)`,
  ];
}

if (process.argv[2] === "--server") {
  await serve();
} else if (process.argv[2] === "--floor") {
  await serveFloor();
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await uploadMemory(Number(process.argv[2] ?? 60));
  console.log(`${r.n} stalled 5 MB uploads, median of ${r.rounds} rounds per side, alternating (child process, after GC):`);
  console.log(formatUploadMemory(r).join("\n"));
  process.exit(0);
}
