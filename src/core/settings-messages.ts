/** Apart from core/settings.ts's schemas (see auth-messages.ts). */
export const SETTINGS_MESSAGES = {
  saved: "Settings saved successfully",
  profileSaved: "Profile updated!",
  profileFailed: "Failed to update profile",
  loadFailed: "Failed to load profile",
  emailNote: "To change your email, please contact support",
  passwordsDiffer: "New passwords do not match",
  passwordUpdated: "Password updated successfully",
  allPasswordFields: "Please fill in all password fields",
  wrongCurrentPassword: "Your current password is incorrect.",
  deleteConfirm: 'Please type DELETE to confirm',
  deletePassword: "Please enter your password to confirm",
  deleted: "Your account has been deleted",
  emailChanged: "Your email address has been changed",
  emailTaken: "Another account already uses this email address",
  emailSame: "This is already your email address",
  lastAdmin: "You are the last administrator. Promote another administrator before deleting this account.",
} as const;
