import { BUSINESS } from "@core/business";
import { Link } from "@web/i18n/LocalizedLink";
import { useI18n } from "@web/i18n/I18nProvider";
import { LegalPage } from "./LegalPage";

export function PrivacyPage() {
  const { t } = useI18n();
  return (
    <LegalPage title={t.footer.privacy}>
      <p>
        This policy explains what personal data Concierge (“we”, “us”) collects when you use our website and services,
        why we collect it, how long we keep it and what rights you have. We process personal data in line with the EU
        General Data Protection Regulation (GDPR) and the Bulgarian Personal Data Protection Act.
      </p>

      <h2>1. Who we are</h2>
      <p>
        Concierge is a personal concierge service based in {BUSINESS.city}. We are the controller of the personal data
        described here. You can reach us about anything in this policy at{" "}
        <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a> or on {BUSINESS.phone}.
      </p>

      <h2>2. What we collect</h2>
      <ul>
        <li>
          <strong>Contact requests:</strong> your name, email address, the type of help you need and your message.
        </li>
        <li>
          <strong>Newsletter:</strong> your email address and when you confirmed your subscription.
        </li>
        <li>
          <strong>Member accounts:</strong> your name, email address, phone number, preferred language, and the tasks,
          messages and documents you exchange with us.
        </li>
        <li>
          <strong>Documents you upload</strong> for a translation or a task, with any notes. Documents can contain
          personal data about you or others — please share only what the task needs.
        </li>
        <li>
          <strong>Payments:</strong> what you bought, the amount and the payment reference. Card payments are processed
          by our payment provider; we never see or store your full card number.
        </li>
        <li>
          <strong>Technical data:</strong> server logs (IP address, browser type, time of the request), kept briefly
          to keep the service secure.
        </li>
      </ul>

      <h2>3. Why we use it, and on what legal basis</h2>
      <ul>
        <li>
          To answer your questions and provide the services you ask for — performing a contract with you or taking
          steps at your request before one (Art. 6(1)(b) GDPR).
        </li>
        <li>
          To send our newsletter, only after you confirm your subscription — your consent (Art. 6(1)(a) GDPR), which
          you can withdraw at any time with the unsubscribe link in every email.
        </li>
        <li>To keep accounting and tax records — a legal obligation (Art. 6(1)(c) GDPR).</li>
        <li>
          To keep our website and systems secure and prevent abuse — our legitimate interests (Art. 6(1)(f) GDPR).
        </li>
      </ul>

      <h2>4. How long we keep it</h2>
      <ul>
        <li>
          <strong>Uploaded documents</strong> are deleted within {BUSINESS.documentRetentionDays} days of upload. We
          keep only a record that the document existed (its title, date and status).
        </li>
        <li>
          <strong>Contact messages</strong> are kept for up to 24 months after our last exchange, then deleted.
        </li>
        <li>
          <strong>Newsletter data</strong> is kept until you unsubscribe. If you never confirm your subscription, you
          receive no newsletters and the confirmation link expires after 7 days.
        </li>
        <li>
          <strong>Payment records</strong> are kept for as long as Bulgarian accounting and tax law requires (up to 10
          years).
        </li>
        <li>
          <strong>Account data</strong> is kept until you delete your account, then erased, except records the law
          requires us to keep.
        </li>
        <li>
          <strong>Server logs</strong> are kept for up to 30 days.
        </li>
      </ul>

      <h2>5. Who we share it with</h2>
      <p>
        We use a small number of trusted providers who process data on our behalf and under contract with us: our payment
        provider (card payments), our email delivery provider and our hosting provider. When a task requires it — for
        example, booking an appointment for you — we share the minimum necessary with the office or business concerned,
        on your instructions. We do not sell personal data and we do not use it for advertising.
      </p>

      <h2>6. Transfers outside the EU</h2>
      <p>
        We prefer providers that store data in the European Union or the European Economic Area. Where data is
        transferred outside the EEA, we rely on a European Commission adequacy decision or the Commission’s standard
        contractual clauses.
      </p>

      <h2>7. Cookies and local storage</h2>
      <p>
        We don’t use advertising or tracking cookies. We use a strictly necessary cookie to keep you signed in to the
        members area, and your browser’s local storage to remember your theme and language. Our payment provider may set
        its own cookies on its checkout page to prevent fraud.
      </p>

      <h2>8. Your rights</h2>
      <p>
        You have the right to access your data, to have it corrected or erased, to restrict or object to its processing,
        to receive it in a portable format, and to withdraw consent at any time. To use any of these rights, email{" "}
        <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>; we answer within one month.
      </p>
      <p>
        You can also complain to the Bulgarian supervisory authority, the Commission for Personal Data Protection
        (Комисия за защита на личните данни), 2 Prof. Tsvetan Lazarov Blvd., Sofia 1592,{" "}
        <a href="https://www.cpdp.bg" rel="noopener noreferrer" target="_blank">
          www.cpdp.bg
        </a>
        .
      </p>

      <h2>9. Security</h2>
      <p>
        The site is served over HTTPS. Documents are stored privately and are only available to you and to staff who
        need them, through authorised download links — never public web addresses. Access to personal data is limited to
        the people who need it to help you.
      </p>

      <h2>10. Children</h2>
      <p>Our services are meant for adults. We do not knowingly collect data from children under 16.</p>

      <h2>11. Changes to this policy</h2>
      <p>
        If we change how we handle personal data, we will update this page and, for significant changes, tell members
        and subscribers by email. See also our <Link to="/terms">Terms of Service</Link>.
      </p>
    </LegalPage>
  );
}
