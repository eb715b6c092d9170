import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { appBeside, PRODUCTION_ENV, setupTestApp, testConfig } from "../test/app";

/** A built web app as vite.config.ts leaves it: an index.html with its inline theme script, bundles with .br/.gz twins. */
const THEME_SCRIPT = `\n(() => { document.documentElement.classList.toggle("dark", false); })();\n`;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-web-"));
const bundle = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
fs.mkdirSync(path.join(webDir, "assets"));
fs.writeFileSync(
  path.join(webDir, "index.html"),
  `<!doctype html><html><head><title>Concierge</title><script>${THEME_SCRIPT}</script>` +
    `<meta name="description" content="${"Personal concierge in Bulgaria. ".repeat(60)}"></head>` +
    `<body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>`,
);
fs.writeFileSync(path.join(webDir, "assets", "app-abc123.js"), bundle);
const precompressedBr = zlib.brotliCompressSync(bundle);
fs.writeFileSync(path.join(webDir, "assets", "app-abc123.js.br"), precompressedBr);
fs.writeFileSync(path.join(webDir, "assets", "app-abc123.js.gz"), zlib.gzipSync(bundle));
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

const ctx = await setupTestApp({ webDir });

const appWith = (env: Record<string, string>) => appBeside(ctx, { config: testConfig(env), webDir });

const cspOf = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );

describe("security headers", () => {
  it("sends a strict Content-Security-Policy that allows exactly the page's inline script", async () => {
    for (const url of ["/", "/pricing", "/api/health"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      const csp = cspOf(res.headers["content-security-policy"]);
      expect(csp["default-src"], url).toEqual(["'self'"]);
      expect(csp["script-src"], url).toEqual(["'self'", `'sha256-${createHash("sha256").update(THEME_SCRIPT).digest("base64")}'`]);
      expect(csp["img-src"], url).toEqual(["'self'", "data:"]);
      expect(csp["connect-src"], url).toEqual(["'self'"]);
      expect(csp["frame-ancestors"], url).toEqual(["'none'"]);
      expect(csp["form-action"], url).toEqual(["'self'"]);
      expect(csp["object-src"], url).toEqual(["'none'"]);
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(res.headers["x-frame-options"], url).toBe("DENY");
    }
  });

  it("pins browsers to https only when the public address is https", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/" })).headers["strict-transport-security"]).toBeUndefined();
    const https = await appWith(PRODUCTION_ENV);
    const res = await https.inject({ method: "GET", url: "/" });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(cspOf(res.headers["content-security-policy"])).toHaveProperty("upgrade-insecure-requests");
  });
});

describe("security headers on refusals", () => {
  it("401 and 403 answers from the origin and access checks carry them, HSTS included behind https", async () => {
    const https = await appWith(PRODUCTION_ENV);
    const asMember = await buildApp({
      config: testConfig(PRODUCTION_ENV),
      db: ctx.db,
      dbKind: ctx.database.kind,
      clock: ctx.clock,
      webDir,
      resolveActor: async () => ({ userId: "member-1", email: "member@example.test", role: "member", sessionId: "s-1" }),
    });
    afterAll(() => asMember.close());
    const refusals = [
      [https, { method: "GET", url: "/api/tasks" }, 401],
      [https, { method: "POST", url: "/api/contact", payload: {}, headers: { origin: "https://evil.example" } }, 403],
      [asMember, { method: "GET", url: "/api/clients" }, 403],
    ] as const;
    for (const [app, request, status] of refusals) {
      const res = await app.inject(request);
      expect(res.statusCode, request.url).toBe(status);
      expect(res.headers["strict-transport-security"], request.url).toBe("max-age=31536000; includeSubDomains");
      expect(cspOf(res.headers["content-security-policy"])["default-src"], request.url).toEqual(["'self'"]);
      expect(res.headers["x-content-type-options"], request.url).toBe("nosniff");
      expect(res.headers["x-frame-options"], request.url).toBe("DENY");
    }
  });
});

describe("HTTP compression", () => {
  const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;

  it("compresses JSON answers and the app's HTML for browsers that accept br or gzip", async () => {
    const plainJson = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    const plainHtml = await ctx.app.inject({ method: "GET", url: "/pricing" });
    expect(plainJson.headers["content-encoding"]).toBeUndefined();
    for (const encoding of ["br", "gzip"] as const) {
      for (const [url, plain] of [["/api/docs/json", plainJson], ["/pricing", plainHtml]] as const) {
        const res = await ctx.app.inject({ method: "GET", url, headers: { "accept-encoding": encoding } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers["content-encoding"], `${url} ${encoding}`).toBe(encoding);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(decode[encoding](res.rawPayload).toString()).toBe(plain.body);
      }
    }
  });

  it("serves a bundle's precompressed .br twin, and the plain file to a client that does not accept it", async () => {
    const br = await ctx.app.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.rawPayload.equals(precompressedBr)).toBe(true);
    const gz = await ctx.app.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(bundle);
    const plain = await ctx.app.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it("honours what the browser refuses (q=0) and says the page varies with Accept-Encoding", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/pricing", headers: { "accept-encoding": "br;q=0, gzip;q=0.8" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toContain("Accept-Encoding");
    const none = await ctx.app.inject({ method: "GET", url: "/pricing", headers: { "accept-encoding": "br;q=0" } });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body).toContain('<div id="root">');
  });

  it("never inflates a compressed request body", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: zlib.gzipSync(JSON.stringify({ name: "A", email: "a@example.com", service: "custom", message: "Hi" })),
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(400);
  });
});
