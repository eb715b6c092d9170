import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dataDirsRemovedAfterAll, envExample, freePort, spawnMain, waitForHealth } from "./test/spawn-main";

/** Every variable a production start needs, with harmless values: nothing here is contacted at start. */
const PRODUCTION = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://concierge.example",
  BETTER_AUTH_SECRET: "production-test-secret-0123456789abcdef",
  SMTP_URL: "smtp://127.0.0.1:9",
  STRIPE_SECRET_KEY: "sk_test_notarealkey",
  STRIPE_WEBHOOK_SECRET: "whsec_notarealsecret",
  STRIPE_API_BASE: "http://127.0.0.1:9",
  LOG_LEVEL: "info",
};

const dataDir = dataDirsRemovedAfterAll();

describe("a production start", () => {
  it("refuses .env.example copied as it is, naming the variable, and exits non-zero", async () => {
    const main = spawnMain({ ...envExample(), DATA_DIR: dataDir({ empty: true }), PORT: String(await freePort()) }, { compiled: true });
    expect(await main.exited).toBe(1);
    expect(main.output().trim()).toBe(
      "Invalid configuration: PUBLIC_URL must be an https:// address in production (NODE_ENV=production; see .env.example)",
    );
  }, 90_000);

  it("refuses to start without SMTP_URL rather than publishing mail at /dev/mailbox", async () => {
    const { SMTP_URL: _, ...env } = PRODUCTION;
    const main = spawnMain({ ...env, DATA_DIR: dataDir({ empty: true }), PORT: String(await freePort()) }, { compiled: true });
    expect(await main.exited).toBe(1);
    expect(main.output().trim()).toMatch(/^Invalid configuration: SMTP_URL is required in production[^\n]*$/);
  }, 90_000);

  it("with everything set, serves the site without the dev mailbox or the test checkout, and stops cleanly on SIGTERM", async () => {
    const port = await freePort();
    // An empty DATA_DIR: the very first start makes and migrates its database (the other
    // spawned servers start on a copy of the run's migrated one, test/spawn-main.ts).
    const dir = dataDir({ empty: true });
    const main = spawnMain({ ...PRODUCTION, DATA_DIR: dir, PORT: String(port), HOST: "127.0.0.1" }, { compiled: true });
    try {
      await waitForHealth(main, port);
      const base = `http://127.0.0.1:${port}`;
      const statuses = await Promise.all([
        fetch(`${base}/dev/mailbox`).then((r) => r.status),
        fetch(`${base}/api/dev/mailbox`).then((r) => r.status),
        fetch(`${base}/api/dev/mailbox?to=admin@concierge.example`).then((r) => r.status),
        fetch(`${base}/api/test-gateway/sessions/x`).then((r) => r.status),
        fetch(`${base}/api/test-gateway/sessions/x/pay`, {
          method: "POST",
          headers: { origin: PRODUCTION.PUBLIC_URL, "content-type": "application/json" },
          body: JSON.stringify({ cardNumber: "4242424242424242", expiry: "12/34", cvc: "123", name: "A" }),
        }).then((r) => r.status),
      ]);
      expect(statuses).toEqual([404, 404, 404, 404, 404]);
      expect(await (await fetch(`${base}/api/config`)).json()).toMatchObject({ gateway: "stripe", testModeBanner: false });
      // One address on start: ours, not Fastify's line per interface.
      expect(main.output()).toContain("Concierge is running at https://concierge.example");
      expect(main.output()).not.toContain("Server listening at");
    } finally {
      main.child.kill("SIGTERM");
    }
    expect(await main.exited).toBe(0);
    expect(main.output()).toContain("SIGTERM: shutting down");
    expect(fs.existsSync(path.join(dir, "concierge.lock"))).toBe(false);
  }, 240_000);
});
