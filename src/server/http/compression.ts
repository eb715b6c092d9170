import zlib from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * Compresses what we generate: JSON answers and the app's HTML (and any text asset built
 * without a precompressed twin; the built bundles are served as their .br/.gz files by
 * @fastify/static). Only these types: a user's document (PDF, image, Office file) is sent
 * as it is — a route streaming one should still declare `compress: false`.
 * Request bodies are never inflated: a small compressed upload must not expand in memory.
 */
const COMPRESSIBLE = /^(text\/(html|css|javascript)|application\/(json|javascript|manifest\+json)|image\/svg\+xml)(;|$)/;

export async function installCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ["br", "gzip"],
    customTypes: COMPRESSIBLE,
    threshold: 1024,
  });
}

/** Whether an Accept-Encoding header accepts `encoding` (present, and not with q=0). */
export function accepts(header: string | undefined, encoding: string): boolean {
  return (header ?? "").split(",").some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return name === encoding && (!q || Number(q.slice(2)) > 0);
  });
}

/**
 * The app's index.html, compressed once (the not-found handler that serves it is no route,
 * so the compression hook does not cover it): the best variant the browser accepts.
 */
export function compressedPage(html: string) {
  const plain = Buffer.from(html);
  const variants = [
    { encoding: "br", data: zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }) },
    { encoding: "gzip", data: zlib.gzipSync(plain, { level: 9 }) },
  ];
  return (req: FastifyRequest, reply: FastifyReply) => {
    reply.header("Vary", "Accept-Encoding");
    const variant = variants.find((v) => accepts(req.headers["accept-encoding"], v.encoding));
    if (!variant) return reply.send(plain);
    return reply.header("Content-Encoding", variant.encoding).send(variant.data);
  };
}
