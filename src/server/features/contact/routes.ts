import { said } from "../../http/errors";
import { CONTACT_MESSAGES, contactContract } from "../../../core/contact";
import type { AppInstance } from "../../http/types";
import { limitByAddress, RULES } from "../../http/rate-limit";
import { contactInboxRoutes } from "./inbox-routes";
import { saveContactSubmission } from "./store";
import { declareRoutes } from "../../http/route";
import { formLanguageFromRequest } from "../../mail/language";

export async function contactRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  await contactInboxRoutes(app);

  route.from(contactContract.send, { onRequest: limitByAddress("contact", RULES.contact), preValidation: formLanguageFromRequest }, async (req, reply) => {
    const { db, clock } = app.deps;
    const row = await saveContactSubmission(db, req.body, app.business.operatorEmail(), clock.now());
    return reply.status(201).send({ id: row.id, reference: row.reference, ...said(CONTACT_MESSAGES.success) });
  });
}
