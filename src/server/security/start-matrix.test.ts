import { spawnSync } from "node:child_process";
import net from "node:net";
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../config";
import { PRODUCTION_ENV } from "../test/app";
import { dataDirsRemovedAfterAll, freePort, type RunningMain, spawnMain, waitForHealth } from "../test/spawn-main";
import { figures } from "./report";

/**
 * Who may start with the development stand-ins (dev mailbox, TEST MODE checkout) and the
 * test-only routes (/api/test/session hands out an administrator's session): NODE_ENV ×
 * PUBLIC_URL × HOST through the real config parser, each cell held to the rule stated below
 * independently of config.ts, then a few starts of the compiled server for the proof that a
 * refused start serves nothing and a public one has no test door.
 */
const f = figures("Start matrix: NODE_ENV × PUBLIC_URL × HOST");
afterAll(f.print);

const NODE_ENVS = [undefined, "development", "test", "production"] as const;
const LOCAL_URLS = new Set([undefined, "http://localhost:3000", "http://127.0.0.1"]);
const PUBLIC_URLS = [undefined, "http://localhost:3000", "http://127.0.0.1", "https://x.example", "http://x.example"] as const;
const LOOPBACK_HOSTS = new Set([undefined, "127.0.0.1", "::1"]);
const HOSTS = [undefined, "127.0.0.1", "::1", "0.0.0.0", "192.168.1.20"] as const;

type Cell = { nodeEnv?: string; publicUrl?: string; host?: string; realMailAndPayments?: boolean };
const REAL = { SMTP_URL: "smtp://mail.example:587", STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };

/**
 * The rule: production needs its https address (and its secrets, given here); anything else
 * keeps the stand-ins and the test routes to a plainly local site — an http loopback
 * PUBLIC_URL or none — and a server with test routes listens on loopback only.
 */
function target(c: Cell): string {
  if (c.nodeEnv === "production") return c.publicUrl?.startsWith("https://") ? "starts" : "refused: PUBLIC_URL";
  const standIns = !c.realMailAndPayments;
  const testRoutes = c.nodeEnv === "test";
  if ((standIns || testRoutes) && !LOCAL_URLS.has(c.publicUrl)) return "refused: PUBLIC_URL";
  if (testRoutes && !LOOPBACK_HOSTS.has(c.host)) return "refused: HOST";
  return "starts";
}

function envOf(c: Cell): Record<string, string | undefined> {
  const base = c.nodeEnv === "production" ? { ...PRODUCTION_ENV } : c.realMailAndPayments ? { ...REAL } : {};
  return { ...base, NODE_ENV: c.nodeEnv, PUBLIC_URL: c.publicUrl, HOST: c.host };
}

const label = (c: Cell) =>
  `NODE_ENV=${c.nodeEnv ?? "(unset)"} PUBLIC_URL=${c.publicUrl ?? "(unset)"} HOST=${c.host ?? "(unset)"}${c.realMailAndPayments ? " + real mail and payments" : ""}`;

/** A loopback address as a listener or a link names it. */
const isLoopback = (host: string) => host === "localhost" || host === "::1" || host === "[::1]" || /^127\./.test(host);

describe("the config parser, cell by cell", () => {
  it("starts or refuses (one line naming the variable) as the rule says, and never opens a test door or a stand-in on a public host", () => {
    const cells: Cell[] = [];
    for (const nodeEnv of NODE_ENVS) for (const publicUrl of PUBLIC_URLS) for (const host of HOSTS) cells.push({ nodeEnv, publicUrl, host });
    // Real mail and payments: no stand-in left, so only the test routes decide.
    for (const nodeEnv of [undefined, "development", "test"]) cells.push({ nodeEnv, publicUrl: "https://x.example", realMailAndPayments: true });

    const mismatches: string[] = [];
    const multiLine: string[] = [];
    let doorOnPublicHost = 0;
    let standInsOnPublicAddress = 0;
    for (const c of cells) {
      let outcome: string;
      try {
        const config = parseConfig(envOf(c));
        outcome = "starts";
        const publicAddress = !LOCAL_URLS.has(c.publicUrl);
        // What the app goes by: the test routes (app.ts, config.testRoutes) and the fixed session secret
        // (auth/secret.ts, NODE_ENV=test); the mailbox (config.devMailbox) and the free checkout.
        const testDoor = config.testRoutes || config.NODE_ENV === "test";
        if (testDoor && (publicAddress || !isLoopback(config.HOST))) doorOnPublicHost += 1;
        const standIn = config.devMailbox || (config.payments === "test" && !config.testModeBanner);
        if (standIn && publicAddress) standInsOnPublicAddress += 1;
      } catch (err) {
        if (!(err instanceof ConfigError)) throw err;
        if (err.message.includes("\n")) multiLine.push(label(c));
        outcome = `refused: ${/^Invalid configuration: (\w+) /.exec(err.message)?.[1] ?? err.message}`;
      }
      const want = target(c);
      if (outcome !== want) mismatches.push(`${label(c)}: ${outcome} (want ${want})`);
      f.add({ check: label(c), figure: outcome, target: want, ok: outcome === want });
    }
    f.add({ check: "cells as the rule says", figure: `${cells.length - mismatches.length}/${cells.length}`, target: "all", ok: mismatches.length === 0 });
    f.add({ check: "refusals on more than one line", figure: multiLine.length, target: "0", ok: multiLine.length === 0 });
    f.add({ check: "test door reachable on a public host (config)", figure: doorOnPublicHost, target: "0", ok: doorOnPublicHost === 0 });
    f.add({ check: "dev stand-ins on a public address (config)", figure: standInsOnPublicAddress, target: "0", ok: standInsOnPublicAddress === 0 });
    expect(mismatches).toEqual([]);
    expect(multiLine).toEqual([]);
    expect(doorOnPublicHost).toBe(0);
    expect(standInsOnPublicAddress).toBe(0);
  });
});

const dataDir = dataDirsRemovedAfterAll();

/** An address of this machine that is not loopback (what a neighbour on the network would dial), if it has one. */
const outsideAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === "IPv4" && !a.internal)?.address;

const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });

type Started = { main: RunningMain; port: number; listening: boolean; code: number | null };

async function start(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const main = spawnMain({ DATA_DIR: dataDir(), PORT: String(port), LOG_LEVEL: "warn", ...env }, { compiled: true });
  const listening = await waitForHealth(main, port, 90_000).then(
    () => true,
    () => false,
  );
  return { main, port, listening, code: listening ? null : await main.exited };
}

async function stop(s: Started) {
  if (!s.listening) return;
  s.main.child.kill("SIGTERM");
  await s.main.exited;
}

/** Asks the test door for an administrator's session, as any visitor could. */
async function knock(s: Started, origin: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${s.port}/api/test/session`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ email: "visitor@example.com", password: "A-Long-Password-2026", role: "admin" }),
  });
  return res.status;
}

describe("the compiled server", () => {
  let doorReachable = 0;
  afterAll(() => {
    f.add({ check: "test door reachable on a public host (compiled server)", figure: doorReachable, target: "0", ok: doorReachable === 0 });
  });

  beforeAll(() => {
    // The starts below prove nothing against a stale build.
    const build = spawnSync(process.execPath, ["scripts/build-if-stale.mjs", "--server-only"], { stdio: "inherit" });
    expect(build.status).toBe(0);
  }, 120_000);

  it.each<[string, Record<string, string>]>([
    ["PUBLIC_URL", { NODE_ENV: "test", PUBLIC_URL: "https://x.example", HOST: "127.0.0.1" }],
    ["PUBLIC_URL", { NODE_ENV: "development", PUBLIC_URL: "http://x.example", HOST: "127.0.0.1" }],
    ["HOST", { NODE_ENV: "test", HOST: "0.0.0.0" }],
  ])("refuses to start, exit code 1 and one line naming %s: %j", async (variable, env) => {
    const s = await start(env);
    try {
      if (s.listening && env.NODE_ENV === "test" && (await knock(s, env.PUBLIC_URL ?? `http://localhost:${s.port}`)) === 200) doorReachable += 1;
      f.add({ check: `compiled: ${JSON.stringify(env)}`, figure: s.listening ? "starts" : `exit ${s.code}`, target: "exit 1", ok: s.code === 1 });
      expect(s.listening).toBe(false);
      expect(s.code).toBe(1);
      expect(s.main.output().trim()).toMatch(new RegExp(`^Invalid configuration: ${variable} [^\\n]*$`));
    } finally {
      await stop(s);
    }
  }, 120_000);

  it("a public development site with real mail and payments has no test door, mailbox or free checkout", async () => {
    const env = { NODE_ENV: "development", PUBLIC_URL: "https://x.example", HOST: "127.0.0.1", ...REAL, STRIPE_API_BASE: "http://127.0.0.1:9" };
    const s = await start(env);
    try {
      expect(s.listening, s.main.output()).toBe(true);
      const door = await knock(s, env.PUBLIC_URL);
      if (door === 200) doorReachable += 1;
      const base = `http://127.0.0.1:${s.port}`;
      const others = await Promise.all(["/api/dev/mailbox", "/api/test-gateway/sessions/x"].map(async (p) => (await fetch(`${base}${p}`)).status));
      f.add({ check: "compiled: public development site, test session / mailbox / test checkout", figure: [door, ...others].join(" / "), target: "404 / 404 / 404", ok: door === 404 && others.every((x) => x === 404) });
      expect([door, ...others]).toEqual([404, 404, 404]);
    } finally {
      await stop(s);
    }
  }, 120_000);

  it("NODE_ENV=test with nothing else set keeps its test door on loopback: it answers there and nowhere else", async () => {
    const s = await start({ NODE_ENV: "test" });
    try {
      expect(s.listening, s.main.output()).toBe(true);
      // The door is really there (so the 404s above are its absence, not a broken probe)…
      expect(await knock(s, `http://localhost:${s.port}`)).toBe(200);
      // …and a neighbour on the network cannot dial it.
      const outside = outsideAddress ? await connects(outsideAddress, s.port) : false;
      if (outside) doorReachable += 1;
      f.add({ check: `compiled: NODE_ENV=test, HOST unset, dialled from ${outsideAddress ?? "(no outside address here)"}`, figure: outside ? "answers" : "refused", target: "refused", ok: !outside });
      expect(outside).toBe(false);
    } finally {
      await stop(s);
    }
  }, 120_000);
});
