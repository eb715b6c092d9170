import type { FastifyReply, FastifyRequest } from "fastify";
import { CLIENT_IP_HEADER } from "./names";

/**
 * The request's headers for Better Auth. The client-IP header is always ours (from
 * req.ip, which honours TRUST_PROXY), never the client's.
 */
export function fetchHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  headers.set(CLIENT_IP_HEADER, req.ip);
  return headers;
}

/** A Fetch Request for Better Auth, at our public URL (`path`: a POST there; `url`: this request's method there), with a JSON body when given. */
export function fetchRequest(req: FastifyRequest, publicUrl: string, opts: { path?: string; url?: string; body?: string } = {}): Request {
  const headers = fetchHeaders(req);
  const method = opts.path ? "POST" : req.method;
  if (opts.body !== undefined) {
    headers.set("content-type", "application/json");
    headers.delete("content-length");
  }
  const hasBody = method !== "GET" && method !== "HEAD" && opts.body !== undefined;
  return new Request(new URL(opts.path ?? opts.url ?? req.url, publicUrl), { method, headers, body: hasBody ? opts.body : undefined });
}

const SKIPPED_HEADERS = new Set(["set-cookie", "content-length", "transfer-encoding", "connection", "content-encoding"]);

/** Copies status and headers, every Set-Cookie included (a comma-joined one would lose cookies). */
export function copyResponseHead(reply: FastifyReply, response: Response): void {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (!SKIPPED_HEADERS.has(name)) reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
}

export async function readJson(response: Response): Promise<Record<string, unknown> | undefined> {
  if (!response.headers.get("content-type")?.includes("application/json")) return undefined;
  try {
    const value: unknown = await response.clone().json();
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
