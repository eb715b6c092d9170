/**
 * The signed-in user's own account (Profile): every route is keyed by the
 * session's user, none takes an id. Schemas in core/settings.ts.
 */
export const accountRoutes = {
  /** Who is signed in, with their settings and what the UI must ask of them (a new password, 2FA). */
  me: { method: "GET", path: "/api/me", access: "member" },
  /** 'Save All Settings': profile, notifications and privacy in one request. */
  saveSettings: { method: "PUT", path: "/api/settings", access: "member" },
  /** /dashboard/profile: full name, phone, preferred language. */
  updateProfile: { method: "PATCH", path: "/api/profile", access: "member" },
  /** The dashboard header's language switch: the choice is saved, so a reload or another device keeps it. */
  setLanguage: { method: "PUT", path: "/api/profile/language", access: "member" },
  /** Everything the product holds about the caller, as a JSON file. */
  export: { method: "GET", path: "/api/account/export", access: "member" },
  /**
   * An administrator changes their own sign-in address with their password (a member asks the
   * operator, who is support). The old address is told; docs/decisions/0044-operator-settings.md.
   */
  changeEmail: { method: "POST", path: "/api/account/email", access: "admin" },
  /** The two-factor reminder put off for 7 days, on every device of this person. */
  snoozeTwoFactorReminder: { method: "POST", path: "/api/account/two-factor-reminder/snooze", access: "admin" },
  /** Danger Zone: erase the account (typed confirmation and the password); the session cookies are expired. */
  remove: { method: "POST", path: "/api/account/delete", access: "member" },
} as const;
