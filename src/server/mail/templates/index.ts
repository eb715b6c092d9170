import {
  accountBackupCodesRegenerated,
  accountDeleted,
  accountDeletedOperatorNotice,
  accountNewSignIn,
  accountPasswordChanged,
  accountTwoFactorDisabled,
  accountTwoFactorEnabled,
} from "./account-security";
import { backupMissing } from "./backups";
import { appointmentAgenda, appointmentBooked, appointmentCancelled, appointmentConfirmed, appointmentMoved, appointmentReminder } from "./appointments";
import { accountResetPassword, accountSignUpAttempt, accountVerifyEmail, accountWelcome } from "./account";
import { clientInvite, lowBalance, packAccountReady, paymentRefundDue, paymentRefunded, paymentReminder, paymentRequested } from "./clients";
import { contactAcknowledgement } from "./contact-acknowledgement";
import { contactNotification } from "./contact-notification";
import { contactReply } from "./contact-reply";
import { translationDelivered } from "./translation-delivery";
import { newsletterAlreadySubscribed, newsletterConfirm, newsletterIssue } from "./newsletter";
import { orderNotification, paymentReceipt, translationRequestNotification } from "./orders";
import { messageToMember, messageToOperator } from "./messages";
import { replyNotPosted } from "./reply-not-posted";
import { itemOverdue } from "./sla";
import { healthTestMail } from "./health";
import { documentForClient, taskCompleted, taskDocumentAdded, taskStatusChanged, taskSubmitted } from "./tasks";

/** Every email the product sends. Routes enqueue `{ template, to, data }`; nothing else builds mail. */
export const templates = {
  accountVerifyEmail,
  accountResetPassword,
  accountWelcome,
  accountSignUpAttempt,
  accountPasswordChanged,
  accountTwoFactorEnabled,
  accountTwoFactorDisabled,
  accountBackupCodesRegenerated,
  accountNewSignIn,
  accountDeleted,
  accountDeletedOperatorNotice,
  contactNotification,
  contactAcknowledgement,
  newsletterConfirm,
  newsletterAlreadySubscribed,
  newsletterIssue,
  paymentReceipt,
  orderNotification,
  translationRequestNotification,
  taskSubmitted,
  taskDocumentAdded,
  taskStatusChanged,
  taskCompleted,
  documentForClient,
  clientInvite,
  lowBalance,
  packAccountReady,
  paymentRequested,
  paymentReminder,
  paymentRefundDue,
  paymentRefunded,
  messageToOperator,
  messageToMember,
  replyNotPosted,
  contactReply,
  translationDelivered,
  itemOverdue,
  healthTestMail,
  backupMissing,
  appointmentConfirmed,
  appointmentBooked,
  appointmentReminder,
  appointmentAgenda,
  appointmentCancelled,
  appointmentMoved,
};

export type Templates = typeof templates;
export type TemplateName = keyof Templates;
export type TemplateData<K extends TemplateName> = Parameters<Templates[K]>[0];
