import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Headers of the inner server's answer that belong to its own connection, not to ours. */
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "date"]);

/**
 * The API description at /api/docs/json and /api/docs/yaml (@fastify/swagger makes it from the
 * routes, so it is registered at start), and Swagger UI at /api/docs. The UI's plugin and its
 * static files load with the first visit to /api/docs, in a Fastify of their own that this one
 * asks through inject: a server nobody reads the docs of never loads them.
 */
export function apiDocsRoutes(app: FastifyInstance) {
  app.get("/api/docs/json", { schema: { hide: true } }, async () => app.swagger());
  app.get("/api/docs/yaml", { schema: { hide: true } }, async (_req, reply) => reply.type("application/x-yaml").send(app.swagger({ yaml: true })));

  let ui: Promise<FastifyInstance> | undefined;
  const loadUi = async () => {
    const [{ default: Fastify }, { fastifySwaggerUi }] = await Promise.all([import("fastify"), import("@fastify/swagger-ui")]);
    const inner = Fastify();
    inner.decorate("swagger", ((opts?: { yaml?: boolean }) => app.swagger(opts as { yaml: true })) as FastifyInstance["swagger"]);
    // Called from a plugin of ours: registered as it is, the plugin asks for @fastify/swagger on
    // the same instance (fastify-plugin's dependency check), and here the description comes from the outer one.
    // Its function is async (typed as taking a callback, which it never calls).
    const plugin = fastifySwaggerUi as unknown as (scope: FastifyInstance, opts: { routePrefix: string }) => Promise<void>;
    await inner.register(async (scope) => plugin(scope, { routePrefix: "/api/docs" }));
    await inner.ready();
    return inner;
  };
  const forward = async (req: FastifyRequest, reply: FastifyReply) => {
    ui ??= loadUi().catch((err: unknown) => {
      ui = undefined;
      throw err;
    });
    const res = await (await ui).inject({
      method: "GET",
      url: req.url,
      headers: { ...(req.headers["if-none-match"] ? { "if-none-match": req.headers["if-none-match"] } : {}), ...(req.headers["if-modified-since"] ? { "if-modified-since": req.headers["if-modified-since"] } : {}) },
    });
    for (const [name, value] of Object.entries(res.headers)) if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value);
    return reply.code(res.statusCode).send(res.rawPayload);
  };
  app.route({ method: "GET", url: "/api/docs", schema: { hide: true }, handler: forward });
  app.route({ method: "GET", url: "/api/docs/*", schema: { hide: true }, handler: forward });
}
