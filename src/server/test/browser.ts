import type { LightMyRequestResponse } from "fastify";
import type { TestContext } from "./app";

let nextIp = 0;
/** A distinct client address per call (10.77.x.y), so rate limits of one test never touch another's. */
export function uniqueIp(): string {
  nextIp += 1;
  return `10.77.${Math.floor(nextIp / 250) % 250}.${(nextIp % 250) + 1}`;
}

/**
 * A browser in a test: keeps the cookies the server sets (dropping expired ones), sends
 * them back with our Origin like a same-site fetch would, from its own client address.
 */
export function browser(ctx: TestContext, opts: { ip?: string; origin?: string | null } = {}) {
  const jar = new Map<string, string>();
  const ip = opts.ip ?? uniqueIp();

  function keep(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === "";
      if (expired) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  }

  async function request(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const origin = opts.origin === undefined ? ctx.config.publicUrl : opts.origin;
    const res = await ctx.app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return keep(res);
  }

  return {
    ip,
    jar,
    get: (url: string, headers?: Record<string, string>) => request("GET", url, undefined, headers),
    post: (url: string, body?: unknown, headers?: Record<string, string>) => request("POST", url, body ?? {}, headers),
    put: (url: string, body: unknown, headers?: Record<string, string>) => request("PUT", url, body, headers),
    patch: (url: string, body: unknown, headers?: Record<string, string>) => request("PATCH", url, body, headers),
    cookieNames: () => [...jar.keys()],
  };
}

export type Browser = ReturnType<typeof browser>;

/**
 * A request as the site's page sends it: the site's origin, a fresh client address (no rate
 * limit carries over), and the session `cookie` when signed in.
 */
export const cookieCall =
  (ctx: TestContext) =>
  (method: "GET" | "POST" | "PATCH", url: string, cookie?: string, payload?: object): Promise<LightMyRequestResponse> =>
    ctx.app.inject({ method, url, payload, remoteAddress: uniqueIp(), headers: { origin: ctx.config.publicUrl, ...(cookie ? { cookie } : {}) } });
