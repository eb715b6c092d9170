import { NEWSLETTER_MESSAGES, newsletterContract } from "../../../core/newsletter";
import type { AppInstance } from "../../http/types";
import { HttpError } from "../../http/errors";
import { atLeast, EVEN_TIMING_MS } from "../../http/even-timing";
import { limitByAddress, RULES } from "../../http/rate-limit";
import { confirm, signUp, unsubscribe } from "./store";
import { declareRoutes } from "../../http/route";
import { formLanguageFromRequest } from "../../mail/language";

export async function newsletterRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;

  route.from(newsletterContract.signUp, { onRequest: limitByAddress("newsletter", RULES.newsletter), preValidation: formLanguageFromRequest }, async (req, reply) => {
    // Past the per-address budget nothing is sent, but the answer stays the same: the
    // form must not tell anyone how often an address was signed up.
    // A confirmed subscriber, a new address and one past its budget take as long (even-timing.ts).
    await atLeast(EVEN_TIMING_MS.mailForm, async () => {
      if (await app.rateLimiter.allow("newsletter:email", req.body.email, RULES.newsletterMailPerEmail)) {
        await signUp(db, req.body.email, req.body.language, { siteUrl: config.publicUrl }, clock.now());
      }
    });
    return reply.status(202).send({ message: NEWSLETTER_MESSAGES.pending });
  });

  route.from(newsletterContract.confirm, {}, async (req) => {
    if (!(await confirm(db, req.body.token, clock.now()))) {
      throw new HttpError(404, "invalid_token", NEWSLETTER_MESSAGES.invalidLink);
    }
    return { message: NEWSLETTER_MESSAGES.confirmed };
  });

  route.from(newsletterContract.unsubscribe, {}, async (req) => {
    if (!(await unsubscribe(db, req.body.token, clock.now()))) {
      throw new HttpError(404, "invalid_token", NEWSLETTER_MESSAGES.invalidLink);
    }
    return { message: NEWSLETTER_MESSAGES.unsubscribed };
  });
}
