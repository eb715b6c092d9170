import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { context, propagation, trace } from "@opentelemetry/api";
import { afterAll, describe, expect, it } from "vitest";
import { appBeside, setupTestApp } from "../test/app";
import { startTracing } from "./tracing";

const ctx = await setupTestApp();

describe("OpenTelemetry traces", () => {
  it("are in a module of their own, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set", () => {
    // The compiled server (built by the test setup): only the tracing chunk imports the SDK.
    const dist = path.resolve(import.meta.dirname, "../../../dist/server");
    // prom-client asks for the API only when it draws an exemplar: the build hands it a proxy that
    // requires the API on first use (scripts/build-server.mjs), which loads nothing at start.
    const onUse = /\(api \?\?= __require\("@opentelemetry\/api"\)\)/g;
    const importers = fs.readdirSync(dist).filter((f) => f.endsWith(".js") && fs.readFileSync(path.join(dist, f), "utf8").replace(onUse, "").includes("@opentelemetry/"));
    expect(importers).toEqual([expect.stringMatching(/^tracing-\w+\.js$/)]);
    expect(fs.readFileSync(path.resolve(import.meta.dirname, "../main.ts"), "utf8")).toMatch(/config\.OTEL_EXPORTER_OTLP_ENDPOINT\s*\? \(await import\("\.\/telemetry\/tracing"\)\)/);
  });

  it("send a request's span, named by its route pattern, with its queries under it, to the collector", async () => {
    const bodies: Buffer[] = [];
    const collector = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        if (req.url === "/v1/traces") bodies.push(Buffer.concat(chunks));
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
    const { port } = collector.address() as { port: number };
    const tracing = startTracing({ endpoint: `http://127.0.0.1:${port}`, serviceName: "concierge-test", dbSystem: ctx.database.kind });
    afterAll(() => {
      // The SDK registered itself globally: leave the next files in this worker as they were.
      trace.disable();
      context.disable();
      propagation.disable();
      collector.close();
    });
    const app = await appBeside(ctx, { tracing, database: ctx.database });
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    await tracing.shutdown();

    type Span = { name: string; spanId: string; parentSpanId?: string; attributes: { key: string; value: { stringValue?: string } }[] };
    const exports = bodies.map((b) => JSON.parse(b.toString("utf8")) as { resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: Span[] }[] }[] });
    const resources = exports.flatMap((e) => e.resourceSpans);
    expect(resources[0]!.resource.attributes).toContainEqual({ key: "service.name", value: { stringValue: "concierge-test" } });
    const spans = resources.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
    const request = spans.find((s) => s.name === "GET /api/health")!;
    expect(request.attributes).toContainEqual({ key: "http.route", value: { stringValue: "/api/health" } });
    const query = spans.find((s) => s.name === "db.query" && s.attributes.some((a) => a.value.stringValue === "select 1"))!;
    expect(query).toBeDefined();
    // PGlite answers in the request's own async context; pg's pooled callbacks may not carry it.
    if (ctx.database.kind === "pglite") expect(query.parentSpanId).toBe(request.spanId);
  });
});
