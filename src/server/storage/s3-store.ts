import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { BlobStore } from "./blob-store";

export type S3StoreOptions = {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Another S3-compatible service (MinIO, R2, Ceph…); unset: AWS itself. */
  endpoint?: string;
  /** Addresses buckets as endpoint/bucket instead of bucket.endpoint (most self-hosted services want this). */
  forcePathStyle?: boolean;
  /** Folder inside the bucket every key goes under (several apps may share a bucket). */
  prefix?: string;
};

/** Multipart part size: at most this much (× queueSize) of an upload is ever held in memory. */
const PART_SIZE = 5 * 1024 * 1024;

const notFound = (err: unknown) =>
  err instanceof NoSuchKey || (err instanceof S3ServiceException && (err.name === "NoSuchKey" || err.$metadata.httpStatusCode === 404));

/**
 * Files in S3-compatible object storage (at scale). The bucket stays
 * private: a client never gets its address, every read goes through an authorised route.
 *
 * Checksums are sent only where S3 requires them: since 2025 the SDK adds CRC32 trailers in
 * `aws-chunked` bodies by default, which several S3-compatible services (and the local test
 * server) do not understand. TLS and S3's own MD5/ETag checks still guard the bytes.
 */
export function s3Store(options: S3StoreOptions): BlobStore & { client: S3Client; close(): void } {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = options.bucket;
  const keyOf = (key: string) => `${options.prefix ? `${options.prefix.replace(/\/$/, "")}/` : ""}${key}`;

  async function getStream(key: string): Promise<Readable | null> {
    try {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
      return res.Body instanceof Readable ? res.Body : Readable.from(res.Body as AsyncIterable<Uint8Array>);
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  return {
    client,
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: data, ContentLength: data.length }));
    },
    async putStream(key, data) {
      // Multipart: parts of PART_SIZE go up as they fill, so memory stays bounded whatever
      // the size. The object exists only after CompleteMultipartUpload; a failed stream
      // aborts the upload (leavePartsOnError: false), which discards the parts sent so far.
      const upload = new Upload({
        client,
        params: { Bucket, Key: keyOf(key), Body: data },
        partSize: PART_SIZE,
        queueSize: 2,
        leavePartsOnError: false,
      });
      // The SDK reads the stream itself and, when it fails, aborts the multipart upload before
      // done() rejects (upload.abort() would not wait for that). Ours is the error to rethrow.
      let streamError: unknown;
      const onError = (err: unknown) => {
        streamError ??= err;
      };
      data.on("error", onError);
      try {
        await upload.done();
      } catch (err) {
        throw streamError ?? err;
      } finally {
        data.off("error", onError);
      }
      if (streamError) {
        // The stream failed after its last byte was handed over: the object must not stay.
        await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) })).catch(() => {});
        throw streamError;
      }
    },
    async get(key) {
      const stream = await getStream(key);
      if (!stream) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    getStream,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    close() {
      client.destroy();
    },
  };
}
