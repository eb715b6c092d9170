import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";
import { PRODUCTION_ENV, setupTestApp } from "./test/app";

const PRODUCTION = PRODUCTION_ENV;
const without = (name: keyof typeof PRODUCTION) => ({ ...PRODUCTION, [name]: undefined });

describe("production configuration", () => {
  it.each([
    ["PUBLIC_URL", without("PUBLIC_URL")],
    ["PUBLIC_URL", { ...PRODUCTION, PUBLIC_URL: "http://concierge.example" }],
    ["BETTER_AUTH_SECRET", without("BETTER_AUTH_SECRET")],
    ["SMTP_URL", without("SMTP_URL")],
    ["STRIPE_SECRET_KEY", { ...PRODUCTION, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined }],
    ["STRIPE_WEBHOOK_SECRET", without("STRIPE_WEBHOOK_SECRET")],
    ["TEST_CLOCK", { ...PRODUCTION, TEST_CLOCK: "true" }],
  ])("refuses to start without %s, in one line naming it", (variable, env) => {
    let error: unknown;
    try {
      parseConfig(env);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).not.toContain("\n");
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it("takes a complete production configuration: Stripe, no dev mailbox, only PUBLIC_URL trusted", () => {
    const config = parseConfig(PRODUCTION);
    expect(config).toMatchObject({ payments: "stripe", devMailbox: false, testModeBanner: false, trustedOrigins: ["https://concierge.example"] });
  });

  it("allows the TEST MODE checkout only when PAYMENTS=test says so, and then shows the banner", () => {
    const config = parseConfig({ ...PRODUCTION, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, PAYMENTS: "test" });
    expect(config).toMatchObject({ payments: "test", testModeBanner: true, devMailbox: false });
  });

  it("keeps the embedded default in development: dev mailbox, test checkout, every loopback address", () => {
    const config = parseConfig({ PORT: "3000" });
    expect(config).toMatchObject({ payments: "test", devMailbox: true, testModeBanner: false });
    expect(config.trustedOrigins).toEqual(
      expect.arrayContaining(["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]),
    );
  });
});

describe.each([["unset", {}], ["development", { NODE_ENV: "development" }], ["test", { NODE_ENV: "test" }]])("NODE_ENV %s", (nodeEnv, env) => {
  const refusal = (vars: Record<string, string>) => {
    try {
      parseConfig({ ...env, ...vars });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    throw new Error(`started with ${JSON.stringify(vars)}`);
  };

  it.each([
    ["https://concierge.example", {}],
    ["http://concierge.example", {}],
    ["http://192.168.1.20:3000", {}],
    ["https://localhost:3000", {}],
    ["https://concierge.example", { SMTP_URL: "smtp://mail.example:587" }],
  ])("refuses the dev stand-ins for PUBLIC_URL=%s, in one line naming the variable", (publicUrl, extra) => {
    const message = refusal({ PUBLIC_URL: publicUrl, ...extra });
    expect(message).not.toContain("\n");
    expect(message).toMatch(new RegExp(`^Invalid configuration: PUBLIC_URL .*NODE_ENV is ${nodeEnv}`));
    expect(message).toContain(nodeEnv === "test" ? "test routes" : "SMTP_URL" in extra ? "TEST MODE checkout" : "dev mailbox");
  });

  it("keeps them on a loopback http address", () => {
    for (const publicUrl of ["http://localhost:3000", "http://127.0.0.1:8080", "http://[::1]:3000", "http://concierge.localhost"]) {
      expect(parseConfig({ ...env, PUBLIC_URL: publicUrl })).toMatchObject({ devMailbox: true, payments: "test", testRoutes: nodeEnv === "test" });
    }
  });

  const real = { PUBLIC_URL: "https://concierge.example", SMTP_URL: "smtp://mail.example:587", STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };
  if (nodeEnv === "test") {
    it("refuses a public address even with real mail and payments, and a listener beyond loopback, naming HOST", () => {
      expect(refusal(real)).toMatch(/^Invalid configuration: PUBLIC_URL .*test routes/);
      for (const host of ["0.0.0.0", "::", "192.168.1.20", "concierge.localhost"]) {
        const message = refusal({ HOST: host });
        expect(message).toMatch(/^Invalid configuration: HOST .*NODE_ENV is test/);
        expect(message).not.toContain("\n");
      }
    });

    it("listens on loopback unless HOST names another loopback address", () => {
      expect(parseConfig(env).HOST).toBe("localhost");
      expect(parseConfig({ ...env, HOST: "127.0.0.1" }).HOST).toBe("127.0.0.1");
      expect(parseConfig({ ...env, HOST: "::1" }).HOST).toBe("::1");
    });
  } else {
    it("starts without the stand-ins anywhere, on every interface unless HOST says otherwise", () => {
      expect(parseConfig({ ...env, ...real })).toMatchObject({ devMailbox: false, payments: "stripe", testRoutes: false });
      expect(parseConfig(env).HOST).toBe("0.0.0.0");
      expect(parseConfig({ ...env, HOST: "192.168.1.20" }).HOST).toBe("192.168.1.20");
    });
  }
});

// A staging site: production settings, but the test checkout on purpose; with a built web app,
// whose shell answers every other GET.
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-web-"));
fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Concierge</title>");
const staging = await setupTestApp({
  webDir,
  env: { ...PRODUCTION, STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "", PAYMENTS: "test", OPERATOR_EMAIL: "operator@concierge.test" },
});

describe("a production site with PAYMENTS=test", () => {
  it("says so to the web app (TEST MODE banner) and serves the test checkout, but never the dev mailbox", async () => {
    expect((await staging.app.inject({ url: "/api/config" })).json()).toMatchObject({ gateway: "test", testModeBanner: true });
    const session = await staging.app.inject({ url: "/api/test-gateway/sessions/nope" });
    expect(session.json().error.message).toBe("Checkout session not found");
    expect((await staging.app.inject({ url: "/pricing" })).body).toContain("<title>Concierge</title>");
    for (const url of ["/dev/mailbox", "/dev/mailbox/some-id"]) {
      const res = await staging.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain("<title>");
    }
    expect((await staging.app.inject({ url: "/api/dev/mailbox" })).json().error.message).toBe("Not found");
  });
});

describe("DKIM signing (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE)", () => {
  const pem = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const DKIM = { DKIM_DOMAIN: "concierge.example", DKIM_SELECTOR: "mail2026", DKIM_PRIVATE_KEY: pem };
  const refusal = (env: Record<string, string | undefined>) => {
    try {
      parseConfig({ ...PRODUCTION, ...env });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    return "started";
  };

  it("signs with all three, the key given inline (with \\n for line breaks) or as a file; none: no signing", () => {
    expect(parseConfig(PRODUCTION).dkim).toBeNull();
    expect(parseConfig({ ...PRODUCTION, ...DKIM }).dkim).toEqual({ domainName: "concierge.example", keySelector: "mail2026", privateKey: pem });
    expect(parseConfig({ ...PRODUCTION, ...DKIM, DKIM_PRIVATE_KEY: pem.trim().replaceAll("\n", "\\n") }).dkim?.privateKey).toBe(pem.trim());
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "dkim-")), "private.pem");
    fs.writeFileSync(file, pem);
    expect(parseConfig({ ...PRODUCTION, ...DKIM, DKIM_PRIVATE_KEY: undefined, DKIM_PRIVATE_KEY_FILE: file }).dkim?.privateKey).toBe(pem);
    // The key never sits among the plain settings.
    const config = parseConfig({ ...PRODUCTION, ...DKIM }) as unknown as Record<string, unknown>;
    expect(config.DKIM_PRIVATE_KEY).toBeUndefined();
  });

  it.each([
    ["DKIM_PRIVATE_KEY", { DKIM_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----" }],
    ["DKIM_PRIVATE_KEY", { DKIM_PRIVATE_KEY: generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString() }],
    ["DKIM_PRIVATE_KEY_FILE", { DKIM_PRIVATE_KEY: undefined, DKIM_PRIVATE_KEY_FILE: "/nonexistent/dkim.pem" }],
    ["DKIM_PRIVATE_KEY_FILE", { DKIM_PRIVATE_KEY: undefined, DKIM_PRIVATE_KEY_FILE: new URL(import.meta.url).pathname }],
    ["DKIM_SELECTOR", { DKIM_SELECTOR: undefined }],
    ["DKIM_DOMAIN", { DKIM_DOMAIN: undefined }],
    ["DKIM_PRIVATE_KEY", { DKIM_PRIVATE_KEY: undefined }],
  ])("refuses the start on one line naming %s", (variable, env) => {
    const message = refusal({ ...DKIM, ...env });
    expect(message).not.toContain("\n");
    expect(message).toMatch(new RegExp(`^Invalid configuration:\\s+${variable}[ :]`));
    // A refusal never prints the key.
    expect(message).not.toMatch(/not a key|MII/);
  });
});
