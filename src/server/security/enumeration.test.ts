import { performance } from "node:perf_hooks";
import { afterAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../db/schema";
import { hashToken, newToken } from "../features/newsletter/store";
import { setupTestApp, uniqueEmail } from "../test/app";
import { uniqueIp } from "../test/browser";
import { createMember } from "../test/factories";
import { figures } from "./report";

/**
 * Account enumeration: sign-up, sign-in, the reset request and the newsletter
 * answer a known address exactly as an unknown one — status and body — and take as long.
 * Timings: interleaved samples, compared by median; the machine is shared, so a round
 * that misses is measured again (up to ROUNDS) before the check fails.
 */
const ctx = await setupTestApp();
const f = figures("Security: account enumeration (known vs unknown address)");
afterAll(f.print);

const SAMPLES = 15;
const ROUNDS = 3;
const TIMING_TOLERANCE = 0.1;
const PASSWORD = "Tram-Route-Twelve-Vitosha";

type Answer = { status: number; body: string };

/** One request from a fresh client address, with the clock moved on an hour, so no limit ever answers instead. */
async function send(url: string, payload: object): Promise<Answer & { ms: number }> {
  ctx.clock.advance(3600_000);
  const started = performance.now();
  const res = await ctx.app.inject({ method: "POST", url, payload, remoteAddress: uniqueIp(), headers: { origin: ctx.config.publicUrl } });
  const ms = performance.now() - started;
  return { status: res.statusCode, body: res.body, ms };
}

/** What is the same for every address: ids, times and the echoed address replaced. */
function shape(answer: Answer, email: string): string {
  return `${answer.status} ${answer.body
    .replaceAll(email.toLowerCase(), "<email>")
    .replace(/"id":"[^"]+"/g, '"id":"<id>"')
    .replace(/"(createdAt|updatedAt)":"[^"]+"/g, '"$1":"<time>"')}`;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

type Probe = { name: string; known: () => Promise<{ a: Answer & { ms: number }; email: string }>; unknown: () => Promise<{ a: Answer & { ms: number }; email: string }> };

async function probe(p: Probe) {
  // Warm both paths (first calls compile, open prepared statements).
  await p.known();
  await p.unknown();

  const shapes = { known: new Set<string>(), unknown: new Set<string>() };
  let best = { known: 0, unknown: 0, diff: Number.POSITIVE_INFINITY };
  let rounds = 0;
  for (; rounds < ROUNDS; rounds++) {
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < SAMPLES; i++) {
      // Interleaved, alternating which goes first, so drift on the machine hits both.
      const order = i % 2 ? (["known", "unknown"] as const) : (["unknown", "known"] as const);
      for (const which of order) {
        const { a, email } = await p[which]();
        shapes[which].add(shape(a, email));
        times[which].push(a.ms);
      }
    }
    const known = median(times.known);
    const unknown = median(times.unknown);
    const diff = Math.abs(known - unknown) / Math.max(known, unknown);
    if (diff < best.diff) best = { known, unknown, diff };
    if (diff <= TIMING_TOLERANCE) break;
  }

  const identical = shapes.known.size === 1 && shapes.unknown.size === 1 && [...shapes.known][0] === [...shapes.unknown][0];
  f.add({
    check: `${p.name}: answers (status + body) known = unknown`,
    figure: identical ? "identical" : `${shapes.known.size + shapes.unknown.size} distinct`,
    target: "identical",
    ok: identical,
  });
  const timingOk = best.diff <= TIMING_TOLERANCE;
  f.add({
    check: `${p.name}: median ms known / unknown (${SAMPLES}+${SAMPLES} samples, round ${Math.min(rounds + 1, ROUNDS)})`,
    figure: `${best.known.toFixed(1)} / ${best.unknown.toFixed(1)} (Δ ${(best.diff * 100).toFixed(1)} %)`,
    target: `Δ ≤ ${TIMING_TOLERANCE * 100} %`,
    ok: timingOk,
  });
  expect([...shapes.known], `${p.name}: one answer for a known address`).toHaveLength(1);
  expect([...shapes.known], `${p.name}: the known address's answer equals the unknown's`).toEqual([...shapes.unknown]);
  expect(best.diff, `${p.name}: median timings differ by ${(best.diff * 100).toFixed(1)} %`).toBeLessThanOrEqual(TIMING_TOLERANCE);
}

describe("enumeration", () => {
  for (const { title, name, url, fresh, body } of [
    {
      title: "sign-up: a taken address is answered like a new one",
      name: "sign-up",
      url: "/api/auth/sign-up/email",
      fresh: "new",
      body: (email: string) => ({ name: "Elena Novak", email, password: PASSWORD, callbackURL: "/member-login?verified=1" }),
    },
    {
      title: "sign-in: a wrong password for a member is answered like an unknown address",
      name: "sign-in",
      url: "/api/auth/sign-in/email",
      fresh: "nobody",
      body: (email: string) => ({ email, password: "Not-The-Password-1" }),
    },
    {
      title: "password reset request: a member's address is answered like an unknown one",
      name: "reset request",
      url: "/api/auth/request-password-reset",
      fresh: "nobody",
      body: (email: string) => ({ email, redirectTo: "/reset-password" }),
    },
  ]) {
    it(title, async () => {
      const member = await createMember(ctx);
      await probe({
        name,
        known: async () => ({ a: await send(url, body(member.email)), email: member.email }),
        unknown: async () => {
          const email = uniqueEmail(fresh);
          return { a: await send(url, body(email)), email };
        },
      });
    });
  }

  it("newsletter: a confirmed subscriber is answered like a new address", async () => {
    const subscriber = uniqueEmail("reader");
    await ctx.db.insert(newsletterSubscribers).values({
      email: subscriber,
      status: "confirmed",
      unsubscribeTokenHash: hashToken(newToken()),
      confirmedAt: ctx.clock.now(),
      createdAt: ctx.clock.now(),
    });
    const body = (email: string) => ({ email, language: "en" });
    await probe({
      name: "newsletter",
      known: async () => ({ a: await send("/api/newsletter", body(subscriber)), email: subscriber }),
      unknown: async () => {
        const email = uniqueEmail("new-reader");
        return { a: await send("/api/newsletter", body(email)), email };
      },
    });
  });
});
