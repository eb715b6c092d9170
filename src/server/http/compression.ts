import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

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
