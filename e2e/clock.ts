import { type APIRequestContext, expect, type PlaywrightWorkerArgs } from "@playwright/test";

type Playwright = PlaywrightWorkerArgs["playwright"];

/**
 * The clock server (playwright.config.ts): a second server, on its own data, started with
 * TEST_CLOCK so a journey can move its time forward (/dev/clock/advance runs the periodic jobs
 * once, as their timers would). Only journeys about dates use it; the main server's clock is real.
 */
export const CLOCK_URL = process.env.E2E_CLOCK_URL ?? "http://localhost:3101";

let ip = 0;
/** An API context on the clock server, as one visitor (its own address for the per-address limits). */
export async function clockApi(playwright: Playwright): Promise<APIRequestContext> {
  ip += 1;
  return playwright.request.newContext({
    baseURL: CLOCK_URL,
    extraHTTPHeaders: { Origin: new URL(CLOCK_URL).origin, "X-Forwarded-For": `198.18.${Math.floor(Math.random() * 200) + 1}.${ip}` },
  });
}

/** A user made and signed in through the test-only route, on the clock server. */
export async function clockUser(api: APIRequestContext, account: { name: string; email: string; password: string }, role: "member" | "admin" = "member") {
  const res = await api.post("/api/test/session", { data: { ...account, role } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { user: { id: string } }).user;
}

/**
 * Moves the clock server's time forward and runs the jobs named (none: the time only) once;
 * answers what each handled. Named, not all: a move past a day makes a backup of the whole
 * database due, seconds of a busy run's time that no journey here looks at.
 */
export async function advanceClock(api: APIRequestContext, hours: number, jobs: string[]): Promise<{ now: string; ran: Record<string, number> }> {
  const res = await api.post("/dev/clock/advance", { data: { hours, jobs } });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}
