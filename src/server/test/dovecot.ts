import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { MAX_RAW_BYTES } from "../features/messages/inbound/receive-reply";
import { createReplyFetcher, type ReplyFetcherOptions } from "../mail/reply-fetcher";
import type { TestContext } from "./app";

/**
 * A real IMAP server for the reply-by-email tests: Debian's Dovecot (package dovecot-imapd),
 * run in the foreground from its own config in a temporary folder — plaintext login on a
 * loopback port, one passwd-file user, a Maildir under the folder. `stop()` and `start()` take
 * it away and bring it back over the same mail (the fetcher's outage test).
 */
const DOVECOT = "/usr/sbin/dovecot";

export type Dovecot = { url: string; port: number; user: string; pass: string; dir: string; start(): Promise<void>; stop(): Promise<void> };

const waitForPort = async (port: number, up: boolean, timeoutMs = 10_000) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, "127.0.0.1", () => {
        s.destroy();
        resolve(true);
      });
      s.on("error", () => resolve(false));
    });
    if (open === up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`dovecot: port ${port} did not ${up ? "open" : "close"}`);
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export async function startDovecot(opts: { port?: number; user?: string; pass?: string } = {}): Promise<Dovecot> {
  const port = opts.port ?? (await freePort());
  const user = opts.user ?? "replies";
  const pass = opts.pass ?? "replies-secret";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-dovecot-"));
  const me = os.userInfo();
  // As root (CI), mail belongs to Debian's unprivileged `dovecot` account (Dovecot refuses mail as uid 0);
  // otherwise everything runs as the current user.
  const root = me.uid === 0;
  const mailUid = root ? Number(execFileSync("id", ["-u", "dovecot"]).toString().trim()) : me.uid;
  const mailGid = root ? Number(execFileSync("id", ["-g", "dovecot"]).toString().trim()) : me.gid;
  for (const sub of ["run", "state", "mail"]) fs.mkdirSync(path.join(dir, sub));
  fs.chmodSync(dir, 0o755);
  if (root) fs.chownSync(path.join(dir, "mail"), mailUid, mailGid);
  fs.writeFileSync(path.join(dir, "passwd"), `${user}:{PLAIN}${pass}::::::\n`);
  const conf = `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = ${Math.min(mailUid, 100)}
default_login_user = ${root ? "dovenull" : me.username}
default_internal_user = ${root ? "dovecot" : me.username}
${root ? "" : `default_internal_group = ${execFileSync("id", ["-gn"]).toString().trim()}`}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${mailUid} gid=${mailGid} home=${dir}/mail/%u
}
mail_location = maildir:${dir}/mail/%u/Maildir
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
  chroot =
}
service anvil {
  chroot =
}
`;
  fs.writeFileSync(path.join(dir, "dovecot.conf"), conf);
  let proc: ChildProcess | null = null;

  const start = async () => {
    proc = spawn(DOVECOT, ["-F", "-c", path.join(dir, "dovecot.conf")], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    proc.stderr?.on("data", (d) => {
      stderr += String(d);
    });
    try {
      await waitForPort(port, true);
    } catch (err) {
      const log = fs.existsSync(path.join(dir, "dovecot.log")) ? fs.readFileSync(path.join(dir, "dovecot.log"), "utf8") : "";
      throw new Error(`${(err as Error).message}\n${stderr}\n${log}`);
    }
  };
  const stop = async () => {
    const p = proc;
    proc = null;
    if (!p || p.exitCode !== null) return;
    const exited = new Promise((r) => p.once("exit", r));
    p.kill("SIGTERM");
    await exited;
    await waitForPort(port, false);
  };
  await start();
  // The folder goes with the test process (after a last stop, or whatever happened).
  process.once("exit", () => {
    proc?.kill("SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { url: `imap://${user}:${pass}@127.0.0.1:${port}`, port, user, pass, dir, start, stop };
}

/**
 * The app's reply fetcher reading this Dovecot's mailbox into the test app's database: the app's
 * size limit, and a 5 s socket timeout so a stopped server fails a pass quickly; `opts` adds the
 * log and what each email goes to (and may change the rest).
 */
export function dovecotFetcher(imap: Dovecot, ctx: TestContext, opts: Pick<ReplyFetcherOptions, "log" | "process"> & Partial<ReplyFetcherOptions>) {
  return createReplyFetcher({ url: imap.url, db: ctx.db, dbKind: ctx.database.kind, maxBytes: MAX_RAW_BYTES, socketTimeoutMs: 5_000, ...opts });
}
