import { msg } from "../../core/i18n/messages/message";
import type { IncomingMessage, ServerResponse } from "node:http";
import type {
  ContextConfigDefault,
  FastifySchema,
  HTTPMethods,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptionsWithHandler,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Route } from "../../core/contract";
import type { Access, Actor } from "./access";
import { HttpError, type Said } from "./errors";
import type { AppInstance } from "./types";

/** Fastify's own options and handler for a route with schema `S` (zod, through fastify-type-provider-zod). */
type FastifyRoute<S extends FastifySchema> = RouteShorthandOptionsWithHandler<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

type FastifyHandler<S extends FastifySchema> = FastifyRoute<S>["handler"];

/** Who a handler acts for: a member or admin route always has someone (the access hook refused everyone else). */
export type ActorOf<A extends Access> = A extends "public" ? Actor | null : Actor;

/** Fastify's request for schema `S` (params, query and body inferred from it), with the actor narrowed by access. */
export type RouteRequest<S extends FastifySchema, A extends Access> = Omit<Parameters<FastifyHandler<S>>[0], "actor"> & {
  actor: ActorOf<A>;
};

/** Fastify's own route options, with `access` (required) and the route's 401 / 403 words beside them. */
export type RouteOptions<S extends FastifySchema, A extends Access> = Omit<FastifyRoute<S>, "handler"> & {
  /** Who may call the route; the access hook (http/access.ts) enforces it before anything else runs. */
  access: A;
  /** The route's own words for 401 / 403 (e.g. 'You must be logged in to submit a task'). */
  deniedMessages?: { unauthenticated?: Said; forbidden?: Said };
};

/** The handler: Fastify's reply, and the return type its response schema allows. */
export type RouteHandler<S extends FastifySchema, A extends Access> = (
  req: RouteRequest<S, A>,
  reply: Parameters<FastifyHandler<S>>[1],
) => ReturnType<FastifyHandler<S>>;

/** Fastify's schema for a contract route: its params, query, body and (JSON) response. */
type SchemaOf<R extends Route> = {
  params: R["params"];
  querystring: R["query"];
  body: R["body"];
  response: R["response"] extends "file" ? undefined : R["response"];
};

/** A contract route's own options: Fastify's, less what the contract states (url, method, schema, access). */
type ContractRouteOptions<R extends Route> = Omit<RouteOptions<SchemaOf<R>, R["access"]>, "access" | "schema">;

type DeclareFrom = <const R extends Route>(route: R, options: ContractRouteOptions<R>, handler: RouteHandler<SchemaOf<R>, R["access"]>) => void;

type Declare = <const S extends FastifySchema = FastifySchema, const A extends Access = Access>(
  url: string,
  options: RouteOptions<S, A>,
  handler: RouteHandler<S, A>,
) => void;

/**
 * The one way a route file declares its routes (docs/decisions/0016-typed-routes.md): `access` is
 * required, and a `member` or `admin` handler gets `req.actor` typed `Actor`, never null, so no
 * handler checks sign-in again or asserts the actor non-null.
 *
 * An API route comes from its feature's contract (docs/decisions/0017-contracts.md), which states
 * its method, path, access and schemas; the route file adds only what the server alone knows:
 *
 * ```ts
 * const route = declareRoutes(app);
 * route.from(tasksContract.list, {}, async (req) => listTasks(db, req.actor, req.query));
 * route.get("/robots.txt", { access: "public" }, …); // outside /api/ only
 * ```
 */
export function declareRoutes(app: AppInstance): Record<"get" | "post" | "put" | "patch" | "delete", Declare> & { from: DeclareFrom } {
  const register =
    (method: HTTPMethods): Declare =>
    (url, { access, deniedMessages, config, ...options }, handler) => {
      const signedIn = access !== "public";
      app.route({
        ...options,
        method,
        url,
        config: { ...config, access, ...(deniedMessages && { deniedMessages }) },
        handler: (req, reply) => {
          // Never true after the access hook; kept so the types above hold even if the hook were gone.
          if (signedIn && !req.actor) {
            throw new HttpError(401, "unauthenticated", deniedMessages?.unauthenticated ?? msg("auth.mustSignIn"));
          }
          return handler(req as never, reply as never);
        },
      } as Parameters<AppInstance["route"]>[0]);
    };
  /** A route from its feature's contract (core/contract.ts): url, method, access and schemas all come from there. */
  const from: DeclareFrom = (route, options, handler) => {
    const { method, path, access, params, query, body, response } = route;
    const schema = { params, querystring: query, body, response: response === "file" ? undefined : response };
    register(method)(path, { ...options, access, schema: Object.fromEntries(Object.entries(schema).filter(([, v]) => v !== undefined)) } as never, handler as never);
  };
  /** A route outside /api/ (robots.txt, a page): an API route comes from its contract, stated once in core. */
  const declare =
    (method: HTTPMethods): Declare =>
    (url, options, handler) => {
      if (url.startsWith("/api/")) throw new Error(`${method} ${url}: declare API routes with route.from(contract.route, …) (docs/decisions/0017-contracts.md)`);
      register(method)(url, options, handler);
    };
  return { get: declare("GET"), post: declare("POST"), put: declare("PUT"), patch: declare("PATCH"), delete: declare("DELETE"), from };
}
