import { messageText } from "@core/i18n/messages/message";
import { AUTH_MESSAGES } from "@core/auth-messages";
import type { ComponentProps } from "react";
import { PasswordInput } from "@web/components/PasswordInput";
import { isApiError } from "@web/lib/api";
import { FormField } from "@web/ui/form-field";

/* What the dialogs that change the account itself (its address, its deletion) share. */

/** Their refusal: too many tries, the API's own words for a client error, else `fallback`. */
export function accountRefusal(err: unknown, fallback: string): string {
  if (!isApiError(err)) return fallback;
  if (err.status === 429) return messageText(AUTH_MESSAGES.rateLimited);
  return err.isClientError ? err.message : fallback;
}

type PasswordFields = {
  control: (id: string, name: "password") => ComponentProps<typeof PasswordInput>;
  error: (name: "password") => string | undefined;
};

/** Their last field: the current password that confirms the change, in FormDialog's fields. */
export function CurrentPasswordField({ id, label, fields }: { id: string; label: string; fields: PasswordFields }) {
  return (
    <FormField id={id} label={label} error={fields.error("password")}>
      <PasswordInput autoComplete="current-password" {...fields.control(id, "password")} />
    </FormField>
  );
}
