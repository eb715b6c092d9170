import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactSubmissions } from "../db/schema";
import { setupTestApp } from "../test/app";
import { testContactReference } from "../test/factories";
import { contactSubmissionPolicy } from "./contact-submission";
import { cast, each, itKeepsToTheOperator, OPERATOR_ONLY } from "./policy-test-kit";

const ctx = await setupTestApp();
const c = await cast(ctx);
// A request that came in through the contact form, from the owner's address.
const [submission] = await ctx.db
  .insert(contactSubmissions)
  .values({ reference: testContactReference(), name: "Maria Petrova", email: c.users.owner.email, service: "paperwork", message: "I need help registering my address.", dueAt: ctx.clock.now() })
  .returning();

describe("contactSubmissionPolicy", () => {
  const sees = "a submission, not even the member who wrote it";
  itKeepsToTheOperator(ctx, c, contactSubmissionPolicy, { sees, table: contactSubmissions, where: eq(contactSubmissions.id, submission!.id), rules: ["canReply", "canChangeStatus"] });

  it("canConvertToClient and canConvertToTask: the operator's, once each", async () => {
    const fresh = { clientId: null, taskId: null };
    const converted = { clientId: c.owner.userId, taskId: submission!.id };
    expect(await each(c, (who) => contactSubmissionPolicy.canConvertToClient(who, fresh))).toEqual(OPERATOR_ONLY);
    expect(await each(c, (who) => contactSubmissionPolicy.canConvertToTask(who, fresh))).toEqual(OPERATOR_ONLY);
    expect(contactSubmissionPolicy.canConvertToClient(c.admin, converted)).toBe(false);
    expect(contactSubmissionPolicy.canConvertToTask(c.admin, converted)).toBe(false);
  });
});
