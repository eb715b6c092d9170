import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../test/app";
import { uniqueIp } from "../test/browser";
import { createMember, signedInAs, TEST_PASSWORD } from "../test/factories";
import { openCheckout, } from "../test/payments";
import { figures } from "./report";
import { callRoute, liveRouteCases, type RouteCase, sweepApp } from "./route-cases";

/**
 * CSRF: every mutating route (ours and Better Auth's) called the way another site's page
 * could make a signed-in browser call it — Origin https://evil.example, Origin null, no
 * Origin at all, a foreign Referer — each with the session cookie of a user the route
 * admits, through encoded and dotted variants of its path, with JSON, text/plain,
 * form-urlencoded and multipart bodies. Accepted = a 2xx or any change in the database
 * (every table's rows digested before and after each route, bar the abuse counters the
 * refused requests themselves feed). Then login CSRF: sign-in, sign-up and the operator's
 * sign-in posted cross-origin without a cookie.
 */
const f = figures("CSRF");
afterAll(f.print);

const { ctx, admin, samples } = await sweepApp();
const member = await createMember(ctx);
const session = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 1 }], customer: { email: uniqueEmail("csrf") } });

const EVIL = "https://evil.example";

/** The same route through other spellings of its path (the router decodes some, not others). */
const PATH_VARIANTS: Record<string, (p: string) => string> = {
  "as is": (p) => p,
  "%61pi": (p) => p.replace(/^\/api/, "/%61pi"),
  "/api/../api": (p) => p.replace(/^\/api/, "/api/../api"),
  "//api": (p) => `/${p}`,
  "/API": (p) => p.replace(/^\/api/, "/API"),
  "trailing /": (p) => p.replace(/(\?|$)/, "/$1"),
  ";param": (p) => p.replace(/(\?|$)/, ";jsessionid=1$1"),
  "%2e%2e": (p) => p.replace(/^\/api/, "/api/%2e%2e/api"),
};

/** The sample as each body type a cross-site form or fetch can send without a preflight (and JSON, which needs one). */
function bodyForms(c: RouteCase): Record<string, { body: RouteCase["body"]; headers?: Record<string, string> }> {
  const value = c.body.kind === "json" ? c.body.value : {};
  const flat = Object.entries(value).map(([k, v]) => [k, typeof v === "object" ? JSON.stringify(v) : String(v)] as [string, string]);
  const boundary = "----csrf7MA4YWxkTrZu0gW";
  const multipart = `${flat.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join("")}--${boundary}--\r\n`;
  return {
    own: { body: c.body },
    "text/plain": { body: { kind: "raw", text: JSON.stringify(value) }, headers: { "content-type": "text/plain" } },
    "form-urlencoded": { body: { kind: "raw", text: new URLSearchParams(flat).toString() }, headers: { "content-type": "application/x-www-form-urlencoded" } },
    multipart: { body: { kind: "raw", text: multipart }, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } },
  };
}

/** A digest of every table's rows, bar the abuse-limit counters. */
let tables: string[] = [];
async function digest(): Promise<Map<string, string>> {
  if (!tables.length) {
    const res = await ctx.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits' and table_name not like '%drizzle%' order by 1`);
    tables = (res as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
  }
  const query = tables.map((t) => `select '${t}' as t, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as d from "${t}" x`).join(" union all ");
  const res = await ctx.db.execute(sql.raw(query));
  return new Map((res as unknown as { rows: { t: string; d: string }[] }).rows.map((r) => [r.t, r.d]));
}
const changedTables = (a: Map<string, string>, b: Map<string, string>) => [...a].filter(([t, d]) => b.get(t) !== d).map(([t]) => t);

describe("CSRF", () => {
  it("cross-origin mutating requests with a session cookie, through every path variant and body type: 0 accepted", async () => {
    const { cases } = liveRouteCases(ctx.app, samples);
    const mutating = cases.filter((c) => ["POST", "PUT", "PATCH", "DELETE"].includes(c.method));
    const accepted: string[] = [];
    let requests = 0;
    for (const c of mutating) {
      const cookie = (await signedInAs(ctx, c.access === "admin" || c.sampleAs === "admin" ? admin : member)).cookie;
      const before = await digest();
      const send = async (label: string, url: string, origin: string | null, form: { body: RouteCase["body"]; headers?: Record<string, string> }, extra: Record<string, string> = {}) => {
        requests += 1;
        const res = await callRoute(ctx.app, c, { url, cookie, origin, session, body: form.body, headers: { ...form.headers, ...extra } });
        if (res.statusCode < 300) accepted.push(`${c.key} ${label} → ${res.statusCode}`);
      };
      const forms = bodyForms(c);
      for (const [pathName, variant] of Object.entries(PATH_VARIANTS)) {
        const url = variant(c.path);
        for (const [formName, form] of Object.entries(forms)) await send(`evil ${pathName} ${formName}`, url, EVIL, form);
        await send(`Origin null ${pathName}`, url, "null", forms.own!);
        await send(`no Origin, cookie ${pathName}`, url, null, forms.own!);
      }
      await send("foreign Referer", c.path, null, forms.own!, { referer: `${EVIL}/page` });
      await send("Sec-Fetch-Site cross-site", c.path, null, forms.own!, { "sec-fetch-site": "cross-site" });
      const changed = changedTables(before, await digest());
      if (changed.length) accepted.push(`${c.key}: changed ${changed.join(", ")}`);
    }
    // Control: the same cookie from our own origin gets through (the refusals above are the origin's doing).
    const profile = mutating.find((c) => c.key === "PATCH /api/profile")!;
    const cookie = (await signedInAs(ctx, member)).cookie;
    const beforeOwn = await digest();
    const own = await callRoute(ctx.app, profile, { cookie, origin: ctx.config.publicUrl, body: { kind: "json", value: { fullName: "Maria Own", phone: "", preferredLanguage: "en" } } });
    // …and the digest sees its change, so a change above would not have gone unnoticed.
    const seen = changedTables(beforeOwn, await digest());

    const perRoute = Object.keys(PATH_VARIANTS).length * 6 + 2;
    f.add({ check: "mutating routes (ours + Better Auth)", figure: mutating.length, target: "all", ok: mutating.length > 60 });
    f.add({ check: "cross-origin requests (origins × path variants × body types)", figure: requests, target: `${mutating.length * perRoute}`, ok: requests === mutating.length * perRoute });
    f.add({ check: "accepted (2xx or a database change)", figure: accepted.length, target: "0", ok: accepted.length === 0 });
    f.add({ check: "same request from our origin (control): status, tables changed", figure: `${own.statusCode}, ${seen.join(" ")}`, target: "200, profiles", ok: own.statusCode === 200 && seen.includes("profiles") });
    expect(mutating.length).toBeGreaterThan(60);
    expect(accepted).toEqual([]);
    expect(own.statusCode).toBe(200);
    expect(seen).toContain("profiles");
  });

  it("login CSRF: sign-in, sign-up and the operator's sign-in posted from another site are refused", async () => {
    const attempts = [
      { url: "/api/auth/sign-in/email", body: () => ({ email: member.email, password: TEST_PASSWORD }) },
      { url: "/api/auth/sign-up/email", body: () => ({ name: "Mallory", email: uniqueEmail("csrf"), password: "A-Long-Password-2026" }) },
      { url: "/api/admin/sign-in", body: () => ({ email: admin.email, password: TEST_PASSWORD }) },
    ];
    const refused: string[] = [];
    const accepted: string[] = [];
    const before = await digest();
    for (const a of attempts) {
      for (const origin of [EVIL, "null"]) {
        for (const variant of ["as is", "%61pi", "trailing /"]) {
          const url = PATH_VARIANTS[variant]!(a.url);
          const res = await ctx.app.inject({ method: "POST", url, payload: a.body(), headers: { origin }, remoteAddress: uniqueIp() });
          const sets = [res.headers["set-cookie"]].flat().filter(Boolean).length;
          if (res.statusCode >= 400 && sets === 0) refused.push(`${url} ${origin}`);
          else accepted.push(`${url} from ${origin} → ${res.statusCode}${sets ? " with a cookie" : ""}`);
        }
      }
    }
    const changed = changedTables(before, await digest()).filter((t) => t !== "rate_limits");
    for (const t of changed) accepted.push(`changed ${t}`);
    f.add({ check: "login CSRF attempts (3 endpoints × 2 origins × 3 paths) refused", figure: `${refused.length}/18`, target: "18/18", ok: refused.length === 18 });
    f.add({ check: "login CSRF accepted (2xx, a cookie, or a new session or user)", figure: accepted.length, target: "0", ok: accepted.length === 0 });
    expect(accepted).toEqual([]);
  });
});
