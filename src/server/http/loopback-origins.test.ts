import { english } from "../test/english";
import { describe, expect, it } from "vitest";
import { PRODUCTION_ENV, setupTestApp, uniqueEmail } from "../test/app";
import { browser } from "../test/browser";
import { createMember, TEST_PASSWORD } from "../test/factories";
import { CROSS_ORIGIN_MESSAGE } from "./origin-check";

// The embedded default: no PUBLIC_URL, so the site is whatever loopback address the visitor typed.
const local = await setupTestApp({ env: { PUBLIC_URL: "", PORT: "3000" } });
// A deployed site: production's configuration (any other NODE_ENV refuses an https PUBLIC_URL with the stand-ins or test routes on).
const deployed = await setupTestApp({ env: { ...PRODUCTION_ENV, PORT: "3000" } });

const contact = () => ({ name: "Maria Petrova", email: uniqueEmail("loopback"), service: "paperwork", message: "I need help registering my address." });

describe("the embedded default (PUBLIC_URL unset)", () => {
  it.each(["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"])("accepts the contact form from %s", async (origin) => {
    const res = await browser(local, { origin }).post("/api/contact", contact());
    expect(res.statusCode).toBe(201);
  });

  it("signs a member in through Better Auth from http://127.0.0.1:3000", async () => {
    const member = await createMember(local);
    const b = browser(local, { origin: "http://127.0.0.1:3000" });
    const res = await b.post("/api/auth/sign-in/email", { email: member.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await b.get("/api/auth/get-session")).json()?.user?.email).toBe(member.email);
  });

  it("still refuses another port and other hosts", async () => {
    for (const origin of ["http://127.0.0.1:3001", "http://evil.example", "http://localhost.evil.example:3000"]) {
      const res = await browser(local, { origin }).post("/api/contact", contact());
      expect(res.statusCode, origin).toBe(403);
    }
  });
});

describe("with PUBLIC_URL set", () => {
  it("accepts only that origin: the loopback addresses are refused", async () => {
    expect((await browser(deployed, { origin: "https://concierge.example" }).post("/api/contact", contact())).statusCode).toBe(201);
    const res = await browser(deployed, { origin: "http://127.0.0.1:3000" }).post("/api/contact", contact());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(english(CROSS_ORIGIN_MESSAGE));
  });

  it("Better Auth refuses a sign-in from a loopback origin", async () => {
    const member = await createMember(deployed);
    const res = await browser(deployed, { origin: "http://127.0.0.1:3000" }).post("/api/auth/sign-in/email", { email: member.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
  });
});
