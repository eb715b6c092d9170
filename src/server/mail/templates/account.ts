import { button, esc, layout, mailLink, type RenderedMail } from "./layout";

/** Account mail (Better Auth's verification, reset and welcome), in the member's preferred language. */
type Lang = "en" | "bg";

/** A mail of paragraphs with one button after paragraph `after` (the account and account-security mails). */
export function render(lang: Lang, subject: string, title: string, paragraphs: string[], rawLink: { href: string; label: string; after: number }): RenderedMail {
  const link = { ...rawLink, href: mailLink(rawLink.href, lang) };
  const before = paragraphs.slice(0, link.after);
  const after = paragraphs.slice(link.after);
  return {
    subject,
    text: [...before, link.href, ...after].join("\n\n"),
    html: layout({
      lang,
      title,
      bodyHtml: `${before.map((p) => `<p>${esc(p)}</p>`).join("")}
${button(link.href, link.label, lang)}
${after.map((p) => `<p>${esc(p)}</p>`).join("")}`,
    }).replace('<html lang="en">', `<html lang="${lang}">`),
  };
}

export type VerifyEmailData = { lang?: Lang; name: string; verifyUrl: string };

/** Sent at sign-up (and again on a sign-in attempt before verifying). Security mail: always sent. */
export function accountVerifyEmail(d: VerifyEmailData): RenderedMail {
  const link = { href: d.verifyUrl, after: 2 };
  if (d.lang === "bg") {
    return render("bg", "Потвърдете имейла си за Concierge", "Потвърдете имейла си", [
      d.name ? `Здравейте, ${d.name},` : "Здравейте,",
      "Благодарим ви, че се регистрирахте в Concierge. Моля, потвърдете, че това е вашият имейл адрес:",
      "Връзката е валидна 24 часа. Ако не сте се регистрирали вие, не обръщайте внимание на това писмо: без него профил не се активира.",
    ], { ...link, label: "Потвърждавам имейла си" });
  }
  return render("en", "Verify your email for Concierge", "Verify your email", [
    d.name ? `Hello ${d.name},` : "Hello,",
    "Thanks for registering with Concierge. Please confirm this is your email address:",
    "The link expires in 24 hours. If you did not register, ignore this email: no account is activated without it.",
  ], { ...link, label: "Verify my email" });
}

export type ResetPasswordData = { lang?: Lang; name: string; resetUrl: string };

export function accountResetPassword(d: ResetPasswordData): RenderedMail {
  const link = { href: d.resetUrl, after: 2 };
  if (d.lang === "bg") {
    return render("bg", "Смяна на паролата ви за Concierge", "Смяна на паролата", [
      d.name ? `Здравейте, ${d.name},` : "Здравейте,",
      "Някой (надяваме се вие) поиска смяна на паролата на профила ви в Concierge. Задайте нова тук:",
      "Връзката работи веднъж и е валидна 1 час. Новата парола ви изписва от всички други устройства.",
      "Ако не сте поискали това, не обръщайте внимание на писмото: паролата ви остава същата.",
    ], { ...link, label: "Задаване на нова парола" });
  }
  return render("en", "Reset your Concierge password", "Reset your password", [
    d.name ? `Hello ${d.name},` : "Hello,",
    "Someone (hopefully you) asked to reset the password of your Concierge account. Set a new one here:",
    "The link works once and expires in 1 hour. Setting a new password signs you out everywhere else.",
    "If you did not ask for this, ignore this email: your password stays as it is.",
  ], { ...link, label: "Set a new password" });
}

export type WelcomeData = { lang?: Lang; name: string; siteUrl: string };

/** After the email is verified (spec §3 welcome payload: email, name, siteUrl). */
export function accountWelcome(d: WelcomeData): RenderedMail {
  const link = { href: `${d.siteUrl}/dashboard`, after: 2 };
  if (d.lang === "bg") {
    return render("bg", "Добре дошли в Concierge", "Добре дошли в Concierge", [
      d.name ? `Добре дошли, ${d.name}!` : "Добре дошли!",
      "Имейлът ви е потвърден и профилът ви в Concierge е готов. От таблото си можете да изпращате задачи, да качвате документи, да купувате предплатени часове и да ни пишете:",
      "Отговаряме в рамките на 24 часа, понеделник–петък 9:00–18:00 EET.",
    ], { ...link, label: "Към таблото ми" });
  }
  return render("en", "Welcome to Concierge", "Welcome to Concierge", [
    d.name ? `Welcome, ${d.name}!` : "Welcome!",
    "Your email is verified and your Concierge account is ready. From your dashboard you can submit tasks, upload documents, buy prepaid hours and message us:",
    "We reply within 24 hours, Monday-Friday 9:00-18:00 EET.",
  ], { ...link, label: "Open my dashboard" });
}

export type SignUpAttemptData = { lang?: Lang; name: string; signInUrl: string };

/**
 * Someone signed up with an address that already has an account. The form answers as for a
 * new sign-up (it must not tell who has an account); the owner learns it here instead.
 */
export function accountSignUpAttempt(d: SignUpAttemptData): RenderedMail {
  const link = { href: d.signInUrl, after: 2 };
  if (d.lang === "bg") {
    return render("bg", "Опит за регистрация с вашия имейл в Concierge", "Вече имате профил", [
      d.name ? `Здравейте, ${d.name},` : "Здравейте,",
      "Някой (може би вие) се опита да създаде нов профил в Concierge с този имейл адрес. Вие вече имате профил, затова нов не беше създаден. Влезте от тук:",
      "Ако сте забравили паролата си, използвайте „Забравена парола“ на страницата за вход.",
      "Ако не сте били вие, не е нужно да правите нищо: профилът ви не е променен.",
    ], { ...link, label: "Вход" });
  }
  return render("en", "Someone tried to sign up with your email at Concierge", "You already have an account", [
    d.name ? `Hello ${d.name},` : "Hello,",
    "Someone (perhaps you) tried to create a new Concierge account with this email address. You already have an account, so no new one was created. Sign in here:",
    "If you forgot your password, use 'Forgot password' on the sign-in page.",
    "If this was not you, there is nothing to do: your account has not been changed.",
  ], { ...link, label: "Sign in" });
}
