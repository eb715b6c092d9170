import { messageText, msg } from "./i18n/messages/message";
import { z } from "zod";
import { AUTH_MESSAGES } from "./auth-messages";
import { SIMPLE_EMAIL } from "./contact";
import { contract } from "./contract";
import { emailAddressSchema } from "./email-address";
import { newPasswordSchema } from "./password";
import { authRoutes, testSessionRoutes } from "./routes/auth";
import { LENGTH_MESSAGES } from "./length-messages";
import { isOneLine, ONE_LINE_MESSAGES } from "./one-line";

export const ROLES = ["admin", "member"] as const;
export type Role = (typeof ROLES)[number];

export { AUTH_MESSAGES } from "./auth-messages";

const INVALID_EMAIL = messageText(msg("client.invalidEmail"));

/** Signing in or asking for a reset link stores nothing: an account made before the mailbox rule still signs in. */
const email = z.string(messageText(AUTH_MESSAGES.emailFirst)).trim().min(1, messageText(AUTH_MESSAGES.emailFirst)).max(254, INVALID_EMAIL).regex(SIMPLE_EMAIL, INVALID_EMAIL);

/** An address an account is made with (sign-up, the operator's new account or address change): one we can mail. */
export const accountEmailSchema = emailAddressSchema({ required: messageText(AUTH_MESSAGES.emailFirst), invalid: INVALID_EMAIL });

export const signInSchema = z.object({
  email,
  password: z.string(messageText(msg("schema.passwordRequired"))).min(1, messageText(msg("schema.passwordRequired"))),
});
export type SignIn = z.infer<typeof signInSchema>;

/** Member registration on /member-login (full name, email and password required). */
export const signUpSchema = z.object({
  // One line: the name is the attendee on the calendar invites of appointments made for the member.
  name: z.string(messageText(msg("schema.fullNameRequired"))).trim().min(1, messageText(msg("schema.fullNameRequired"))).max(200, messageText(LENGTH_MESSAGES.name(200))).refine(isOneLine, messageText(ONE_LINE_MESSAGES.field)),
  email: accountEmailSchema,
  password: newPasswordSchema,
});
export type SignUp = z.infer<typeof signUpSchema>;

/** 'Forgot password': the email must be typed first. */
export const resetRequestSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    newPassword: newPasswordSchema,
    confirmPassword: z.string(messageText(msg("schema.confirmNewPassword"))).min(1, messageText(msg("schema.confirmNewPassword"))),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: messageText(msg("settings.passwordsDiffer")), path: ["confirmPassword"] });

/** A 6-digit authenticator code or a backup code. */
export const twoFactorCodeSchema = z.object({ code: z.string().trim().min(6, messageText(AUTH_MESSAGES.invalidCode)).max(32, messageText(AUTH_MESSAGES.invalidCode)) });

const signedInUserSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });

export const authContract = contract(authRoutes, {
  adminSignIn: {
    body: signInSchema.extend({ rememberMe: z.boolean().optional() }),
    response: {
      200: z.union([
        z.object({ user: signedInUserSchema.extend({ role: z.literal("admin") }) }),
        z.object({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()) }),
      ]),
    },
  },
  welcome: { response: { 200: z.object({ returning: z.boolean() }) } },
});

export const testSessionContract = contract(testSessionRoutes, {
  open: {
    body: z.object({
      email: z.email(),
      password: z.string().min(1),
      name: z.string().trim().min(1).max(200).default("Maria Ivanova"),
      role: z.enum(ROLES).default("member"),
      emailVerified: z.boolean().default(true),
      /** false: create (or check) the user and open no session, as a fixture of a not-signed-in member wants. */
      signIn: z.boolean().default(true),
    }),
    response: { 200: z.object({ user: signedInUserSchema.extend({ role: z.enum(ROLES) }) }) },
  },
});
