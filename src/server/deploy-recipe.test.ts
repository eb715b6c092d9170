import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { healthRoutes } from "../core/routes/health";
import { MAX_UPLOAD_BYTES } from "../core/upload";
import { configSchema, parseConfig } from "./config";
import { ROUTE_TABLES } from "./http/openapi";
import { SHUTDOWN_DEADLINE_MS } from "./lifecycle";
import { PRODUCTION_ENV } from "./test/app";

/**
 * docs/deploy.md and the files it installs (deploy/): checked by the tools that read them where
 * this machine has them, and against the app's own limits either way, so a limit changed in
 * the code fails here until the recipe follows.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const installed = (tool: string) => spawnSync("sh", ["-c", `command -v ${tool}`]).status === 0;

/** A unit file's keys by section; a key given twice (Environment=) keeps every value. */
function parseUnit(text: string): Record<string, Record<string, string[]>> {
  const out: Record<string, Record<string, string[]>> = {};
  let section = "";
  for (const line of text.split("\n").map((l) => l.trim())) {
    if (!line || line.startsWith("#")) continue;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) {
      section = header[1]!;
      out[section] = {};
      continue;
    }
    const [key, ...rest] = line.split("=");
    const values = out[section]![key!] ?? [];
    values.push(rest.join("="));
    out[section]![key!] = values;
  }
  return out;
}
const seconds = (v: string) => Number(/^(\d+)s?$/.exec(v)?.[1] ?? Number.NaN);

/** Caddy's sizes: MB is 10^6, MiB is 2^20. */
function caddyBytes(v: string): number {
  const m = /^(\d+)(KB|KiB|MB|MiB|GB|GiB)$/.exec(v);
  if (!m) return Number.NaN;
  const unit = { KB: 1e3, KiB: 1024, MB: 1e6, MiB: 1024 ** 2, GB: 1e9, GiB: 1024 ** 3 }[m[2] as "MB"];
  return Number(m[1]) * unit;
}

describe("deploy/concierge.service", () => {
  const text = read("deploy/concierge.service");
  const unit = parseUnit(text);
  const service = unit.Service!;
  const env = Object.fromEntries(service.Environment!.map((e) => e.split("=") as [string, string]));

  it.skipIf(!installed("systemd-analyze"))("passes systemd-analyze verify without a word", () => {
    const res = spawnSync("systemd-analyze", ["verify", path.join(ROOT, "deploy/concierge.service")], { encoding: "utf8" });
    expect({ status: res.status, output: `${res.stdout}${res.stderr}`.trim() }).toEqual({ status: 0, output: "" });
  });

  it("restarts after a crash, stops gracefully within its deadline, and runs the compiled server", () => {
    expect(service.Restart).toEqual(["on-failure"]);
    expect(service.KillSignal).toEqual(["SIGTERM"]);
    const drain = parseConfig({ ...PRODUCTION_ENV, ...env }).DRAIN_SECONDS;
    // The server's own deadline (after the drain) must end before systemd kills it.
    expect(seconds(service.TimeoutStopSec![0]!)).toBeGreaterThanOrEqual(drain + SHUTDOWN_DEADLINE_MS / 1000 + 5);
    expect(service.ExecStart![0]).toMatch(/ \/opt\/concierge\/dist\/server\/main\.js$/);
    // dist/server/main.js turns on the compile cache and loads server.js, the compiled src/server/main.ts.
    expect(read("scripts/build-server.mjs")).toContain('server: "src/server/main.ts"');
    expect(read("scripts/build-server.mjs")).toContain('fs.writeFileSync(path.join(outdir, "main.js"), MAIN_ENTRY)');
    expect(unit.Install!.WantedBy).toEqual(["multi-user.target"]);
  });

  it("allows a file descriptor per live stream, with room for everything else", () => {
    const config = parseConfig({ ...PRODUCTION_ENV, ...env });
    expect(config.LIVE_STREAMS_MAX).toBe(Number(env.LIVE_STREAMS_MAX));
    expect(Number(service.LimitNOFILE![0])).toBeGreaterThanOrEqual(config.LIVE_STREAMS_MAX + 1024);
  });
});

describe.each(["deploy/Caddyfile", "deploy/Caddyfile.instances"])("%s", (file) => {
  const text = read(file);
  const proxy = /reverse_proxy ([^{]+)\{([\s\S]*?)\n\t\}/.exec(text);

  it.skipIf(!installed("caddy"))("passes caddy validate", () => {
    const res = spawnSync("caddy", ["validate", "--adapter", "caddyfile", "--config", path.join(ROOT, file)], { encoding: "utf8" });
    expect(res.status, res.stderr).toBe(0);
  });

  it("passes live notifications through unbuffered and without a read timeout", () => {
    expect(proxy, "a reverse_proxy block").not.toBeNull();
    expect(proxy![2]).toMatch(/^\s*flush_interval -1$/m);
    expect(proxy![2]).toMatch(/transport http \{\s*read_timeout 0\s*\}/);
  });

  it("accepts the app's largest upload, and not much more", () => {
    const size = caddyBytes(/request_body \{\s*max_size (\S+)\s*\}/.exec(text)?.[1] ?? "");
    expect(size).toBeGreaterThanOrEqual(MAX_UPLOAD_BYTES);
    expect(size).toBeLessThanOrEqual(MAX_UPLOAD_BYTES + 2 * 1024 ** 2);
  });

  it("never serves /metrics to the internet, and sends to the port the unit listens on", () => {
    expect(text).toMatch(new RegExp(`@metrics path ${healthRoutes.metrics.path}\\n\\s*respond @metrics 404`));
    const port = parseUnit(read("deploy/concierge.service")).Service!.Environment!.find((e) => e.startsWith("PORT="))!.slice(5);
    for (const upstream of proxy![1]!.trim().split(/\s+/)) expect(upstream).toMatch(new RegExp(`:${port}$`));
  });
});

describe("deploy/Caddyfile.instances", () => {
  it("takes an instance out while its readiness says 503", () => {
    const text = read("deploy/Caddyfile.instances");
    expect(text).toMatch(new RegExp(`health_uri ${healthRoutes.ready.path}\\n`));
    expect(text).toMatch(/health_status 200\n/);
  });
});

describe("docs/deploy.md", () => {
  const doc = read("docs/deploy.md");
  const scripts = Object.keys((JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts);

  it("names only npm scripts, settings, routes and files that exist", () => {
    const npmRuns = [...doc.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);
    expect(npmRuns.length).toBeGreaterThan(0);
    expect(npmRuns.filter((s) => !scripts.includes(s))).toEqual([]);

    const variables = new Set([...doc.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:=[^`]*)?`/g)].map((m) => m[1]!));
    expect(variables.size).toBeGreaterThan(10);
    expect([...variables].filter((v) => !(v in configSchema.shape))).toEqual([]);

    const declared = new Set(Object.values(ROUTE_TABLES).flatMap((t) => Object.values(t).map((r) => r.path)));
    const routes = [...doc.matchAll(/`(?:GET )?(\/(?:api\/)?[a-z/-]+)`/g)].map((m) => m[1]!).filter((p) => p === "/metrics" || p.startsWith("/api/"));
    expect(routes.length).toBeGreaterThan(2);
    expect(routes.filter((r) => !declared.has(r as never))).toEqual([]);

    const files = [...doc.matchAll(/`(deploy\/[\w.-]+|src\/[\w./-]+\.ts)`/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(2);
    expect(files.filter((f) => !fs.existsSync(path.join(ROOT, f)))).toEqual([]);
  });

  it("states the unit's own limits as the unit has them", () => {
    const service = parseUnit(read("deploy/concierge.service")).Service!;
    for (const key of ["LimitNOFILE", "TimeoutStopSec"]) expect(doc).toContain(`${key}=${service[key]![0]}`);
    expect(doc).toContain(service.Environment!.find((e) => e.startsWith("LIVE_STREAMS_MAX="))!);
  });
});
