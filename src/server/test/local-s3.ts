import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { afterAll } from "vitest";
import S3rver from "@20minutes/s3rver";
import { type S3StoreOptions, s3Store } from "../storage/s3-store";

/**
 * A local S3-compatible server for a test file (docs/decisions/0003-local-s3-server.md),
 * reached through a small counting proxy: the test sees every request the store made and how
 * many body bytes have reached the server so far. Stopped and removed after the file's tests.
 */
export async function startLocalS3() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-s3-"));
  const bucket = "concierge-test";
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
  const { port: s3Port } = (await server.run()) as AddressInfo;

  const requests: { method: string; url: string }[] = [];
  let bytesReceived = 0;
  const proxy = http.createServer((req, res) => {
    requests.push({ method: req.method ?? "", url: req.url ?? "" });
    const upstream = http.request({ host: "127.0.0.1", port: s3Port, method: req.method, path: req.url, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on("error", () => res.destroy());
    const count = new Transform({
      transform(chunk: Buffer, _enc, done) {
        bytesReceived += chunk.length;
        done(null, chunk);
      },
    });
    req.pipe(count).pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  const options: S3StoreOptions = {
    bucket,
    region: "eu-central-1",
    endpoint,
    forcePathStyle: true,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  };
  const stores: ReturnType<typeof s3Store>[] = [];
  afterAll(async () => {
    for (const s of stores) s.close();
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    options,
    /** Every request the S3 clients made, in order. */
    requests,
    /**
     * The keys of every object in the bucket, read from the server's own folder (its listing
     * call rejects the current SDK's signature; the stores never list).
     */
    objectKeys(): string[] {
      const root = path.join(dir, bucket);
      const names = fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]) : [];
      return names.filter((n) => n.endsWith("._S3rver_object")).map((n) => n.slice(0, -"._S3rver_object".length).split(path.sep).join("/"));
    },
    /** Request body bytes that have reached the S3 server so far. */
    bytesReceived: () => bytesReceived,
    store(extra: Partial<S3StoreOptions> = {}) {
      const s = s3Store({ ...options, ...extra });
      stores.push(s);
      return s;
    },
  };
}
