import { z } from "zod";
import { SIMPLE_EMAIL } from "./contact";
import { newPasswordSchema } from "./password";

export const ROLES = ["admin", "member"] as const;
export type Role = (typeof ROLES)[number];

/** The spec's texts for sign-in, sign-up and recovery (§4, §5, §8). */
export const AUTH_MESSAGES = {
  invalidAdmin: "Invalid administrator credentials",
  adminUnverified: "Email verification is required. Please check your email or contact support to verify your account.",
  memberUnverified: "Please check your email to verify your account. If you don't see it, check your spam folder.",
  invalidCredentials: "Invalid login credentials. Please check your email and password.",
  /** Added to invalidCredentials after more than one failed attempt. */
  resetHint: "Forgot your password? Use 'Forgot password' to reset it.",
  selfRegistrationDisabled: "Self-registration is disabled. Please contact the administrator.",
  emailFirst: "Please enter your email first",
  resetSent: "Password reset link sent to your email",
  resetFailed: "Failed to send reset password email",
  signUpFailed: "Sign up failed",
  signInFailed: "Failed to sign in",
  authFailed: "Authentication failed",
  signOutFailed: "Failed to sign out",
  registered: "Registration successful! Please check your email to verify your account.",
  welcomeBack: (email: string) => `Welcome back, ${email}`,
  welcomeAdmin: "Welcome, Administrator!",
  loginSuccessful: "Login successful!",
  signedIn: "Successfully signed in!",
  signedOut: "You have been signed out",
  signedOutManually: "You have been successfully signed out",
  setNewPassword: "Please set your new password",
  profileUpdated: "Your profile has been updated",
  mustSignIn: "You must be logged in to access this page",
  noPermission: "You don't have permission to access this page",
  adminOnly: "Access denied. Admin privileges required.",
  rateLimited: "Too many attempts. Please wait a minute and try again.",
  invalidCode: "Invalid code. Please try again.",
  /** The code step is over (used up by wrong codes, or left too long): back to the password. */
  signInExpired: "Your sign-in has expired. Please sign in again.",
  /** Better Auth's account lock after ten wrong codes in a row (15 minutes). */
  twoFactorLocked: "Too many wrong codes. Two-factor sign-in is locked for 15 minutes; please try again later.",
  invalidResetLink: "This reset link is invalid or has expired. Please request a new one.",
} as const;

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
