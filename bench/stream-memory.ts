/**
 * Memory and file descriptors held per live notification stream: the compiled
 * server (`npm run build`) in a child process, N streams opened by N/20 members (20 tabs each,
 * the per-user cap), each from its own address. Prints the server's RSS and open fds before
 * and with the streams open, and the difference per stream.
 * Run alone: node --import tsx bench/stream-memory.ts [N]
 */
import fs from "node:fs";
import { openStream } from "../src/server/test/sse";
import { freePort, spawnMain, tempDataDir, waitForHealth } from "../src/server/test/spawn-main";

const readRss = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;
const readFds = (pid: number) => fs.readdirSync(`/proc/${pid}/fd`).length;

export async function streamMemory(n = 400) {
  const port = await freePort();
  const dir = tempDataDir();
  const email = "admin@streams.bench";
  const password = "Stream-bench-password-2026";
  const main = spawnMain(
    { DATA_DIR: dir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", NODE_ENV: "development", ADMIN_EMAIL: email, ADMIN_PASSWORD: password, TRUST_PROXY: "true", LIVE_STREAMS_MAX: String(n + 10), LIVE_STREAMS_PER_ADDRESS: String(n + 10) },
    { compiled: true },
  );
  const base = `http://127.0.0.1:${port}`;
  let ip = 0;
  const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
  const signIn = async (e: string, p: string, path = "/api/auth/sign-in/email") => {
    const res = await fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", origin: base, "x-forwarded-for": nextIp() }, body: JSON.stringify({ email: e, password: p }) });
    if (res.status !== 200) throw new Error(`sign-in ${e}: ${res.status} ${await res.text()}`);
    return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  };
  try {
    await waitForHealth(main, port);
    const admin = await signIn(email, password, "/api/admin/sign-in");
    const pid = main.child.pid!;
    const members: string[] = [];
    for (let i = 0; i < Math.ceil(n / 20); i++) {
      const m = `member${i}@streams.bench`;
      const res = await fetch(`${base}/api/auth/admin/create-user`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base, cookie: admin, "x-forwarded-for": nextIp() },
        body: JSON.stringify({ email: m, password, name: `Member ${i}`, role: "member", data: { emailVerified: true } }),
      });
      if (res.status !== 200) throw new Error(`create-user: ${res.status} ${await res.text()}`);
      members.push(await signIn(m, password));
    }
    // Warm up: one stream, so the LISTEN and the route's code are in place before the baseline.
    const warm = await openStream(base, members[0]!);
    await warm.next();
    await warm.close();
    const rss0 = readRss(pid);
    const fds0 = readFds(pid);
    const streams = [];
    for (let i = 0; i < n; i++) {
      const s = await openStream(base, members[Math.floor(i / 20)]!, { headers: { "x-forwarded-for": nextIp() } });
      if (s.status !== 200) throw new Error(`stream ${i}: ${s.status}`);
      streams.push(s);
    }
    for (const s of streams) await s.next();
    const rss1 = readRss(pid);
    const fds1 = readFds(pid);
    await Promise.all(streams.map((s) => s.close()));
    const perStream = (rss1 - rss0) / n;
    console.log(`streams: ${n}; RSS ${(rss0 / 2 ** 20).toFixed(0)} → ${(rss1 / 2 ** 20).toFixed(0)} MB (${(perStream / 1024).toFixed(0)} KB per stream); fds ${fds0} → ${fds1} (${((fds1 - fds0) / n).toFixed(2)} per stream)`);
    return { n, rss0, rss1, perStream, fds0, fds1 };
  } finally {
    main.child.kill("SIGTERM");
    await main.exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith("stream-memory.ts")) await streamMemory(Number(process.argv[2] ?? 400));
