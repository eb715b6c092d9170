import { describe, it } from "vitest";
import { setupTestApp } from "../test/app";
import { inboxPolicy } from "./inbox";
import { cast, expectOperatorOnly } from "./policy-test-kit";

const ctx = await setupTestApp();
const c = await cast(ctx);

describe("inboxPolicy", () => {
  it("canSee, canHandle: the operator's; a member, even the one the conversation is with, and nobody are refused", async () => {
    await expectOperatorOnly(c, [inboxPolicy.canSee, inboxPolicy.canHandle]);
  });
});
