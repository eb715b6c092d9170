import { msg } from "../../../core/i18n/messages/message";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gte, inArray } from "drizzle-orm";
import { BUSINESS } from "../../../core/business";
import { calendarContract } from "../../../core/calendar";
import { buildFeed } from "../../../core/appointments/ics";
import { PLACE_NAMES, SERVICE_NAMES } from "../../../core/appointments/services";
import { recordAudit } from "../audit";
import { appointments, calendarFeeds } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { clientKey } from "../../http/rate-limit";
import { declareRoutes } from "../../http/route";
import type { AppInstance } from "../../http/types";
import { BOOKING_RATE } from "../appointments";

/** The feed's token: 32 random bytes, base64url; only SHA-256 of "calendar-feed:" + token is stored. */
const hashFeedToken = (token: string) => createHash("sha256").update(`calendar-feed:${token}`).digest("hex");
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
/** The feed shows appointments from this long ago on (a calendar app keeps what it saw before). */
const FEED_PAST_MS = 30 * 86_400_000;

/**
 * The operator's private iCalendar feed: GET /calendar/<token>.ics for Google,
 * Apple or Outlook to subscribe to. The token is the only key, so it is long, random, stored
 * hashed, replaceable (a new link revokes the old) and revocable; an unknown token is a 404.
 */
export async function calendarFeedRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;
  const status = async () => {
    const [row] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.id, 1));
    return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
  };

  route.from(calendarContract.feedStatus, {}, status);

  route.from(calendarContract.newFeed, {}, async (req) => {
    const token = randomBytes(32).toString("base64url");
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx
        .insert(calendarFeeds)
        .values({ id: 1, tokenHash: hashFeedToken(token), createdAt: now })
        .onConflictDoUpdate({ target: calendarFeeds.id, set: { tokenHash: hashFeedToken(token), createdAt: now } });
      await recordAudit(tx, { actorId: req.actor.userId, action: "calendar_feed.created", entity: "calendar_feed", entityId: "calendar", at: now });
    });
    return { ...(await status()), url: `${config.publicUrl}/calendar/${token}.ics` };
  });

  route.from(calendarContract.revokeFeed, {}, async (req) => {
    await db.transaction(async (tx) => {
      await tx.delete(calendarFeeds).where(eq(calendarFeeds.id, 1));
      await recordAudit(tx, { actorId: req.actor.userId, action: "calendar_feed.revoked", entity: "calendar_feed", entityId: "calendar", at: clock.now() });
    });
    return status();
  });

  route.get(
    "/calendar/:file",
    { access: "public", onRequest: async (req) => await app.rateLimiter.hit("appointments", clientKey(req), BOOKING_RATE) },
    async (req, reply) => {
      const match = FEED_FILE.exec((req.params as { file: string }).file);
      const [feed] = match ? await db.select({ id: calendarFeeds.id }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, hashFeedToken(match[1]!))) : [];
      if (!feed) throw new HttpError(404, "not_found", msg("api.notFound"));
      const now = clock.now();
      const rows = await db
        .select()
        .from(appointments)
        .where(and(inArray(appointments.status, ["confirmed", "completed"]), gte(appointments.startsAt, new Date(now.getTime() - FEED_PAST_MS))))
        .orderBy(appointments.startsAt);
      const host = new URL(config.publicUrl).hostname;
      const ics = buildFeed({
        name: BUSINESS.name,
        events: rows.map((a) => ({
          uid: `${a.id}@${host}`,
          sequence: a.sequence,
          start: a.startsAt,
          end: a.endsAt,
          stamp: now,
          summary: `${SERVICE_NAMES.en[a.service]} — ${a.name}`,
          description: [a.purpose, `${a.phone}`, a.email].join("\n"),
          location: a.place === "address" && a.address ? a.address : a.place === "phone" ? `${PLACE_NAMES.en.phone}: ${a.phone}` : PLACE_NAMES.en[a.place],
          organizer: { name: BUSINESS.name, email: app.business.operatorEmail() },
          attendee: { name: a.name, email: a.email },
        })),
      });
      return reply.header("Content-Type", "text/calendar; charset=utf-8").header("Cache-Control", "private, no-store").header("X-Robots-Tag", "noindex").send(ics);
    },
  );
}
