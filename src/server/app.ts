import fs from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance, type RouteOptions, type FastifyBaseLogger, type RawServerDefault } from "fastify";
import type { IncomingMessage, ServerResponse } from "node:http";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { type ActorResolver, installAccessHook } from "./http/access";
import { errorBody, installErrorHandler } from "./http/errors";
import { healthRoutes } from "./features/health/routes";
import { contactRoutes } from "./features/contact/routes";
import { newsletterRoutes } from "./features/newsletter/routes";
import { devMailboxRoutes } from "./features/dev-mailbox/routes";

/** Everything the app needs from outside; tests pass their own (STYLE: front door). */
export type AppDeps = {
  config: Config;
  db: Db;
  dbKind: "pglite" | "postgres";
  clock: Clock;
  /** Finds the signed-in user of a request; the accounts feature supplies it. */
  resolveActor?: ActorResolver;
  /** Folder of the built web app; served when it exists. */
  webDir?: string;
  logger?: boolean | object;
};

export type AppInstance = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider> & {
  deps: AppDeps;
};

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every route with the access it declares (a test fails on any without). */
    routeTable(): { method: string; url: string; access: string | undefined }[];
  }
}

/** Routes registered inside this plugin (docs, static files) are public assets. */
function publicAssets(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    route.config = { ...(route.config as object), access: "public" } as typeof route.config;
  });
}

export async function buildApp(deps: AppDeps): Promise<AppInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 64 * 1024,
    trustProxy: deps.config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>() as AppInstance;
  app.decorate("deps", deps);
  const routes: RouteOptions[] = [];
  app.addHook("onRoute", (route) => void routes.push(route));
  app.decorate("routeTable", () =>
    routes.map((r) => ({ method: String(r.method), url: r.url, access: (r.config as { access?: string } | undefined)?.access })),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON (and, per route, uploads) is accepted: any other type answers 415.
  app.removeContentTypeParser("text/plain");
  installErrorHandler(app);
  installAccessHook(app, deps.resolveActor ?? (async () => null));

  await app.register(fastifySwagger, {
    openapi: { info: { title: "Concierge API", version: "1" } },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    publicAssets(docs);
    await docs.register(fastifySwaggerUi, { routePrefix: "/api/docs" });
  });

  await app.register(healthRoutes);
  await app.register(contactRoutes);
  await app.register(newsletterRoutes);
  if (deps.config.devMailbox) await app.register(devMailboxRoutes);

  const indexHtml = deps.webDir ? path.join(deps.webDir, "index.html") : undefined;
  const hasWeb = indexHtml !== undefined && fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(async (web) => {
      publicAssets(web);
      await web.register(fastifyStatic, {
        root: deps.webDir!,
        wildcard: false,
        index: false,
        setHeaders(res, filePath) {
          // Hashed bundles never change; everything else is revalidated.
          res.header("Cache-Control", filePath.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache");
        },
      });
    });
  }

  // Unknown /api paths answer JSON; any other GET is the app's (it shows its own 404 page).
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split("?")[0] ?? "";
    if (pathname.startsWith("/api/") || pathname === "/api" || !hasWeb || req.method !== "GET") {
      return reply.status(404).send(errorBody("not_found", "Not found"));
    }
    return reply.type("text/html").header("Cache-Control", "no-cache").sendFile("index.html");
  });

  app.addHook("onSend", async (_req, reply, payload) => {
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    reply.header("X-Frame-Options", "DENY");
    return payload;
  });

  return app;
}
