import { wireMessageSchema, wireParamsSchema } from "../../core/api-error-schema";
import type { SwaggerOptions, SwaggerTransform, SwaggerTransformObject } from "@fastify/swagger";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ApiErrorBody } from "../../core/api-error";
import type { Access, RouteTable } from "../../core/contract";
import { accountRoutes } from "../../core/routes/account";
import { appointmentsRoutes } from "../../core/routes/appointments";
import { auditRoutes } from "../../core/routes/audit";
import { authRoutes, testSessionRoutes } from "../../core/routes/auth";
import { businessRoutes } from "../../core/routes/business";
import { calendarRoutes } from "../../core/routes/calendar";
import { cannedRepliesRoutes } from "../../core/routes/canned-replies";
import { checkoutRoutes } from "../../core/routes/checkout";
import { clientsRoutes } from "../../core/routes/clients";
import { contactInboxRoutes, contactRoutes } from "../../core/routes/contact";
import { dashboardRoutes } from "../../core/routes/dashboard";
import { reportsRoutes } from "../../core/routes/reports";
import { devMailboxRoutes } from "../../core/routes/dev-mailbox";
import { documentsRoutes } from "../../core/routes/documents";
import { healthRoutes } from "../../core/routes/health";
import { hoursRoutes } from "../../core/routes/hours";
import { inboxRoutes } from "../../core/routes/inbox";
import { invitesRoutes } from "../../core/routes/invites";
import { messagesRoutes } from "../../core/routes/messages";
import { newsletterRoutes } from "../../core/routes/newsletter";
import { notificationsRoutes } from "../../core/routes/notifications";
import { ordersRoutes } from "../../core/routes/orders";
import { paymentsRoutes } from "../../core/routes/payments";
import { receivablesRoutes } from "../../core/routes/receivables";
import { refundsRoutes } from "../../core/routes/refunds";
import { siteConfigRoutes } from "../../core/routes/site-config";
import { tasksRoutes } from "../../core/routes/tasks";
import { testGatewayRoutes } from "../../core/routes/test-gateway";
import { translationRoutes } from "../../core/routes/translation";
import { COOKIE_PREFIX } from "../auth/names";

/**
 * The OpenAPI document at /api/docs/json, made for tools (docs/decisions/0034-openapi-description.md):
 * every operation's id, summary, security and 4xx answers come from its route declaration, so a
 * new route is described by declaring it. A new route table in core/routes goes in this list
 * (http/openapi.test.ts fails until it does).
 */
export const ROUTE_TABLES: Readonly<Record<string, RouteTable>> = {
  account: accountRoutes,
  appointments: appointmentsRoutes,
  audit: auditRoutes,
  auth: authRoutes,
  testSession: testSessionRoutes,
  business: businessRoutes,
  calendar: calendarRoutes,
  cannedReplies: cannedRepliesRoutes,
  checkout: checkoutRoutes,
  clients: clientsRoutes,
  contact: contactRoutes,
  contactInbox: contactInboxRoutes,
  dashboard: dashboardRoutes,
  devMailbox: devMailboxRoutes,
  documents: documentsRoutes,
  health: healthRoutes,
  hours: hoursRoutes,
  inbox: inboxRoutes,
  invites: invitesRoutes,
  messages: messagesRoutes,
  newsletter: newsletterRoutes,
  notifications: notificationsRoutes,
  orders: ordersRoutes,
  payments: paymentsRoutes,
  receivables: receivablesRoutes,
  refunds: refundsRoutes,
  reports: reportsRoutes,
  siteConfig: siteConfigRoutes,
  tasks: tasksRoutes,
  testGateway: testGatewayRoutes,
  translation: translationRoutes,
};

const SESSION_SCHEME = "sessionCookie";

/** The one error shape (core/api-error.ts), as the document states it. */
const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    key: z.string().optional(),
    params: wireParamsSchema.optional(),
    fields: z.record(z.string(), z.string()).optional(),
    fieldKeys: z.record(z.string(), wireMessageSchema).optional(),
  }),
});
// The schema above and the type the code uses must not drift apart.
const sameShape: [z.infer<typeof apiErrorSchema>, ApiErrorBody] extends [ApiErrorBody, z.infer<typeof apiErrorSchema>] ? true : never = true;
void sameShape;

type Named = { feature: string; name: string; access: Access };
const byKey = new Map<string, Named>(
  Object.entries(ROUTE_TABLES).flatMap(([feature, table]) => Object.entries(table).map(([name, spec]) => [`${spec.method} ${spec.path}`, { feature, name, access: spec.access }] as const)),
);

/** "contactInbox", "convertToTask" → "Contact inbox: convert to task". */
function summaryOf(feature: string, name: string): string {
  const words = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  const f = words(feature);
  return `${f.charAt(0).toUpperCase()}${f.slice(1)}: ${words(name)}`;
}

const ACCESS_NOTE: Record<Access, string> = {
  public: "Access: public (no session needed).",
  member: "Access: member (a signed-in session cookie).",
  admin: "Access: admin (an operator's signed-in session cookie).",
};

const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } } });

/** The 4xx answers every route of its kind can give (http/errors.ts, http/access.ts, http/origin-check.ts). */
function errorResponses(method: string, url: string, access: Access): Record<string, unknown> {
  const out: Record<string, unknown> = { 400: errorResponse("Invalid input (`validation_failed` with field errors) or a malformed request.") };
  if (access !== "public") out[401] = errorResponse("Not signed in.");
  if (access === "admin" || method !== "GET") out[403] = errorResponse(access === "admin" ? "Not an operator, or the request came from another origin." : "The request came from another origin.");
  if (url.includes(":")) out[404] = errorResponse("Not found (or not yours).");
  return out;
}

/**
 * Per route: the zod transform, then what its declaration says. A route outside /api/ (a page,
 * robots.txt) is not part of the API and is left out.
 */
const openApiTransform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input as never) as { schema: Record<string, unknown>; url: string };
  if (!url.startsWith("/api/")) return { schema: { ...schema, hide: true }, url };
  const method = [input.route.method].flat()[0]!.toUpperCase();
  const declared = byKey.get(`${method} ${url}`);
  const access = declared?.access ?? ((input.route.config as { access?: Access } | undefined)?.access ?? "public");
  const operationId = declared ? `${declared.feature}.${declared.name}` : `${method.toLowerCase()}${url.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`;
  const declaredResponses = (schema.response as Record<string, unknown> | undefined) ?? { 200: { description: "A file, a stream or a redirect (not JSON).", content: { "*/*": { schema: { type: "string", format: "binary" } } } } };
  const responses = { ...errorResponses(method, url, access), ...declaredResponses };
  return {
    url,
    schema: {
      ...schema,
      operationId,
      summary: declared ? summaryOf(declared.feature, declared.name) : `${method} ${url}`,
      description: ACCESS_NOTE[access],
      tags: [declared?.feature ?? url.split("/")[2]!],
      security: access === "public" ? [] : [{ [SESSION_SCHEME]: [] }],
      response: responses,
    },
  };
};

/** OpenAPI 3.0 wants `type` beside `nullable`: a nullable `anyOf` or `oneOf` (a discriminated union) states it on each branch instead. */
function fixNullableUnions(node: unknown): void {
  if (typeof node !== "object" || node === null) return;
  if (Array.isArray(node)) {
    for (const item of node) fixNullableUnions(item);
    return;
  }
  const o = node as Record<string, unknown>;
  for (const union of ["anyOf", "oneOf"] as const) {
    if (o.nullable === true && o.type === undefined && Array.isArray(o[union])) {
      delete o.nullable;
      o[union] = (o[union] as Record<string, unknown>[]).map((branch) => ({ ...branch, nullable: true }));
    }
  }
  for (const value of Object.values(o)) fixNullableUnions(value);
}

/** The @fastify/swagger options: where the API is, how a session is sent, the error shape, and the transforms above. */
export function openApiOptions(publicUrl: string): SwaggerOptions {
  const transformObject: SwaggerTransformObject = (documentObject) => {
    const doc = "openapiObject" in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
    fixNullableUnions(doc.paths);
    return doc;
  };
  return {
    openapi: {
      info: { title: "Concierge API", version: "1" },
      servers: [{ url: publicUrl }],
      components: {
        schemas: { ApiError: z.toJSONSchema(apiErrorSchema, { target: "openapi-3.0" }) as never },
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: "apiKey",
            in: "cookie",
            name: `${COOKIE_PREFIX}.session_token`,
            description: `The session cookie Better Auth sets at sign-in (\`__Secure-${COOKIE_PREFIX}.session_token\` when PUBLIC_URL is https).`,
          },
        },
      },
    },
    transform: openApiTransform,
    transformObject,
  };
}
