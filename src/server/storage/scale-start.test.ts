import { describe, expect, it } from "vitest";
import { startLocalS3 } from "../test/local-s3";
import { dataDirsRemovedAfterAll, freePort, spawnMain, waitForHealth } from "../test/spawn-main";
import { s3Env } from "../test/s3-env";

const s3 = await startLocalS3();
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const S3_ENV = s3Env(s3.options);

const dataDir = dataDirsRemovedAfterAll();

describe("main.ts with object storage and Redis", () => {
  it("S3_BUCKET without its keys stops the start, naming the missing variable", async () => {
    const { S3_SECRET_ACCESS_KEY: _, ...env } = S3_ENV;
    const main = spawnMain({ ...env, DATA_DIR: dataDir(), PORT: String(await freePort()) }, { compiled: true });
    expect(await main.exited).toBe(1);
    expect(main.output().trim()).toBe("Invalid configuration: S3_SECRET_ACCESS_KEY is required with S3_BUCKET (see .env.example)");
  }, 90_000);

  it("starts with files in the bucket and limits in Redis, and says so", async () => {
    const port = await freePort();
    const main = spawnMain({ ...S3_ENV, REDIS_URL, DATA_DIR: dataDir(), PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info" }, { compiled: true });
    try {
      await waitForHealth(main, port);
      expect(main.output()).toContain(`files: s3 bucket ${s3.options.bucket}, limits: redis`);
    } finally {
      main.child.kill("SIGTERM");
    }
    expect(await main.exited).toBe(0);
  }, 240_000);
});
