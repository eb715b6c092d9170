import { z } from "zod";

const flatParams = z.record(z.string(), z.union([z.string(), z.number()]));
/** A message's parameters on the wire (api-error.ts's WireMessage): texts, numbers, and messages one level deep. */
export const wireParamsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.object({ key: z.string(), params: flatParams.optional() })]));
export const wireMessageSchema = z.object({ key: z.string(), params: wireParamsSchema.optional() });

/**
 * A success answer's message (“Task updated”): its English, as before, and its key and
 * parameters, so the web says it in its reader's language (src/server/http/errors.ts `said`).
 */
export const saidShape = { message: z.string(), key: z.string().optional(), params: wireParamsSchema.optional() };
