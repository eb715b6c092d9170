import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * The embedded database can be open in one process only. While the server holds it, `npm run
 * admin -- backup` asks the server to take the backup through this socket in DATA_DIR (an
 * owner-only folder, and the socket itself owner-only): one JSON line each way.
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, "control.sock");

type Reply = { ok: true; result: unknown } | { ok: false; error: string };

export function serveControlSocket(dataDir: string, commands: Record<string, () => Promise<unknown>>): Promise<{ close(): Promise<void> }> {
  const file = controlSocketPath(dataDir);
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    let input = "";
    socket.on("error", () => undefined);
    socket.on("data", (c: Buffer) => {
      input += c.toString();
      if (!input.includes("\n")) return;
      const { command } = JSON.parse(input.split("\n")[0]!) as { command: string };
      const run = commands[command];
      const answer = (r: Reply) => socket.end(`${JSON.stringify(r)}\n`);
      if (!run) return answer({ ok: false, error: `unknown command ${command}` });
      run().then(
        (result) => answer({ ok: true, result }),
        (err: Error) => answer({ ok: false, error: err.message }),
      );
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(file, () => {
      fs.chmodSync(file, 0o600);
      resolve({ close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

/** Sends `command` to the server holding `dataDir`; null when no server listens there. */
export function sendControlCommand(dataDir: string, command: string): Promise<Reply | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocketPath(dataDir));
    let out = "";
    socket.on("connect", () => socket.write(`${JSON.stringify({ command })}\n`));
    socket.on("data", (c: Buffer) => (out += c.toString()));
    socket.on("end", () => {
      try {
        resolve(JSON.parse(out) as Reply);
      } catch {
        reject(new Error("the server's answer was cut short"));
      }
    });
    socket.on("error", (err: NodeJS.ErrnoException) => (["ENOENT", "ECONNREFUSED"].includes(err.code ?? "") ? resolve(null) : reject(err)));
  });
}
