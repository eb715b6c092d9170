import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { cookieValue, LANGUAGE_COOKIE, pickLanguage } from "../../core/i18n/language-rule";
import type { DbOrTx } from "../db/client";
import { profiles, user } from "../db/schema";
import { type Locale, pickLocale } from "../../core/locale";

/** A member's email language: their profile's preferred language (Spanish, French, German → English). */
export async function memberMailLang(db: DbOrTx, userId: string): Promise<Locale> {
  const [row] = await db.select({ lang: profiles.preferredLanguage }).from(profiles).where(eq(profiles.userId, userId));
  return pickLocale(row?.lang);
}

/**
 * The operator's email language: English (the operator's), unless an account with the
 * operator's address has Bulgarian as its preferred language.
 */
export async function operatorMailLang(db: DbOrTx, operatorEmail: string): Promise<Locale> {
  const [row] = await db
    .select({ lang: profiles.preferredLanguage })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(user.email, operatorEmail.toLowerCase()));
  return pickLocale(row?.lang);
}

type RequestHeaders = Headers | Record<string, string | string[] | undefined>;
const header = (headers: RequestHeaders | undefined, name: string): string | null => {
  if (!headers) return null;
  if (headers instanceof Headers) return headers.get(name);
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : (value ?? null);
};

/**
 * The language rule on the server (core/i18n/language-rule.ts, docs/decisions/0018-language-rule.md)
 * for a request: the language the page said (a form's `language`, the URL's), then the
 * person's choice (`profile`, the language cookie), then Accept-Language, then English.
 */
export function requestMailLang(headers: RequestHeaders | undefined, said?: string | null, profile?: string | null): Locale {
  return pickLanguage({
    profile: said ?? profile,
    choice: cookieValue(header(headers, "cookie"), LANGUAGE_COOKIE),
    acceptLanguage: header(headers, "accept-language"),
  });
}

/**
 * A visitor form's `preValidation`: a body sent without its language (an older page, a script)
 * takes the request's — the language cookie, then Accept-Language — before the schema's English
 * default, so the visitor's emails still follow the rule. A checkout's translation details too.
 */
export async function formLanguageFromRequest(req: FastifyRequest): Promise<void> {
  const body = req.body as Record<string, unknown> | null;
  if (!body || typeof body !== "object" || Array.isArray(body)) return;
  const language = () => requestMailLang(req.headers);
  if (body.language === undefined) body.language = language();
  const translation = body.translation as Record<string, unknown> | undefined;
  if (translation && typeof translation === "object" && !Array.isArray(translation) && translation.language === undefined) translation.language = body.language;
}
