import { and, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "../db/schema";
import { setupTestApp } from "../test/app";
import { messagePolicy } from "./message";
import { cast, each, expectOperatorOnly, OPERATOR_ONLY, visible } from "./policy-test-kit";

const ctx = await setupTestApp();
const c = await cast(ctx);
// The owner's conversation: one line each way, both unread.
const rows = await ctx.db
  .insert(messages)
  .values([
    { userId: c.owner.userId, sender: "client", content: "Is my permit ready?" },
    { userId: c.owner.userId, sender: "admin", content: "Tomorrow." },
  ])
  .returning();
const ids = inArray(
  messages.id,
  rows.map((r) => r.id),
);

describe("messagePolicy", () => {
  it("scope: the owner and the operator see the conversation; another member and nobody do not", async () => {
    expect(await each(c, (who) => visible(ctx, messages, messagePolicy.scope(who), ids))).toEqual({ owner: 2, other: 0, admin: 2, anonymous: 0 });
  });

  it("received and unreadForActor: a member receives the operator's line, the operator the client's", async () => {
    const { owner, other, admin } = c;
    const received = async (who: typeof owner) => visible(ctx, messages, and(messagePolicy.scope(who), messagePolicy.received(who))!, ids);
    expect([await received(owner), await received(other), await received(admin)]).toEqual([1, 0, 1]);
    const unread = async (who: typeof owner) => visible(ctx, messages, messagePolicy.unreadForActor(who), ids);
    expect([await unread(owner), await unread(other), await unread(admin)]).toEqual([1, 0, 1]);
  });

  it("inbox: the operator's feed is what clients wrote; a member's is both sides", async () => {
    const feed = async (who: typeof c.owner) => visible(ctx, messages, and(messagePolicy.scope(who), messagePolicy.inbox(who))!, ids);
    expect([await feed(c.owner), await feed(c.other), await feed(c.admin)]).toEqual([2, 0, 1]);
  });

  it("senderOf: a member writes as the client, the operator as the admin", () => {
    expect([messagePolicy.senderOf(c.owner), messagePolicy.senderOf(c.other), messagePolicy.senderOf(c.admin)]).toEqual(["client", "client", "admin"]);
  });

  it("isRecipient: the owner of the operator's line, the operator of the client's", async () => {
    const toClient = { sender: "admin" as const, userId: c.owner.userId };
    const toOperator = { sender: "client" as const, userId: c.owner.userId };
    expect(await each(c, (who) => messagePolicy.isRecipient(who, toClient))).toEqual({ owner: true, other: false, admin: false, anonymous: false });
    expect(await each(c, (who) => messagePolicy.isRecipient(who, toOperator))).toEqual(OPERATOR_ONLY);
  });

  it("canSend, canMarkRead: a member's own conversation; the operator composes and opens messages one at a time", async () => {
    for (const rule of [messagePolicy.canSend, messagePolicy.canMarkRead]) {
      expect(await each(c, rule)).toEqual({ owner: true, other: true, admin: false, anonymous: false });
    }
  });

  it("canReply: the owner in their conversation and the operator; another member and nobody not", async () => {
    expect(await each(c, (who) => messagePolicy.canReply(who, { userId: c.owner.userId }))).toEqual({ owner: true, other: false, admin: true, anonymous: false });
  });

  it("canCompose, canFilterByClient, seesClient: the operator's", async () => {
    await expectOperatorOnly(c, [messagePolicy.canCompose, messagePolicy.canFilterByClient, messagePolicy.seesClient]);
  });
});
