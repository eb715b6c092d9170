import { PASSWORD_MESSAGES } from "@core/password-messages";
import { useMessagesNow, useTranslate } from "@web/i18n/use-translate";

/** The password rule, shown under every field that sets a password, even beside an error. */
export function PasswordRule({ id }: { id: string }) {
  const translate = useTranslate();
  // The rule is a message, said in the form's first render.
  useMessagesNow();
  return (
    <p id={id} className="-mt-3 text-sm text-muted-foreground">
      {translate(PASSWORD_MESSAGES.rule)}
    </p>
  );
}

/** aria-describedby for a new-password field: its error (if any) and the rule. */
export function describedBy(fieldId: string, ruleId: string, error?: string) {
  return { "aria-describedby": error ? `${fieldId}-error ${ruleId}` : ruleId };
}
