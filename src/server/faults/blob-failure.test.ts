import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { documents } from "../db/schema";
import { figures } from "../security/report";
import { type BlobStore, localDiskStore } from "../storage/blob-store";
import { setupTestApp, type TestContext } from "../test/app";
import { createMember } from "../test/factories";
import { startLocalS3 } from "../test/local-s3";
import { FILES } from "../test/payments";
import { apiAs } from "../test/tasks";
import { seconds } from "./drill";

/**
 * The file store fails during an upload. A full disk answers 507
 * (storage_full), an object store that goes away answers 503 (service_unavailable, with
 * Retry-After), both with the standard error body; neither leaves a half-written file nor a
 * document record, and uploads work again once the store is back.
 */
const f = figures("Fault drill: the file store fails during an upload");
afterAll(f.print);

/** A PDF of `bytes` (a real PDF head, then padding). */
const pdfOf = (bytes: number) => Buffer.concat([FILES.pdf, Buffer.alloc(bytes - FILES.pdf.length, 0x20)]);
const MB = 1024 * 1024;

/**
 * A 2 MB disk of its own: a tmpfs where the drill may mount one (root), else a store that
 * fails with the kernel's ENOSPC once 2 MB were written, leaving its partial file on the real disk.
 */
function smallDisk(): { dir: string; store: BlobStore; kind: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-full-disk-"));
  try {
    execFileSync(process.env.FAULTS_MOUNT ?? "mount", ["-t", "tmpfs", "-o", "size=2m,mode=0700", "tmpfs", dir], { stdio: "ignore" });
    afterAll(() => {
      execFileSync("umount", [dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    });
    return { dir, store: localDiskStore(dir), kind: "2 MB tmpfs" };
  } catch {
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    const disk = localDiskStore(dir);
    return {
      dir,
      kind: "ENOSPC after 2 MB (no tmpfs mount)",
      store: {
        ...disk,
        putStream(key, data) {
          async function* upToCapacity(source: AsyncIterable<Buffer>) {
            let written = 0;
            for await (const chunk of source) {
              written += chunk.length;
              if (written > 2 * MB) throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28, syscall: "write" });
              yield chunk;
            }
          }
          return disk.putStream(key, Readable.from(upToCapacity(data)));
        },
      },
    };
  }
}

/** Every file under `dir` (partial uploads included). */
const filesUnder = (dir: string) => (fs.readdirSync(dir, { recursive: true }) as string[]).filter((n) => fs.statSync(path.join(dir, n)).isFile());

const documentCount = async (ctx: TestContext, userId: string) =>
  (await ctx.db.select({ n: count() }).from(documents).where(eq(documents.userId, userId)))[0]!.n;

type ErrorBody = { error?: { code?: string; message?: string } };
const standard = (body: ErrorBody, code: string) => body.error?.code === code && (body.error.message?.length ?? 0) > 0;

/**
 * A TCP relay in front of the object store that can be made to fail: `cutAfter(bytes)` drops
 * the connection once that much of a request went through and then refuses every connection
 * (the store stopped in the middle of an upload); `restore()` lets connections through again.
 */
async function faultyRelay(target: URL) {
  let cutAt = Infinity;
  let cutWhenSeen = 0;
  const sockets = new Set<net.Socket>();
  let server: net.Server;
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port), target.hostname);
        sockets.add(client).add(upstream);
        let seen = 0;
        client.on("data", (chunk: Buffer) => {
          seen += chunk.length;
          if (seen > cutAt) {
            cutWhenSeen = seen;
            return stop();
          }
          upstream.write(chunk);
        });
        upstream.on("data", (chunk) => client.write(chunk));
        for (const s of [client, upstream]) {
          s.on("error", () => undefined);
          s.on("close", () => {
            client.destroy();
            upstream.destroy();
            sockets.delete(s);
          });
        }
      });
      server.listen(port, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port));
    });
  const stop = () => {
    server.close();
    for (const s of sockets) s.destroy();
  };
  const port = await listen(0);
  afterAll(stop);
  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** How much of the request had come through when the connection was cut (0: never cut). */
    cutWhenSeen: () => cutWhenSeen,
    cutAfter(bytes: number) {
      cutAt = bytes;
    },
    async restore() {
      cutAt = Infinity;
      await listen(port);
    },
  };
}

describe("a full disk during an upload", () => {
  it("answers 507 storage_full, leaves no file and no record, and takes uploads again after", async () => {
    const disk = smallDisk();
    const ctx = await setupTestApp({ storage: disk.store });
    const member = await createMember(ctx);
    const api = await apiAs(ctx, member);

    const res = await api.upload("/api/documents/uploads", pdfOf(3 * MB), "scan.pdf");
    const body = res.json() as ErrorBody;
    const left = filesUnder(disk.dir);
    const records = await documentCount(ctx, member.id);
    const small = await api.upload("/api/documents/uploads", pdfOf(64 * 1024), "passport.pdf");

    f.add({ check: `full disk (${disk.kind}), 3 MB upload: answer`, figure: `${res.statusCode} ${body.error?.code ?? ""}`, target: "507 storage_full", ok: res.statusCode === 507 && standard(body, "storage_full") });
    f.add({ check: "full disk: files left behind (partial included)", figure: left.length, target: "0", ok: left.length === 0 });
    f.add({ check: "full disk: document records written", figure: records, target: "0", ok: records === 0 });
    f.add({ check: "full disk: a 64 KB upload afterwards", figure: small.statusCode, target: "201 (the space was freed)", ok: small.statusCode === 201 });

    expect(res.statusCode, res.body).toBe(507);
    expect(standard(body, "storage_full"), res.body).toBe(true);
    expect(left).toEqual([]);
    expect(records).toBe(0);
    expect(small.statusCode, small.body).toBe(201);
  });
});

describe("the object store stopping during an upload", () => {
  it("answers 503 service_unavailable with Retry-After, writes no record, and recovers", async () => {
    const s3 = await startLocalS3();
    const relay = await faultyRelay(new URL(s3.options.endpoint!));
    const ctx = await setupTestApp({ storage: s3.store({ endpoint: relay.endpoint }) });
    const member = await createMember(ctx);
    const api = await apiAs(ctx, member);

    const before = await api.upload("/api/documents/uploads", pdfOf(256 * 1024), "before.pdf");
    expect(before.statusCode, before.body).toBe(201);
    const objectsBefore = s3.objectKeys().length;

    // Cut 100 KB into the 1 MB upload; from then on the store refuses connections.
    relay.cutAfter(100 * 1024);
    const started = performance.now();
    const cut = await api.upload("/api/documents/uploads", pdfOf(MB), "cut.pdf");
    const cutMs = performance.now() - started;
    const cutBody = cut.json() as ErrorBody;
    const down = await api.upload("/api/documents/uploads", pdfOf(64 * 1024), "down.pdf");
    const downBody = down.json() as ErrorBody;
    const records = await documentCount(ctx, member.id);
    const objects = s3.objectKeys().length - objectsBefore;

    await relay.restore();
    const after = await api.upload("/api/documents/uploads", pdfOf(64 * 1024), "after.pdf");

    const ok503 = (r: typeof cut, b: ErrorBody) => r.statusCode === 503 && standard(b, "service_unavailable") && Number(r.headers["retry-after"]) > 0;
    f.add({ check: "S3 stopped 100 KB into a 1 MB upload: answer", figure: `${cut.statusCode} ${cutBody.error?.code ?? ""}`, target: "503 service_unavailable + Retry-After", ok: ok503(cut, cutBody) });
    f.add({ check: "… request bytes through when the store went away", figure: `${Math.round(relay.cutWhenSeen() / 1024)} KB of 1024 KB`, target: "mid-upload", ok: relay.cutWhenSeen() > 0 && relay.cutWhenSeen() < MB });
    f.add({ check: "… answered within", figure: seconds(cutMs), target: "< 10 s", ok: cutMs < 10_000 });
    f.add({ check: "S3 down: next upload's answer", figure: `${down.statusCode} ${downBody.error?.code ?? ""}`, target: "503 service_unavailable + Retry-After", ok: ok503(down, downBody) });
    f.add({ check: "S3 failures: document records written", figure: records - 1, target: "0", ok: records === 1 });
    f.add({ check: "S3 failures: objects left in the bucket", figure: objects, target: "0", ok: objects === 0 });
    f.add({ check: "S3 back: upload", figure: after.statusCode, target: "201", ok: after.statusCode === 201 });

    expect(relay.cutWhenSeen()).toBeGreaterThan(0);
    expect(relay.cutWhenSeen()).toBeLessThan(MB);
    expect(ok503(cut, cutBody), cut.body).toBe(true);
    expect(cutMs).toBeLessThan(10_000);
    expect(ok503(down, downBody), down.body).toBe(true);
    expect(records).toBe(1);
    expect(objects).toBe(0);
    expect(after.statusCode, after.body).toBe(201);
  });
});
