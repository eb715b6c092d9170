import { button, esc, layout, type RenderedMail } from "./layout";

export type VerifyEmailData = { name: string; verifyUrl: string };

/** Sent at sign-up (and again on a sign-in attempt before verifying). Security mail: always sent. */
export function accountVerifyEmail(d: VerifyEmailData): RenderedMail {
  const hello = d.name ? `Hello ${d.name},` : "Hello,";
  return {
    subject: "Verify your email for Concierge",
    text: `${hello}\n\nThanks for registering with Concierge. Please confirm this is your email address:\n${d.verifyUrl}\n\nThe link expires in 24 hours. If you did not register, ignore this email: no account is activated without it.`,
    html: layout({
      title: "Verify your email",
      bodyHtml: `<p>${esc(hello)}</p><p>Thanks for registering with Concierge. Please confirm this is your email address.</p>
${button(d.verifyUrl, "Verify my email")}
<p>The link expires in 24 hours. If you did not register, ignore this email: no account is activated without it.</p>`,
    }),
  };
}

export type ResetPasswordData = { name: string; resetUrl: string };

export function accountResetPassword(d: ResetPasswordData): RenderedMail {
  const hello = d.name ? `Hello ${d.name},` : "Hello,";
  return {
    subject: "Reset your Concierge password",
    text: `${hello}\n\nSomeone (hopefully you) asked to reset the password of your Concierge account. Set a new one here:\n${d.resetUrl}\n\nThe link works once and expires in 1 hour. Setting a new password signs you out everywhere else.\nIf you did not ask for this, ignore this email: your password stays as it is.`,
    html: layout({
      title: "Reset your password",
      bodyHtml: `<p>${esc(hello)}</p><p>Someone (hopefully you) asked to reset the password of your Concierge account.</p>
${button(d.resetUrl, "Set a new password")}
<p>The link works once and expires in 1 hour. Setting a new password signs you out everywhere else.</p>
<p>If you did not ask for this, ignore this email: your password stays as it is.</p>`,
    }),
  };
}

export type WelcomeData = { name: string; siteUrl: string };

/** After the email is verified (spec §3 welcome payload: email, name, siteUrl). */
export function accountWelcome(d: WelcomeData): RenderedMail {
  const hello = d.name ? `Welcome, ${d.name}!` : "Welcome!";
  const dashboard = `${d.siteUrl}/dashboard`;
  return {
    subject: "Welcome to Concierge",
    text: `${hello}\n\nYour email is verified and your Concierge account is ready. From your dashboard you can submit tasks, upload documents, buy prepaid hours and message us:\n${dashboard}\n\nWe reply within 24 hours, Monday-Friday 9:00-18:00 EET.`,
    html: layout({
      title: "Welcome to Concierge",
      bodyHtml: `<p>${esc(hello)}</p><p>Your email is verified and your Concierge account is ready. From your dashboard you can submit tasks, upload documents, buy prepaid hours and message us.</p>
${button(dashboard, "Open my dashboard")}
<p>We reply within 24 hours, Monday-Friday 9:00-18:00 EET.</p>`,
    }),
  };
}
