import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { S3Config } from "../config";
import { BackupError } from "./errors";

/**
 * Where backups go: a folder, or a prefix in an S3 bucket. A backup is written in progress and
 * becomes good only by `seal`, after it was verified: a folder is renamed from `<name>.partial`
 * to `<name>`; in S3 a `GOOD` object is written last. Anything unsealed is incomplete, never good.
 */
export interface BackupTarget {
  /** The folder's path, or s3://bucket/prefix. */
  label: string;
  /** Writes one object of backup `name`; resolves with the bytes written. */
  write(name: string, rel: string, data: Readable): Promise<number>;
  /** Reads one object of backup `name`, sealed or in progress. */
  read(name: string, rel: string): Promise<Readable>;
  seal(name: string): Promise<void>;
  list(): Promise<{ name: string; sealed: boolean }[]>;
  remove(name: string): Promise<void>;
  close(): void;
}

const PARTIAL = ".partial";

/** Counts what passes through. */
function counter(): Transform & { bytes: number } {
  const t = new Transform({
    transform(chunk: Buffer, _e, done) {
      t.bytes += chunk.length;
      done(null, chunk);
    },
  }) as Transform & { bytes: number };
  t.bytes = 0;
  return t;
}

export function folderTarget(root: string): BackupTarget {
  const sealedDir = (name: string) => path.join(root, name);
  const partialDir = (name: string) => path.join(root, name + PARTIAL);
  return {
    label: root,
    async write(name, rel, data) {
      const file = path.join(partialDir(name), rel);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const count = counter();
      await pipeline(data, count, createWriteStream(file, { flags: "wx", mode: 0o600 }));
      return count.bytes;
    },
    async read(name, rel) {
      for (const dir of [sealedDir(name), partialDir(name)]) {
        const handle = await fs.open(path.join(dir, rel), "r").catch((err: NodeJS.ErrnoException) => {
          if (err.code === "ENOENT") return null;
          throw err;
        });
        if (handle) return handle.createReadStream();
      }
      throw new BackupError(`the backup ${name} has no ${rel} (truncated or not a backup)`);
    },
    async seal(name) {
      await fs.rename(partialDir(name), sealedDir(name));
    },
    async list() {
      const entries = await fs.readdir(root, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
        if (err.code === "ENOENT") return [];
        throw err;
      });
      return entries
        .filter((e) => e.isDirectory())
        .map((e) => (e.name.endsWith(PARTIAL) ? { name: e.name.slice(0, -PARTIAL.length), sealed: false } : { name: e.name, sealed: true }));
    },
    async remove(name) {
      await fs.rm(partialDir(name), { recursive: true, force: true });
      await fs.rm(sealedDir(name), { recursive: true, force: true });
    },
    close() {},
  };
}

/** A backup folder given by path (for restore): its parent is the target, its name the backup. */
export async function backupAtPath(dir: string): Promise<{ target: BackupTarget; name: string }> {
  const resolved = path.resolve(dir);
  if (resolved.endsWith(PARTIAL)) throw new BackupError(`${resolved} is an incomplete backup (.partial): it was never verified; pick a sealed one`);
  const stat = await fs.stat(resolved).catch(() => null);
  if (!stat?.isDirectory()) throw new BackupError(`${resolved} is not a backup folder`);
  return { target: folderTarget(path.dirname(resolved)), name: path.basename(resolved) };
}

export async function s3Target(cfg: S3Config): Promise<BackupTarget> {
  const { S3Client, GetObjectCommand, ListObjectsV2Command, DeleteObjectsCommand, PutObjectCommand } = await import("@aws-sdk/client-s3");
  const { Upload } = await import("@aws-sdk/lib-storage");
  const client = new S3Client({
    region: cfg.region,
    endpoint: cfg.endpoint,
    forcePathStyle: cfg.forcePathStyle,
    credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = cfg.bucket;
  const base = cfg.prefix ? `${cfg.prefix.replace(/\/$/, "")}/` : "";
  const keyOf = (name: string, rel: string) => `${base}${name}/${rel}`;
  async function keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const res = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
      for (const o of res.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }
  return {
    label: `s3://${Bucket}/${base}`,
    async write(name, rel, data) {
      const count = counter();
      const upload = new Upload({ client, params: { Bucket, Key: keyOf(name, rel), Body: data.pipe(count) }, partSize: 8 * 1024 * 1024, queueSize: 2, leavePartsOnError: false });
      let streamError: unknown;
      data.on("error", (err) => (streamError ??= err));
      try {
        await upload.done();
      } catch (err) {
        throw streamError ?? err;
      }
      return count.bytes;
    },
    async read(name, rel) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name, rel) }));
        return res.Body instanceof Readable ? res.Body : Readable.from(res.Body as AsyncIterable<Uint8Array>);
      } catch (err) {
        if ((err as { name?: string }).name === "NoSuchKey") throw new BackupError(`the backup ${name} has no ${rel} (truncated or not a backup)`);
        throw err;
      }
    },
    async seal(name) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(name, "GOOD"), Body: "verified\n" }));
    },
    async list() {
      const byName = new Map<string, boolean>();
      for (const key of await keysUnder(base)) {
        const [name, rel] = [key.slice(base.length).split("/")[0]!, key.slice(base.length).split("/").slice(1).join("/")];
        byName.set(name, (byName.get(name) ?? false) || rel === "GOOD");
      }
      return [...byName].map(([name, sealed]) => ({ name, sealed }));
    },
    async remove(name) {
      const keys = await keysUnder(`${base}${name}/`);
      // The GOOD marker first, so a removal cut short never leaves a "good" backup with holes.
      keys.sort((a, b) => Number(b.endsWith("/GOOD")) - Number(a.endsWith("/GOOD")));
      for (let i = 0; i < keys.length; i += 1000) {
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })) } }));
      }
    },
    close: () => client.destroy(),
  };
}
