import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { createLoadMeter, EMBEDDED_CEILING_RPS, type LoadMeter, nearEmbeddedCeiling } from "./load-meter";

let meter: LoadMeter | undefined;
afterEach(() => meter?.stop());

describe("the embedded database's load meter", () => {
  it("reads requests/s over the last minute, and forgets what is older", () => {
    let now = Date.parse("2026-12-06T10:00:00Z");
    meter = createLoadMeter(() => now);
    for (let i = 0; i < 600; i++) meter.count();
    expect(meter.read().requestsPerSecond).toBe(10);
    now += 30_000;
    for (let i = 0; i < 1200; i++) meter.count();
    expect(meter.read().requestsPerSecond).toBe(30);
    // Past a minute the first 600 have left the window; past two, all of it.
    now += 40_000;
    expect(meter.read().requestsPerSecond).toBe(20);
    now += 120_000;
    expect(meter.read().requestsPerSecond).toBe(0);
  });

  it("is near the ceiling at 70% of it, or when the event loop lags under real traffic", () => {
    expect(nearEmbeddedCeiling({ requestsPerSecond: Math.ceil(0.7 * EMBEDDED_CEILING_RPS), eventLoopDelayMs: 0 })).toBe(true);
    expect(nearEmbeddedCeiling({ requestsPerSecond: Math.floor(0.6 * EMBEDDED_CEILING_RPS), eventLoopDelayMs: 20 })).toBe(false);
    expect(nearEmbeddedCeiling({ requestsPerSecond: Math.ceil(0.3 * EMBEDDED_CEILING_RPS), eventLoopDelayMs: 400 })).toBe(true);
    // A lagging loop with nobody asking (a backup, a migration) is not the database's limit.
    expect(nearEmbeddedCeiling({ requestsPerSecond: 1, eventLoopDelayMs: 400 })).toBe(false);
  });

  it("warns where the README says it does: the same ceiling and the same 70 %", () => {
    const readme = fs.readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
    const section = readme.slice(readme.indexOf("### How much the embedded default carries"), readme.indexOf("A start loads only what is configured"));
    expect(section).toContain(`~${EMBEDDED_CEILING_RPS} requests/s`);
    expect(section).toContain(`from 70 % of it (${Math.ceil(0.7 * EMBEDDED_CEILING_RPS)} requests/s over a minute)`);
    expect(nearEmbeddedCeiling({ requestsPerSecond: Math.ceil(0.7 * EMBEDDED_CEILING_RPS) - 1, eventLoopDelayMs: 0 })).toBe(false);
  });
});
