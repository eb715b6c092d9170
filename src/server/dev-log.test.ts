import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { devMessage, startBanner } from "./dev-log";
import { freePort, spawnMain, tempDataDir, waitForHealth } from "./test/spawn-main";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe("the development log", () => {
  it("writes a request as method, URL, status and time; any other entry as its message", () => {
    const request = { req: { method: "GET", url: "/pricing?token=[redacted]" }, res: { statusCode: 200 }, responseTime: 3.6, msg: "request completed" };
    expect(devMessage(request, "msg", "info", { colors: {} as never })).toBe("GET /pricing?token=[redacted] 200 4 ms");
    expect(devMessage({ msg: "SIGTERM: shutting down" }, "msg", "info", { colors: {} as never })).toBe("SIGTERM: shutting down");
  });

  it("ends a start with the address, a generated password only when there is one, and the mailbox", () => {
    const first = startBanner({ url: "http://localhost:3000", details: "database: pglite", admin: { email: "admin@concierge.localhost", password: "pw-123" }, mailbox: "http://localhost:3000/dev/mailbox" });
    expect(first).toContain("│ Concierge is running at http://localhost:3000\n");
    expect(first).toContain("│ Administrator: admin@concierge.localhost\n│ Password:      pw-123\n");
    expect(first).toContain("│ Dev mailbox:   http://localhost:3000/dev/mailbox\n");
    const later = startBanner({ url: "http://localhost:3000", details: "database: pglite" });
    expect(later).not.toMatch(/Administrator|Password|mailbox/);
  });

  it("a first development start reads as text: one line per request, then one block with the password", async () => {
    const dir = tempDataDir();
    dirs.push(dir);
    const port = await freePort();
    const main = spawnMain({ DATA_DIR: dir, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "development", LOG_LEVEL: "info" }, { compiled: true });
    try {
      await waitForHealth(main, port);
      await fetch(`http://127.0.0.1:${port}/api/auth/verify-email?token=tok-SECRET-1`, { headers: { cookie: "concierge.session_token=cookie-SECRET-2" } });
      const url = `http://localhost:${port}`;
      // The block comes after the server listens; the health checks may come before it.
      await expect.poll(() => main.output()).toContain("verify-email");
      const out = main.output();
      const password = /│ Password: +(\S+)/.exec(out)?.[1];
      expect(password, out).toBeTruthy();
      expect(out).toContain(`│ Concierge is running at ${url}\n`);
      expect(out).toContain("│ Administrator: admin@concierge.localhost\n");
      expect(out).toContain(`│ Dev mailbox:   ${url}/dev/mailbox\n`);
      // Shown once, in the block: not again as a log line.
      expect(out.split(password!).length - 1).toBe(1);
      expect(out).not.toMatch(/^\{/m);
      expect(out).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/auth\/verify-email\?token=\[redacted\] \d{3} \d+ ms$/m);
      expect(out).not.toContain("incoming request");
      expect(out).not.toMatch(/SECRET/);
    } finally {
      main.child.kill("SIGTERM");
      await main.exited;
    }
  }, 180_000);
});
