import { z } from "zod";
import { CONTACT_MESSAGES, contactSchema } from "../../../core/contact";
import type { AppInstance } from "../../http/types";
import { limitByAddress, RULES } from "../../http/rate-limit";
import { contactInboxRoutes } from "./inbox-routes";
import { saveContactSubmission } from "./store";
import { declareRoutes } from "../../http/route";

export async function contactRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  await contactInboxRoutes(app);

  route.post(
    "/api/contact",
    {
      access: "public",
      onRequest: limitByAddress("contact", RULES.contact),
      schema: { body: contactSchema, response: { 201: z.object({ id: z.string(), message: z.string() }) } },
    },
    async (req, reply) => {
      const { config, db, clock } = app.deps;
      const row = await saveContactSubmission(db, req.body, config.OPERATOR_EMAIL, clock.now());
      return reply.status(201).send({ id: row.id, message: CONTACT_MESSAGES.success });
    },
  );
}
