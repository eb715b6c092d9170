import type { Locale } from "@web/i18n/I18nProvider";

/** The invitation page (/invite?token=…): the client chooses a password and is signed in. */
const en = {
  title: "Welcome to Concierge",
  lead: (name: string, email: string) => `${name ? `${name}, choose` : "Choose"} your password for ${email}. Then you go straight to your dashboard.`,
  checking: "Checking your invitation...",
  newPassword: "Password",
  confirmPassword: "Confirm Password",
  submit: "Set password and sign in",
  saving: "Signing you in...",
  signedIn: "Your password is set. Welcome!",
  deadTitle: "This invitation link can't be used",
  signIn: "Go to sign-in",
};

const bg: typeof en = {
  title: "Добре дошли в Concierge",
  lead: (name, email) => `${name ? `${name}, изберете` : "Изберете"} своя парола за ${email}. След това влизате направо в таблото си.`,
  checking: "Проверяваме поканата ви...",
  newPassword: "Парола",
  confirmPassword: "Потвърдете паролата",
  submit: "Задай парола и влез",
  saving: "Вписване...",
  signedIn: "Паролата е зададена. Добре дошли!",
  deadTitle: "Тази връзка за покана не може да се използва",
  signIn: "Към входа",
};

export const invitesCopy: Record<Locale, typeof en> = { en, bg };
