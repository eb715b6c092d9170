/**
 * Scale-out on real services: two compiled server instances
 * (dist/server/main.js — run `npm run build` first) started at the same moment on one fresh
 * PostgreSQL database, one Redis (a key prefix of their own), one local S3 server and one SMTP
 * server, behind a round-robin proxy. Each check names what must hold across instances.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../auth/password-hash";
import { insertPasswordUser } from "../auth/provision";
import { type Database, MIGRATIONS_DIR, openPostgres } from "../db/client";
import { enqueueMail } from "../mail/outbox";
import { figures } from "../security/report";
import { startLocalS3 } from "../test/local-s3";
import { type Proxy as LoadBalancer, startProxy } from "../test/proxy";
import { freePort, type RunningMain, spawnMain, tempDataDir, waitForHealth } from "../test/spawn-main";
import { openStream } from "../test/sse";
import { s3Env } from "../test/s3-env";

const SERVER = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const PASSWORD = "Balcony-Tram-Sofia-2026";
if (!SERVER) console.log("two-instances.test.ts skipped: TEST_DATABASE_URL is unset (CI sets it, e.g. postgres://postgres@127.0.0.1:5432/test)");

const f = figures("Scale-out: two instances on one PostgreSQL, Redis, S3 and SMTP, behind a round-robin proxy");
afterAll(f.print);

const run = randomBytes(4).toString("hex");
const dbName = `scale_${Date.now()}_${run}`;
const redisPrefix = `concierge-scale-${run}:`;

/** The cookie header a browser would send after these Set-Cookie lines. */
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");

let nextIp = 0;
const uniqueIp = () => {
  nextIp += 1;
  return `198.51.100.${nextIp}`;
};

/** A real SMTP server in-process; the instance that sent a mail is the username it signed in with. */
async function startSmtp() {
  const received: { to: string[]; instance: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth: (auth, _session, cb) => cb(null, { user: auth.username }),
    onData(stream, session, done) {
      stream.resume();
      // A little time per mail, as a real server takes: batches overlap, so both workers get some.
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), instance: String(session.user) });
        setTimeout(done, 20);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return { received, port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe.skipIf(!SERVER)("two instances behind a proxy", () => {
  let admin: pg.Client;
  let database: Database;
  let rows: pg.Pool;
  /** The rows of one query on the instances' database. */
  const query = async <T>(text: string, values: unknown[] = []) => (await rows.query(text, values)).rows as T[];
  let proxy: LoadBalancer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  const mains: RunningMain[] = [];
  const ports: number[] = [];
  const dataDirs: string[] = [];
  const direct = (i: number) => `http://127.0.0.1:${ports[i]}`;
  let origin = "";
  let startMs = 0;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: SERVER });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    const u = new URL(SERVER!);
    u.pathname = `/${dbName}`;
    s3 = await startLocalS3();
    smtp = await startSmtp();
    ports.push(await freePort(), await freePort());
    proxy = await startProxy(ports.map((port) => ({ port })));
    origin = proxy.url;
    const secret = randomBytes(32).toString("base64");
    const env = (i: number): Record<string, string> => {
      const dir = tempDataDir();
      dataDirs.push(dir);
      return {
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        PORT: String(ports[i]),
        PUBLIC_URL: proxy.url,
        TRUST_PROXY: "true",
        LOG_LEVEL: "info",
        DATA_DIR: dir,
        DATABASE_URL: u.toString(),
        BETTER_AUTH_SECRET: secret,
        SMTP_URL: `smtp://instance${i + 1}:x@127.0.0.1:${smtp.port}`,
        OUTBOX_POLL_MS: "100",
        REDIS_URL,
        REDIS_PREFIX: redisPrefix,
        ...s3Env(s3.options),
        S3_PREFIX: "scale",
      };
    };
    // Both at once, on a database nobody has migrated: they race for migrations and the first admin.
    const t = performance.now();
    mains.push(spawnMain(env(0), { compiled: true }), spawnMain(env(1), { compiled: true }));
    await Promise.all(mains.map((m, i) => waitForHealth(m, ports[i]!, 60_000)));
    startMs = performance.now() - t;
    database = openPostgres(u.toString());
    rows = new pg.Pool({ connectionString: u.toString(), max: 2 });
  });

  afterAll(async () => {
    for (const m of mains) m.child.kill("SIGTERM");
    await Promise.all(mains.map((m) => m.exited));
    await proxy?.close();
    await smtp?.close();
    await database?.close();
    await rows?.end();
    const redis = new Redis(REDIS_URL, { lazyConnect: true });
    await redis.connect().catch(() => undefined);
    const keys = await redis.keys(`${redisPrefix}*`).catch(() => []);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await admin?.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin?.end();
    for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
  });

  async function member() {
    const email = `scale-${run}-${randomBytes(3).toString("hex")}@example.com`;
    await insertPasswordUser(database.db, { email, name: "Scale Member", passwordHash: await hashPassword(PASSWORD), role: "member", emailVerified: true });
    return email;
  }
  const post = (base: string, p: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${p}`, { method: "POST", headers: { origin, "content-type": "application/json", "x-forwarded-for": uniqueIp(), ...headers }, body: JSON.stringify(body) });

  it("starts both at once: every migration applied once, one administrator, both serving on Redis and S3", async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as { entries: unknown[] };
    const [row] = await query<{ n: number; distinct_n: number }>("select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations");
    f.add({ check: "both instances healthy after a simultaneous start", figure: `${(startMs / 1000).toFixed(1)} s`, target: "both answer /api/health", ok: true });
    f.add({ check: "migrations applied (rows / distinct / in the journal)", figure: `${row!.n} / ${row!.distinct_n} / ${journal.entries.length}`, target: "each once", ok: row!.n === journal.entries.length && row!.distinct_n === row!.n });
    expect(row).toEqual({ n: journal.entries.length, distinct_n: journal.entries.length });

    const [admins] = (await query<{ n: number }>(`select count(*)::int as n from "user" where role = 'admin'`)) as [{ n: number }];
    const announced = mains.filter((m) => /Administrator account \S+ — password: /.test(m.output())).length;
    f.add({ check: "first administrator provisioned (rows / password printed by)", figure: `${admins.n} / ${announced} instance`, target: "1 / 1", ok: admins.n === 1 && announced === 1 });
    expect(admins.n).toBe(1);
    expect(announced).toBe(1);

    const onShared = mains.filter((m) => /database: postgres, files: s3 bucket \S+, limits: redis/.test(m.output())).length;
    f.add({ check: "instances on PostgreSQL + S3 + Redis", figure: onShared, target: "2", ok: onShared === 2 });
    expect(onShared, mains.map((m) => m.output()).join("\n")).toBe(2);
  });

  it("a session made on instance 1 works on instance 2, and signing out on 2 ends it on 1", async () => {
    const email = await member();
    const signIn = await post(direct(0), "/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const cookie = cookieOf(signIn);
    const me = await fetch(`${direct(1)}/api/me`, { headers: { cookie } });
    const seen = me.status === 200 ? ((await me.json()) as { email?: string; user?: { email: string } }) : {};
    const sameUser = (seen.user?.email ?? seen.email) === email;
    // Through the proxy: ten requests, five on each instance.
    const before = [...proxy.served];
    const viaProxy = await Promise.all(Array.from({ length: 10 }, () => fetch(`${proxy.url}/api/me`, { headers: { cookie } }).then((r) => r.status)));
    const spread = proxy.served.map((n, i) => n - before[i]!);
    const out = await post(direct(1), "/api/auth/sign-out", {}, { cookie });
    const after = await fetch(`${direct(0)}/api/me`, { headers: { cookie } });
    f.add({
      check: "session from instance 1 on instance 2 (GET /api/me)",
      figure: `${me.status}${sameUser ? ", same user" : ""}`,
      target: "200, same user",
      ok: me.status === 200 && sameUser,
    });
    f.add({
      check: "the same cookie through the proxy (10 requests)",
      figure: `${viaProxy.filter((s) => s === 200).length}× 200, ${spread.join(" + ")}`,
      target: "10× 200 over both",
      ok: viaProxy.every((s) => s === 200) && spread.every((n) => n > 0),
    });
    f.add({ check: "signed out on instance 2, then instance 1 says", figure: after.status, target: "401", ok: out.ok && after.status === 401 });
    expect(me.status).toBe(200);
    expect(sameUser).toBe(true);
    expect(viaProxy).toEqual(Array(10).fill(200));
    expect(spread.every((n) => n > 0)).toBe(true);
    expect(out.ok).toBe(true);
    expect(after.status).toBe(401);
  });

  it("a rate limit counts across both instances: the contact form trips at the same request as on one", async () => {
    const tripAt = async (pick: (i: number) => string) => {
      const ip = uniqueIp();
      for (let i = 1; i <= 12; i++) {
        const res = await post(pick(i), "/api/contact", { name: "Scale", email: `contact-${run}@example.com`, service: "translation", message: `Hello ${i}`, language: "en" }, { "x-forwarded-for": ip });
        if (res.status === 429) return i;
        expect(res.status).toBeLessThan(300);
      }
      return Number.NaN;
    };
    const one = await tripAt(() => direct(0));
    const alternating = await tripAt((i) => direct(i % 2));
    const before = [...proxy.served];
    const viaProxy = await tripAt(() => proxy.url);
    const spread = proxy.served.map((n, i) => n - before[i]!);
    f.add({ check: "contact limit (5 / 10 min): first 429 on one instance", figure: `request ${one}`, target: "request 6", ok: one === 6 });
    f.add({ check: "… alternating instance 1 and 2", figure: `request ${alternating}`, target: "request 6", ok: alternating === 6 });
    f.add({ check: "… through the proxy", figure: `request ${viaProxy} (${spread.join(" + ")})`, target: "request 6", ok: viaProxy === 6 });
    expect([one, alternating, viaProxy]).toEqual([6, 6, 6]);

    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${redisPrefix}*`);
    redis.disconnect();
    f.add({ check: "counters in Redis under the instances' prefix", figure: `${keys.length} keys`, target: "> 0", ok: keys.length > 0 });
    expect(keys.length).toBeGreaterThan(0);
  });

  it("the outbox sends each mail once while both workers run", async () => {
    const n = 60;
    const to = Array.from({ length: n }, (_, i) => `outbox-${i}-${run}@scale.test`);
    await database.db.transaction(async (tx) => {
      for (const address of to) {
        await enqueueMail(tx, { template: "newsletterConfirm", to: address, data: { confirmUrl: `${origin}/newsletter/confirm?token=x`, unsubscribeUrl: `${origin}/u` } }, new Date());
      }
    });
    const until = Date.now() + 30_000;
    let sent = 0;
    while (Date.now() < until) {
      const [row] = await query<{ n: number }>(`select count(*)::int as n from outbox where "to" like $1 and status = 'sent'`, [`%-${run}@scale.test`]);
      sent = row!.n;
      if (sent === n) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const ours = smtp.received.filter((m) => m.to.some((a) => a.endsWith(`-${run}@scale.test`)));
    const distinct = new Set(ours.flatMap((m) => m.to)).size;
    const byInstance = ["instance1", "instance2"].map((name) => ours.filter((m) => m.instance === name).length);
    f.add({ check: `outbox: ${n} mails queued → marked sent`, figure: sent, target: String(n), ok: sent === n });
    f.add({ check: "… received by SMTP (distinct recipients)", figure: `${ours.length} (${distinct})`, target: `${n} (${n}), 0 duplicates`, ok: ours.length === n && distinct === n });
    f.add({ check: "… sent by instance 1 + instance 2", figure: byInstance.join(" + "), target: "both > 0", ok: byInstance.every((c) => c > 0) });
    expect(sent).toBe(n);
    expect(ours).toHaveLength(n);
    expect(distinct).toBe(n);
    expect(byInstance.every((c) => c > 0)).toBe(true);
  });

  it("live notifications reach a tab connected to the other instance", async () => {
    const adminLine = mains.map((m) => m.output().match(/Administrator account (\S+) — password: (\S+)/)).find(Boolean)!;
    const adminSignIn = await post(direct(1), "/api/admin/sign-in", { email: adminLine[1], password: adminLine[2] });
    expect(adminSignIn.status).toBe(200);
    const operatorTab = await openStream(direct(1), cookieOf(adminSignIn));
    expect((await operatorTab.next(undefined, 15_000))?.event).toBe("ready");

    const email = await member();
    const signIn = await post(direct(0), "/api/auth/sign-in/email", { email, password: PASSWORD });
    const memberCookie = cookieOf(signIn);
    const memberTab = await openStream(direct(0), memberCookie);
    expect((await memberTab.next(undefined, 15_000))?.event).toBe("ready");

    // Member writes on instance 1 → the operator's tab on instance 2 rings.
    let t = performance.now();
    const sent = await post(direct(0), "/api/messages", { content: "Hello from instance 1" }, { cookie: memberCookie });
    expect(sent.status).toBe(201);
    const toOperator = await operatorTab.next(undefined, 15_000);
    const operatorMs = performance.now() - t;
    // The operator replies on instance 2 → the member's tab on instance 1 rings.
    const message = (await sent.json()) as { id: string };
    t = performance.now();
    const reply = await post(direct(1), `/api/messages/${message.id}/reply`, { content: "Hello from instance 2" }, { cookie: cookieOf(adminSignIn) });
    const replied = reply.status === 201;
    const toMember = replied ? await memberTab.next(undefined, 15_000) : null;
    const memberMs = performance.now() - t;
    await operatorTab.close();
    await memberTab.close();
    f.add({ check: "member writes on 1 → operator's stream on 2", figure: `${toOperator?.event} in ${operatorMs.toFixed(0)} ms`, target: "notifications event", ok: toOperator?.event === "notifications" });
    f.add({ check: "operator replies on 2 → member's stream on 1", figure: replied ? `${toMember?.event} in ${memberMs.toFixed(0)} ms` : `reply ${reply.status}`, target: "notifications event", ok: toMember?.event === "notifications" });
    expect(toOperator?.event).toBe("notifications");
    expect(reply.status, await reply.clone().text()).toBe(201);
    expect(toMember?.event).toBe("notifications");
  });

  it("a file uploaded through instance 1 downloads through instance 2 (S3, not either instance's disk)", async () => {
    const email = await member();
    const signIn = await post(direct(0), "/api/auth/sign-in/email", { email, password: PASSWORD });
    const cookie = cookieOf(signIn);
    const content = Buffer.from(`Договор за наем ${run}\nRental agreement, page 1\n`);
    const keysBefore = s3.objectKeys().length;
    const up = await fetch(`${direct(0)}/api/documents/uploads`, {
      method: "POST",
      headers: { cookie, origin, "content-type": "application/octet-stream", "x-file-name": encodeURIComponent("договор.txt") },
      body: content,
    });
    expect(up.status).toBe(201);
    const { id } = (await up.json()) as { id: string };
    const down = await fetch(`${direct(1)}/api/documents/${id}/download`, { headers: { cookie } });
    const body = Buffer.from(await down.arrayBuffer());
    const onDisk = dataDirs.flatMap((d) => (fs.existsSync(path.join(d, "files")) ? (fs.readdirSync(path.join(d, "files"), { recursive: true }) as string[]) : []));
    const newKeys = s3.objectKeys().length - keysBefore;
    f.add({ check: "upload on 1 → download on 2", figure: `${down.status}, ${body.equals(content) ? "same bytes" : "different bytes"}`, target: "200, same bytes", ok: down.status === 200 && body.equals(content) });
    f.add({ check: "… new objects in the bucket / files on instance disks", figure: `${newKeys} / ${onDisk.length}`, target: "1 / 0", ok: newKeys === 1 && onDisk.length === 0 });
    expect(down.status).toBe(200);
    expect(body.equals(content)).toBe(true);
    expect(newKeys).toBe(1);
    expect(onDisk).toEqual([]);
  });
});
