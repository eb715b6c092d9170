import type { Auth, AuthDeps } from "./auth";

/**
 * The app's Better Auth, loaded and built on the first request that needs it (a sign-in, an
 * /api/auth call, the first request carrying a session cookie) rather than at start: Better Auth
 * and what it brings (Kysely, jose, its endpoints' schemas) are a large part of the server's code,
 * and a start, a health check or a visitor's page needs none of it. In the compiled server,
 * auth.ts is a module of its own (scripts/build-server.mjs splits what is imported on demand).
 */
export type AppAuth = {
  /** Better Auth's fetch handler (/api/auth/*). */
  handler(request: Request): Promise<Response>;
  /** Better Auth's context: its secret, cookies and adapter. */
  readonly $context: Auth["$context"];
  /** The endpoints, once `loaded()` has resolved (the security suites walk them); throws before. */
  readonly api: Auth["api"];
  loaded(): Promise<Auth>;
};

export function lazyAuth(deps: AuthDeps): AppAuth {
  let built: Auth | undefined;
  let loading: Promise<Auth> | undefined;
  const loaded = () =>
    (loading ??= import("./auth").then(({ createAuth }) => {
      built = createAuth(deps);
      return built;
    }));
  return {
    handler: async (request) => (await loaded()).handler(request),
    get $context() {
      return loaded().then((auth) => auth.$context);
    },
    get api() {
      if (!built) throw new Error("Better Auth is not loaded yet: await app.auth.loaded() first");
      return built.api;
    },
    loaded,
  };
}
