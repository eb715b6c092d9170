import { msg } from "./i18n/messages/message";
/** Apart from core/settings.ts's schemas (see auth-messages.ts). */
export const SETTINGS_MESSAGES = {
  saved: msg("settings.saved"),
  profileSaved: msg("settings.profileSaved"),
  profileFailed: msg("settings.profileFailed"),
  loadFailed: msg("settings.loadFailed"),
  emailNote: msg("settings.emailNote"),
  passwordsDiffer: msg("settings.passwordsDiffer"),
  passwordUpdated: msg("settings.passwordUpdated"),
  allPasswordFields: msg("settings.allPasswordFields"),
  wrongCurrentPassword: msg("settings.wrongCurrentPassword"),
  deleteConfirm: msg("settings.deleteConfirm"),
  deletePassword: msg("settings.deletePassword"),
  deleted: msg("settings.deleted"),
  emailChanged: msg("settings.emailChanged"),
  emailTaken: msg("settings.emailTaken"),
  emailSame: msg("settings.emailSame"),
  lastAdmin: msg("settings.lastAdmin"),
} as const;
