import { said } from "../../http/errors";
import { inboxContract } from "../../../core/inbox";
import { INBOX_MESSAGES } from "../../../core/inbox-constants";
import { declareRoutes } from "../../http/route";
import type { AppInstance } from "../../http/types";
import { clientContext, markConversationHandled } from "./context";
import { listInbox } from "./list";

/** The operator inbox (core/routes/inbox.ts). Admin only: members get 403. */
export async function inboxRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock } = app.deps;

  route.from(inboxContract.list, {}, async (req) => listInbox(db, req.actor, req.query, clock.now()));

  route.from(inboxContract.context, {}, async (req) => clientContext(db, req.actor, req.params.clientId, clock.now()));

  route.from(inboxContract.conversationHandled, {}, async (req) => ({
    ...said(INBOX_MESSAGES.handled),
    answered: await markConversationHandled(db, req.actor, req.params.clientId, clock.now()),
  }));
}
