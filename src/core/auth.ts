import { z } from "zod";
import { AUTH_MESSAGES } from "./auth-messages";
import { SIMPLE_EMAIL } from "./contact";
import { newPasswordSchema } from "./password";

export const ROLES = ["admin", "member"] as const;
export type Role = (typeof ROLES)[number];

export { AUTH_MESSAGES } from "./auth-messages";

const email = z
  .string(AUTH_MESSAGES.emailFirst)
  .trim()
  .min(1, AUTH_MESSAGES.emailFirst)
  .max(254, "Please enter a valid email address")
  .regex(SIMPLE_EMAIL, "Please enter a valid email address");

export const signInSchema = z.object({
  email,
  password: z.string("Please enter your password").min(1, "Please enter your password"),
});
export type SignIn = z.infer<typeof signInSchema>;

/** Member registration on /member-login (spec §5: full name, email and password required). */
export const signUpSchema = z.object({
  name: z.string("Please enter your full name").trim().min(1, "Please enter your full name").max(200, "Name is too long (200 characters at most)"),
  email,
  password: newPasswordSchema,
});
export type SignUp = z.infer<typeof signUpSchema>;

/** 'Forgot password': the email must be typed first. */
export const resetRequestSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    newPassword: newPasswordSchema,
    confirmPassword: z.string("Please confirm your new password").min(1, "Please confirm your new password"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "New passwords do not match", path: ["confirmPassword"] });

/** A 6-digit authenticator code or a backup code. */
export const twoFactorCodeSchema = z.object({ code: z.string().trim().min(6, AUTH_MESSAGES.invalidCode).max(32, AUTH_MESSAGES.invalidCode) });
