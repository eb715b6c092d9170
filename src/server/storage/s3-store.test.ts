import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../core/upload";
import { setupTestApp } from "../test/app";
import { createMember } from "../test/factories";
import { startLocalS3 } from "../test/local-s3";
import { FILES } from "../test/payments";
import { apiAs } from "../test/tasks";
import { newBlobKey } from "./blob-store";

const s3 = await startLocalS3();
const store = s3.store();
// The whole app over the same bucket (main.ts builds it this way when S3_BUCKET is set).
const ctx = await setupTestApp({ storage: s3.store() });
const MB = 1024 * 1024;
const key = () => newBlobKey("test", "bin", new Date());

const keysInBucket = async () => s3.objectKeys();

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

/** `total` bytes of a repeatable pattern, produced only as they are read; counts what was pulled. */
function generated(total: number, opts: { failAfter?: number; onPull?: (pulled: number) => void } = {}) {
  const state = { pulled: 0 };
  let sent = 0;
  const stream = new Readable({
    read() {
      if (opts.failAfter !== undefined && sent >= opts.failAfter) return this.destroy(new Error("client went away"));
      if (sent >= total) return this.push(null);
      const size = Math.min(64 * 1024, total - sent);
      const chunk = Buffer.alloc(size, (sent / (64 * 1024)) % 251);
      sent += size;
      state.pulled = sent;
      opts.onPull?.(sent);
      this.push(chunk);
    },
  });
  return { stream, state };
}

function sha256Of(total: number): string {
  const h = createHash("sha256");
  for (let sent = 0; sent < total; sent += 64 * 1024) h.update(Buffer.alloc(Math.min(64 * 1024, total - sent), (sent / (64 * 1024)) % 251));
  return h.digest("hex");
}

describe("s3Store against a local S3-compatible server", () => {
  it("put, get, getStream and delete; a missing key is null", async () => {
    const k = key();
    await store.put(k, FILES.pdf);
    expect(await store.get(k)).toEqual(FILES.pdf);
    expect(await readAll((await store.getStream(k))!)).toEqual(FILES.pdf);
    expect(await keysInBucket()).toContain(k);
    await store.delete(k);
    expect(await store.get(k)).toBeNull();
    expect(await store.getStream(k)).toBeNull();
    expect(await keysInBucket()).not.toContain(k);
    await store.delete(k); // deleting twice is fine, as on disk
  });

  it("putStream stores a small stream whole", async () => {
    const k = key();
    await store.putStream(k, Readable.from([Buffer.from("Договор "), Buffer.from("за наем")]));
    expect((await store.get(k))!.toString()).toBe("Договор за наем");
  });

  it("a stream that fails leaves no object and rethrows its error (small, and past the first multipart part)", async () => {
    for (const failAfter of [100 * 1024, 12 * MB]) {
      const k = key();
      const before = s3.requests.length;
      const { stream } = generated(40 * MB, { failAfter });
      await expect(store.putStream(k, stream)).rejects.toThrow("client went away");
      expect(await store.get(k)).toBeNull();
      expect(await keysInBucket()).not.toContain(k);
      const made = s3.requests.slice(before).map((r) => `${r.method} ${r.url.includes("uploadId") ? "part" : r.url.includes("uploads") ? "create" : "object"}`);
      if (failAfter > 5 * MB) {
        // Parts had gone up: the multipart upload was aborted (the service then discards them) and never completed.
        expect(made).toContain("PUT part");
        expect(made).toContain("DELETE part");
        expect(made).not.toContain("POST part");
      } else {
        expect(made.filter((m) => m !== "GET object")).toEqual([]);
      }
    }
  });

  it("streams a 64 MB upload with bounded memory, and reads it back as a stream", async () => {
    const total = 64 * MB;
    const k = key();
    const start = s3.bytesReceived();
    // Bytes read from the source but not yet at the server: what the store holds at any moment.
    let maxHeld = 0;
    const { stream } = generated(total, {
      onPull: (pulled) => {
        maxHeld = Math.max(maxHeld, pulled - (s3.bytesReceived() - start));
      },
    });
    await store.putStream(k, stream);
    expect(s3.bytesReceived() - start).toBeGreaterThanOrEqual(total);
    // Two 5 MB parts in flight plus the one filling: never the whole file.
    expect(maxHeld).toBeGreaterThan(0);
    expect(maxHeld).toBeLessThan(20 * MB);

    const back = (await store.getStream(k))!;
    const hash = createHash("sha256");
    let size = 0;
    for await (const c of back) {
      hash.update(c);
      size += c.length;
    }
    expect(size).toBe(total);
    expect(hash.digest("hex")).toBe(sha256Of(total));
    await store.delete(k);
  });

  it("keys live under the configured prefix", async () => {
    const prefixed = s3.store({ prefix: "tenant-a/" });
    const k = key();
    await prefixed.put(k, FILES.text);
    expect(await keysInBucket()).toContain(`tenant-a/${k}`);
    expect(await prefixed.get(k)).toEqual(FILES.text);
    expect(await store.get(k)).toBeNull();
  });
});

describe("the app with its files in S3", () => {
  it("a member uploads a document through the API and downloads it, with the access log", async () => {
    const maria = await apiAs(ctx, await createMember(ctx));
    const task = await maria.submit({}, false);
    const up = await maria.upload(`/api/tasks/${task.id}/documents`, FILES.pdf, "passport.pdf");
    expect(up.statusCode, up.body).toBe(201);
    const id = up.json().id;
    const row = await ctx.db.query.documents.findFirst({ where: (d, { eq }) => eq(d.id, id) });
    expect(await keysInBucket()).toContain(row!.storageKey);

    const dl = await maria.get(`/api/documents/${id}/download`);
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload).toEqual(FILES.pdf);
    expect(dl.headers["content-disposition"]).toContain("attachment");
    expect(dl.headers["x-content-type-options"]).toBe("nosniff");
    expect(dl.headers["cache-control"]).toBe("private, no-store");

    const other = await apiAs(ctx, await createMember(ctx));
    expect((await other.get(`/api/documents/${id}/download`)).statusCode).toBe(404);

    const log = await ctx.db.query.documentAccessLog.findMany({ where: (l, { eq }) => eq(l.documentId, id) });
    expect(log.map((e) => e.action).sort()).toEqual(["download", "upload"]);
  });

  it("an oversized upload answers 413 and a disguised file 400, and neither leaves an object", async () => {
    const maria = await apiAs(ctx, await createMember(ctx));
    const before = s3.objectKeys().length;
    const big = await maria.upload("/api/documents/uploads", Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20), "big.pdf");
    expect(big.statusCode).toBe(413);
    const exe = await maria.upload("/api/documents/uploads", FILES.exe, "invoice.pdf");
    expect(exe.statusCode).toBe(400);
    expect(s3.objectKeys()).toHaveLength(before);
  });
});
