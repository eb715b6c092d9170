import { saidShape } from "./api-error-schema";
import { type Message, messageText, msg } from "./i18n/messages/message";
import { z } from "zod";
import { accountEmailSchema, ROLES } from "./auth";
import { contract } from "./contract";
import { accountRoutes } from "./routes/account";
import { SETTINGS_MESSAGES } from "./settings-messages";
import { PREFERRED_LANGUAGES, type PreferredLanguage } from "./clients";
import { newPasswordSchema } from "./password";
import { LENGTH_MESSAGES } from "./length-messages";
import { isOneLine, ONE_LINE_MESSAGES } from "./one-line";

export { LANGUAGES } from "./clients-constants";
export type Language = PreferredLanguage;

export { SETTINGS_MESSAGES } from "./settings-messages";

const text = (max: number, tooLong: (max: number) => Message) => z.string().trim().max(max, messageText(tooLong(max)));

export const profileFieldsSchema = z.strictObject({
  // The name and the phone reach the calendar invites of appointments made for the member: one line each.
  fullName: text(200, LENGTH_MESSAGES.fullName).refine(isOneLine, messageText(ONE_LINE_MESSAGES.field)),
  phone: text(40, LENGTH_MESSAGES.phone).regex(/^[0-9+()\-. ]*$/, messageText(msg("appointment.phone"))),
  address: text(500, LENGTH_MESSAGES.address),
  preferredLanguage: z.enum(PREFERRED_LANGUAGES, messageText(msg("schema.languageRequired"))),
});

/** The product's defaults: every toggle on except promotions. */
export const notificationsSchema = z.strictObject({
  email: z.boolean(),
  taskUpdates: z.boolean(),
  documentUpdates: z.boolean(),
  paymentReceipts: z.boolean(),
  promotions: z.boolean(),
});
export type Notifications = z.infer<typeof notificationsSchema>;
export type NotificationKind = keyof Notifications;

/** 'Save All Settings': everything on the settings page in one request. */
export const settingsSchema = z.strictObject({
  profile: profileFieldsSchema,
  notifications: notificationsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  profile: { fullName: "", phone: "", address: "", preferredLanguage: "en" },
  notifications: { email: true, taskUpdates: true, documentUpdates: true, paymentReceipts: true, promotions: false },
};

/** /dashboard/profile: Full Name, Phone, Preferred Language. */
export const profileSchema = profileFieldsSchema.pick({ fullName: true, phone: true, preferredLanguage: true });
export type ProfileInput = z.infer<typeof profileSchema>;
/** The header's switch offers the interface's languages only (those with a catalogue). */
export const languageChoiceSchema = z.strictObject({ preferredLanguage: z.enum(["en", "bg"], messageText(msg("schema.languageRequired"))) });

/** Security → password change: all three fields required, new and confirm must match. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, messageText(SETTINGS_MESSAGES.allPasswordFields)),
    newPassword: z.string().min(1, messageText(SETTINGS_MESSAGES.allPasswordFields)).pipe(newPasswordSchema),
    confirmPassword: z.string().min(1, messageText(SETTINGS_MESSAGES.allPasswordFields)),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: messageText(SETTINGS_MESSAGES.passwordsDiffer), path: ["confirmPassword"] });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** Danger Zone → delete my account: typed confirmation plus the password. */
export const deleteAccountSchema = z.strictObject({
  confirmation: z.literal("DELETE", messageText(SETTINGS_MESSAGES.deleteConfirm)),
  password: z.string(messageText(SETTINGS_MESSAGES.deletePassword)).min(1, messageText(SETTINGS_MESSAGES.deletePassword)).max(256),
});

/** An administrator's own new sign-in address, confirmed with their password. */
export const changeEmailSchema = z.strictObject({
  email: accountEmailSchema,
  password: z.string(messageText(SETTINGS_MESSAGES.deletePassword)).min(1, messageText(SETTINGS_MESSAGES.deletePassword)).max(256),
});
export type ChangeEmail = z.infer<typeof changeEmailSchema>;

/** How long "Remind me later" puts off the two-factor reminder. */
export const TWO_FACTOR_SNOOZE_DAYS = 7;

/** The profile as stored (the input rules above are not checked again on the way out). */
const storedProfileSchema = z.object({ fullName: z.string(), phone: z.string(), address: z.string(), preferredLanguage: z.enum(PREFERRED_LANGUAGES) });
const storedNotificationsSchema = z.object({
  email: z.boolean(),
  taskUpdates: z.boolean(),
  documentUpdates: z.boolean(),
  paymentReceipts: z.boolean(),
  promotions: z.boolean(),
});

/** The signed-in account with its settings. */
const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(ROLES),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    createdAt: z.string(),
  }),
  profile: storedProfileSchema,
  notifications: storedNotificationsSchema,
  /** An admin without 2FA while ADMIN_2FA_REQUIRED: admin routes refuse until enrolled. */
  mustEnrollTwoFactor: z.boolean(),
  /** An admin without 2FA who has not put the reminder off: the UI asks them to enrol. */
  suggestTwoFactor: z.boolean(),
  /** The only administrator: their account cannot be deleted (the server refuses it too). */
  soleAdmin: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

export const accountContract = contract(accountRoutes, {
  me: { response: { 200: meSchema } },
  saveSettings: {
    body: settingsSchema,
    response: { 200: z.object({ ...saidShape, profile: storedProfileSchema, notifications: storedNotificationsSchema }) },
  },
  updateProfile: { body: profileSchema, response: { 200: z.object({ ...saidShape, profile: storedProfileSchema }) } },
  setLanguage: { body: languageChoiceSchema, response: { 200: z.object({ profile: storedProfileSchema }) } },
  export: { response: "file" },
  changeEmail: { body: changeEmailSchema, response: { 200: z.object({ ...saidShape, email: z.string() }) } },
  snoozeTwoFactorReminder: { response: { 200: z.object({ snoozedUntil: z.string() }) } },
  remove: { body: deleteAccountSchema, response: { 200: z.object({ ...saidShape }) } },
});
