import fs from "node:fs";
import path from "node:path";
import { test as setup } from "@playwright/test";
import { ADMIN, ADMIN_STATE, expect } from "./fixtures";

/**
 * The "setup" project (playwright.config.ts), run before the others: ADMIN signs in once,
 * through the real /api/admin/sign-in, and the session is saved as a storageState file that
 * adminPage, adminApi and addAdminSession reuse. No test signs ADMIN out or revokes its
 * sessions (the sign-in journeys sign in on screen and get a session of their own).
 */
setup("the administrator signs in once for the run", async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: new URL(baseURL ?? "").origin, "X-Forwarded-For": "198.19.255.1" } });
  const res = await api.post("/api/admin/sign-in", { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(res.ok(), await res.text()).toBe(true);
  expect((await api.get("/api/me")).status()).toBe(200);
  fs.mkdirSync(path.dirname(ADMIN_STATE), { recursive: true });
  await api.storageState({ path: ADMIN_STATE });
  await api.dispose();
});
