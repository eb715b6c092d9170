import { z } from "zod";
import { HttpError } from "../../http/errors";
import { declareRoutes } from "../../http/route";
import type { AppInstance } from "../../http/types";

const advanceSchema = z.strictObject({
  /** How far to move the server's time forward: up to a year. */
  hours: z.number().positive().max(24 * 366),
  /** Only these jobs (by name; none: the time only), for a journey that waits on one: a backup of the whole database takes seconds. Default: every job. */
  jobs: z.array(z.string().min(1).max(60)).max(20).optional(),
});

/**
 * The browser suite's clock (TEST_CLOCK=true, beside the dev mailbox, never in production):
 * moves the server's time forward and runs each periodic job once, as its timer would have,
 * so a journey sees the reminder that falls due a week later without waiting a week.
 */
export async function devClockRoutes(app: AppInstance) {
  const travel = app.deps.timeTravel;
  if (!travel) return;
  const route = declareRoutes(app);

  route.get("/dev/clock", { access: "public" }, async () => ({ now: travel.clock.now().toISOString() }));

  route.post("/dev/clock/advance", { access: "public", schema: { body: advanceSchema } }, async (req) => {
    const body = req.body as z.output<typeof advanceSchema>;
    const unknown = body.jobs?.find((name) => !travel.jobs.has(name));
    if (unknown) throw new HttpError(400, "validation_failed", `No job is called "${unknown}"`, { jobs: `No job is called "${unknown}"` });
    const now = travel.clock.advance(body.hours * 3_600_000);
    const ran: Record<string, number> = {};
    for (const [name, runOnce] of travel.jobs) {
      if (body.jobs && !body.jobs.includes(name)) continue;
      let handled = 0;
      // A full batch means more are waiting: a bounded number of passes, as the timer would make.
      for (let pass = 0; pass < 20; pass++) {
        const n = await runOnce();
        handled += n;
        if (n === 0) break;
      }
      ran[name] = handled;
    }
    req.log.warn({ now: now.toISOString(), ran }, "dev clock moved forward");
    return { now: now.toISOString(), ran };
  });
}
