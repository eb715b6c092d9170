import * as otelApi from "@opentelemetry/api";
import { context, type Span, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import {
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVICE_NAME,
} from "@opentelemetry/semantic-conventions";
import type { FastifyInstance } from "fastify";
import type { QueryObserver } from "../db/client";
import type { MailTransport } from "../mail/transport";

declare module "fastify" {
  interface FastifyRequest {
    traceSpan?: Span;
  }
}

/**
 * OpenTelemetry traces of requests, SQL and mail, sent over OTLP/HTTP. main.ts imports this module
 * only when OTEL_EXPORTER_OTLP_ENDPOINT is set, so a server without it loads none of the SDK.
 * Spans carry route patterns, SQL text (parameters stay out) and the mail transport, never
 * addresses or bodies.
 */
export function startTracing(opts: { endpoint: string; serviceName: string; dbSystem: "pglite" | "postgres" }) {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: opts.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${opts.endpoint.replace(/\/$/, "")}/v1/traces` }))],
  });
  // The async-context manager: spans started inside a request's context are its children.
  provider.register();
  // Better Auth's spans join ours: the compiled server gives it the API only now (scripts/build-server.mjs).
  (globalThis as Record<symbol, unknown>)[Symbol.for("concierge.opentelemetry-api")] = otelApi;
  const tracer = provider.getTracer("concierge");

  return {
    /** A span per request, named by its route pattern; the handler and its queries run inside it. */
    traceRequests(app: FastifyInstance) {
      app.addHook("onRequest", (req, _reply, done) => {
        const span = tracer.startSpan(`${req.method} ${req.routeOptions.url ?? "unmatched"}`, {
          kind: SpanKind.SERVER,
          attributes: { [ATTR_HTTP_REQUEST_METHOD]: req.method, [ATTR_HTTP_ROUTE]: req.routeOptions.url ?? "unmatched" },
        });
        req.traceSpan = span;
        // The rest of the request (hooks, handler) continues inside the span's context.
        context.with(trace.setSpan(context.active(), span), done);
      });
      app.addHook("onResponse", (req, reply, done) => {
        req.traceSpan?.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, reply.statusCode);
        if (reply.statusCode >= 500) req.traceSpan?.setStatus({ code: SpanStatusCode.ERROR });
        req.traceSpan?.end();
        done();
      });
    },
    /** A finished query as a span, under whatever span was active when it ran. */
    query: ((q) => {
      const span = tracer.startSpan("db.query", { kind: SpanKind.CLIENT, startTime: q.startedAt, attributes: { [ATTR_DB_SYSTEM_NAME]: opts.dbSystem === "postgres" ? "postgresql" : "pglite", [ATTR_DB_QUERY_TEXT]: q.text.slice(0, 2000) } });
      if (q.error) span.setStatus({ code: SpanStatusCode.ERROR, message: q.error instanceof Error ? q.error.message : String(q.error) });
      span.end(q.startedAt + q.durationMs);
    }) satisfies QueryObserver,
    /** Each mail handed to the transport, as a span. */
    traceMail(transport: MailTransport): MailTransport {
      return {
        ...transport,
        send: (mail) =>
          tracer.startActiveSpan("mail.send", { kind: SpanKind.CLIENT, attributes: { "mail.transport": transport.kind } }, async (span) => {
            try {
              await transport.send(mail);
            } catch (err) {
              span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
              throw err;
            } finally {
              span.end();
            }
          }),
      };
    },
    /** Sends what is buffered, then stops. */
    shutdown: () => provider.shutdown(),
  };
}

export type Tracing = ReturnType<typeof startTracing>;
