import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../config";

const S3 = { S3_BUCKET: "concierge-files", S3_REGION: "eu-central-1", S3_ACCESS_KEY_ID: "AKIAEXAMPLE", S3_SECRET_ACCESS_KEY: "secret" };

function errorOf(env: Record<string, string | undefined>): string {
  try {
    parseConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error("expected a configuration error");
}

describe("S3 configuration (all or nothing)", () => {
  it("no S3 variable: files on local disk", () => {
    expect(parseConfig({}).s3).toBeNull();
  });

  it("a complete bucket configuration", () => {
    const config = parseConfig({ ...S3, S3_ENDPOINT: "https://s3.example", S3_FORCE_PATH_STYLE: "true", S3_PREFIX: "concierge/" });
    expect(config.s3).toEqual({
      bucket: "concierge-files",
      region: "eu-central-1",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "secret",
      endpoint: "https://s3.example",
      forcePathStyle: true,
      prefix: "concierge/",
    });
  });

  it.each(["S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"])("S3_BUCKET without %s stops the start, naming it", (variable) => {
    expect(errorOf({ ...S3, [variable]: undefined })).toMatch(new RegExp(`^Invalid configuration: ${variable} is required with S3_BUCKET`));
  });

  it("keys or an endpoint without S3_BUCKET name S3_BUCKET", () => {
    expect(errorOf({ ...S3, S3_BUCKET: undefined })).toMatch(/^Invalid configuration: S3_BUCKET is required with S3_REGION/);
    expect(errorOf({ S3_ENDPOINT: "https://s3.example" })).toMatch(/^Invalid configuration: S3_BUCKET is required with S3_ENDPOINT/);
  });

  it("a bad bucket name or REDIS_URL names the variable", () => {
    expect(errorOf({ ...S3, S3_BUCKET: "Not A Bucket" })).toContain("S3_BUCKET");
    expect(errorOf({ REDIS_URL: "http://127.0.0.1:6379" })).toContain("REDIS_URL");
    expect(parseConfig({ REDIS_URL: "redis://127.0.0.1:6379" }).REDIS_URL).toBe("redis://127.0.0.1:6379");
  });
});
