import { describe, expect, it } from "vitest";
import { setupTestApp } from "../test/app";
import { logCapture } from "../test/log-capture";
import { loggerOptions, scrubUrl } from "./log-options";

const { lines, stream } = logCapture();
const ctx = await setupTestApp({ logger: { ...loggerOptions("info"), stream } });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("request ids", () => {
  it("takes a sane X-Request-Id, echoes it and logs the request under it", async () => {
    const res = await ctx.app.inject({ url: "/api/health", headers: { "x-request-id": "edge-7f3a.42" } });
    expect(res.headers["x-request-id"]).toBe("edge-7f3a.42");
    const logged = lines.map((l) => JSON.parse(l)).filter((l) => l.reqId === "edge-7f3a.42");
    // One line per request, naming what was asked and how it was answered.
    expect(logged).toEqual([expect.objectContaining({ msg: "request completed", req: expect.objectContaining({ method: "GET", url: "/api/health" }), res: { statusCode: 200 } })]);
    expect(logged[0].responseTime).toBeTypeOf("number");
  });

  it.each([["x".repeat(129)], ["two words"], ['"><script>'], [""]])("replaces %j with a generated id", async (given) => {
    const res = await ctx.app.inject({ url: "/api/health", headers: { "x-request-id": given } });
    expect(res.headers["x-request-id"]).toMatch(UUID);
  });

  it("echoes the id on errors too", async () => {
    const res = await ctx.app.inject({ url: "/api/no-such-thing", headers: { "x-request-id": "req-404" } });
    expect(res.statusCode).toBe(404);
    expect(res.headers["x-request-id"]).toBe("req-404");
    const generated = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: {}, headers: { origin: "http://evil.example" } });
    expect(generated.statusCode).toBe(403);
    expect(generated.headers["x-request-id"]).toMatch(UUID);
  });
});

describe("what the request log keeps", () => {
  it("never writes tokens, session ids, cookies or authorization to the log", async () => {
    lines.length = 0;
    await ctx.app.inject({
      url: "/api/auth/verify-email?token=tok-SECRET-1&callbackURL=%2Fmember-login",
      headers: { cookie: "concierge.session_token=cookie-SECRET-2", authorization: "Bearer bearer-SECRET-3" },
    });
    await ctx.app.inject({ url: "/checkout/success?session_id=cs_SECRET-4&lang=bg" });
    await ctx.app.inject({ url: "/reset-password?Token=tok-SECRET-5" });
    const log = lines.join("\n");
    expect(log).toContain("/api/auth/verify-email?token=[redacted]&callbackURL=%2Fmember-login");
    expect(log).toContain("/checkout/success?session_id=[redacted]&lang=bg");
    expect(log).not.toMatch(/SECRET/);
  });

  it("writes a route's pattern, never the values of its path parameters", async () => {
    lines.length = 0;
    await ctx.app.inject({ url: "/api/translation/deliveries/dlv-SECRET-6" });
    await ctx.app.inject({ url: "/api/checkout/sessions/cs_test_SECRET7" });
    await ctx.app.inject({ url: "/api/checkout/%73essions/SECRET8" });
    await ctx.app.inject({ method: "POST", url: "/api/test-gateway/sessions/cs_test_SECRET9/pay", payload: {} });
    await ctx.app.inject({ method: "POST", url: "/api/pay/SECRET11/checkout", payload: {} });
    await ctx.app.inject({ url: "/api/appointments/cancel/SECRET13?lang=bg" });
    await ctx.app.inject({ method: "POST", url: "/api/appointments/reschedule/SECRET14", payload: {} });
    await ctx.app.inject({ url: "/calendar/SECRET15SECRET15SECRET15SECRET15SECRET15SEC.ics" });
    const log = lines.join("\n");
    expect(log).toContain('"url":"/api/translation/deliveries/:token"');
    expect(log).toContain('"url":"/api/checkout/sessions/:sessionId"');
    expect(log).toContain('"url":"/api/test-gateway/sessions/:id/pay"');
    expect(log).toContain('"url":"/api/pay/:token/checkout"');
    expect(log).toContain('"url":"/api/appointments/cancel/:token?lang=bg"');
    expect(log).toContain('"url":"/api/appointments/reschedule/:token"');
    expect(log).toContain('"url":"/calendar/:file"');
    expect(log).not.toMatch(/SECRET/);
  });

  it("scrubs a path no route names: pages with a token in them, unknown paths, a wildcard route's rest", async () => {
    lines.length = 0;
    const token = "Qm9va2luZy1jYW5jZWwtdG9rZW4tMzItYnl0ZXMtbG9uZw";
    await ctx.app.inject({ url: "/test-checkout/cs_test_SECRET10?lang=bg" });
    await ctx.app.inject({ url: "/pay/SECRET12?lang=bg" });
    // A route's path with a method it does not take is a 404: no pattern to write.
    await ctx.app.inject({ method: "PUT", url: `/api/appointments/cancel/${token}` });
    await ctx.app.inject({ url: `/api/auth/reset-password/${token}?callbackURL=%2Freset-password` });
    const log = lines.join("\n");
    expect(log).toContain('"url":"/pay/[redacted]?lang=bg"');
    expect(log).toContain('"url":"/test-checkout/[redacted]?lang=bg"');
    expect(log).toContain('"url":"/api/appointments/cancel/[redacted]"');
    expect(log).toContain('"url":"/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password"');
    expect(log).not.toMatch(/SECRET/);
    expect(log).not.toContain(token);
  });

  it.each([
    ["/a?code=123456&next=%2Fx&session_id=cs_1", "/a?code=[redacted]&next=%2Fx&session_id=[redacted]"],
    ["/a?resetToken=abc&apiKey=k&lang=bg&t=ZXlKaGJHY2lPaUpJVXpJMU5pSjk", "/a?resetToken=[redacted]&apiKey=[redacted]&lang=bg&t=[redacted]"],
    ["/plain/path", "/plain/path"],
    ["/bg/how-it-works/apple-touch-icon.png?callbackURL=%2Fdashboard%2Ftasks", "/bg/how-it-works/apple-touch-icon.png?callbackURL=%2Fdashboard%2Ftasks"],
    ["/dashboard/tasks/6f1c0d5e-1111-4222-8333-944455556666", "/dashboard/tasks/[redacted]"],
    ["/api/auth/list-sessions", "/api/auth/list-sessions"],
  ])("scrubs secret query values and token-like values: %s", (url, logged) => {
    expect(scrubUrl(url)).toBe(logged);
  });
});
