import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { openStream } from "../../test/sse";
import { freePort, spawnMain, tempDataDir, waitForHealth } from "../../test/spawn-main";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DB === "postgres")("the real server with open notification streams", () => {
  it("stops on SIGTERM at once, ending the streams, instead of waiting for the 10 s deadline", async () => {
    const port = await freePort();
    const dir = tempDataDir();
    dirs.push(dir);
    const email = "admin@shutdown.test";
    const password = "Shutdown-test-password-2026";
    const main = spawnMain({ DATA_DIR: dir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info", ADMIN_EMAIL: email, ADMIN_PASSWORD: password, NODE_ENV: "development" }, { compiled: true });
    try {
      await waitForHealth(main, port);
      const base = `http://127.0.0.1:${port}`;
      const signIn = await fetch(`${base}/api/admin/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({ email, password }),
      });
      expect(signIn.status, await signIn.clone().text()).toBe(200);
      const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
      const streams = await Promise.all([openStream(base, cookie), openStream(base, cookie)]);
      for (const s of streams) expect((await s.next())?.event).toBe("ready");

      const started = Date.now();
      main.child.kill("SIGTERM");
      expect(await main.exited).toBe(0);
      for (const s of streams) expect(await s.next()).toBeNull();
      // The deadline would exit non-zero after 10 s; this is the orderly path.
      expect(Date.now() - started).toBeLessThan(8_000);
      expect(main.output()).not.toContain("did not finish");
    } finally {
      if (main.child.exitCode === null) main.child.kill("SIGKILL");
    }
  }, 120_000);
});
