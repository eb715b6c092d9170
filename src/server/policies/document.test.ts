import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { documents } from "../db/schema";
import { setupTestApp } from "../test/app";
import { documentPolicy } from "./document";
import { cast, each, expectOperatorOnly, visible } from "./policy-test-kit";

const ctx = await setupTestApp();
const c = await cast(ctx);
const [doc] = await ctx.db
  .insert(documents)
  .values({ userId: c.owner.userId, uploadedBy: c.owner.userId, fileName: "passport.pdf", fileType: "pdf", storageKey: `documents/${randomUUID()}`, contentType: "application/pdf", size: 10 })
  .returning();

describe("documentPolicy", () => {
  it("scope: the owner and the operator see the document; another member and nobody do not", async () => {
    expect(await each(c, (who) => visible(ctx, documents, documentPolicy.scope(who), eq(documents.id, doc!.id)))).toEqual({ owner: 1, other: 0, admin: 1, anonymous: 0 });
  });

  it("canDelete, canReadAccessLog, uploadsAsOperator: the operator's", async () => {
    await expectOperatorOnly(c, [documentPolicy.canDelete, documentPolicy.canReadAccessLog, documentPolicy.uploadsAsOperator]);
  });
});
