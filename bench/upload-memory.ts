/**
 * Memory held by stalled uploads: the server runs in a child process; N
 * clients each send all but the last byte of a 5 MB document, then stall. Prints the
 * server's RSS before and once every byte sent has been received (after a GC).
 * Run alone: node --import tsx bench/upload-memory.ts [N]
 */
import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const FIVE_MB = 5 * 1024 * 1024;

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
  process.on("SIGTERM", () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
  process.on("message", (msg) => {
    if (msg === "rss") {
      (globalThis as { gc?: () => void }).gc?.();
      process.send!({ rss: process.memoryUsage().rss });
    }
  });
  process.send!({ port: Number(new URL(url).port) });
}

async function ask<T>(child: ChildProcess, msg: string): Promise<T> {
  const reply = once(child, "message");
  child.send(msg);
  return (await reply)[0] as T;
}

export async function uploadMemory(n = 60) {
  const child = fork(fileURLToPath(import.meta.url), ["--server"], { execArgv: ["--expose-gc", "--import", "tsx"] });
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
  return { n, beforeMb: before / 2 ** 20, afterMb: after / 2 ** 20 };
}

if (process.argv[2] === "--server") {
  await serve();
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await uploadMemory(Number(process.argv[2] ?? 60));
  console.log(`${r.n} stalled 5 MB uploads: server RSS ${r.beforeMb.toFixed(0)} MB → ${r.afterMb.toFixed(0)} MB (+${(r.afterMb - r.beforeMb).toFixed(0)} MB)`);
  process.exit(0);
}
