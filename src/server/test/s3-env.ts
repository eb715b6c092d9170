import type { S3StoreOptions } from "../storage/s3-store";

/** The variables that make a spawned server keep its files in this bucket (README "Configuration"). */
export function s3Env(o: S3StoreOptions): Record<string, string> {
  return {
    S3_BUCKET: o.bucket,
    S3_ENDPOINT: o.endpoint ?? "",
    S3_REGION: o.region,
    S3_ACCESS_KEY_ID: o.accessKeyId,
    S3_SECRET_ACCESS_KEY: o.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
  };
}
