import { template } from "./i18n/messages/keyed";
/**
 * The product's texts for sign-in, sign-up and recovery. Apart from core/auth.ts's
 * schemas, so a screen that only shows a message (the dashboard's guard, Sign Out) loads
 * neither zod nor the password rules.
 */
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
  welcomeBack: template("auth.welcomeBack", "Welcome back, {email}"),
  /** A member's very first sign-in: nothing to come back to yet. */
  welcomeFirst: template("auth.welcomeFirst", "Welcome, {email}"),
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
