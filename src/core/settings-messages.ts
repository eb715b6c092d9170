import { messageGroup } from "./i18n/messages/message";
/** Apart from core/settings.ts's schemas (see auth-messages.ts). */
export const SETTINGS_MESSAGES = {
  ...messageGroup("settings", [
    "saved", "profileSaved", "profileFailed", "loadFailed", "emailNote", "passwordsDiffer", "passwordUpdated", "allPasswordFields", "wrongCurrentPassword",
    "deleteConfirm", "deletePassword", "deleted", "emailChanged", "emailTaken", "emailSame", "lastAdmin",
  ]),
} as const;
