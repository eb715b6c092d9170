import { BUSINESS } from "@core/business";
import { Link } from "@web/i18n/LocalizedLink";
import { useI18n } from "@web/i18n/I18nProvider";
import { LegalPage } from "./LegalPage";

export function TermsPage() {
  const { t } = useI18n();
  return (
    <LegalPage title={t.footer.terms}>
      <p>
        These terms apply when you use the Concierge website or ask us for help. By sending us a request or making a
        payment, you agree to them. We have kept them in plain English on purpose — if anything is unclear, just ask.
      </p>

      <h2>1. Who we are</h2>
      <p>
        Concierge is a personal concierge service based in {BUSINESS.city}, helping expats and digital nomads with
        everyday tasks. Contact: <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>, {BUSINESS.phone}.
      </p>

      <h2>2. What we do</h2>
      <p>
        We provide practical help: English summaries of Bulgarian documents, phone calls and appointments, in-person
        assistance, paperwork setup and other requests we agree with you. We act on your instructions, and on your behalf
        only as far as you authorise us.
      </p>

      <h2>3. What we don’t do</h2>
      <p>
        We are <strong>not a law firm</strong>, an accountancy or an official translation agency. We don’t give legal,
        tax, immigration or financial advice, and we cannot represent you where the law requires a lawyer or a power of
        attorney. When you need a professional, we will tell you and can help you find one.
      </p>

      <h2>4. Translations</h2>
      <ul>
        <li>
          Our translations are <strong>informal English summaries</strong> to help you understand a document. They are{" "}
          <strong>not official, sworn or certified translations</strong> and must not be used as such — for example in
          court, with authorities or as the basis for legal decisions.
        </li>
        <li>We aim to be accurate, but the Bulgarian original always prevails.</li>
        <li>
          We deliver within {BUSINESS.translationTurnaround} of receiving payment and a readable document.
        </li>
        <li>
          The flat rate covers one document of up to {BUSINESS.translationPagesIncluded} pages or{" "}
          {BUSINESS.translationWordsIncluded} words. Longer documents may cost extra; we tell you the price before we
          start, and you can decide not to go ahead.
        </li>
      </ul>

      <h2>5. Prices and payment</h2>
      <ul>
        <li>
          Our prices are listed on the <Link to="/pricing">Pricing</Link> page in the site currency.
        </li>
        <li>
          Time-based work is billed at the hourly rate, with a <strong>one-hour minimum</strong>, and time is{" "}
          <strong>rounded up to the full hour</strong>. A full day is billed at the daily rate.
        </li>
        <li>
          We give you an estimate before we begin and tell you straight away if a task is likely to take longer.
        </li>
        <li>
          Payments are made by card through our payment provider. We never receive or store your card details.
        </li>
        <li>There are no subscriptions and no long-term contracts.</li>
      </ul>

      <h2>6. Cancellations and refunds</h2>
      <p>
        You can cancel a request at any time. If we haven’t started work, we refund you in full. If we have, we charge
        for the time already spent (rounded up to the full hour, with the one-hour minimum) and refund the rest.
      </p>
      <p>
        As a consumer in the EU you have 14 days to withdraw from a contract made online. If you ask us to start within
        that period, you pay for the part of the service already performed, and you lose the right to withdraw once the
        service has been fully performed.
      </p>

      <h2>7. Your part</h2>
      <ul>
        <li>Give us accurate, complete information and answer our questions in good time.</li>
        <li>Only share documents you are entitled to share.</li>
        <li>Only ask us for things that are lawful. We may decline any request we consider unlawful or unsafe.</li>
      </ul>

      <h2>8. Documents and confidentiality</h2>
      <p>
        We treat everything you share as confidential and use it only for your request. Uploaded documents are deleted
        within {BUSINESS.documentRetentionDays} days of upload, so please keep your own copies. Our{" "}
        <Link to="/privacy">Privacy Policy</Link> explains how we handle personal data.
      </p>

      <h2>9. Offices and other third parties</h2>
      <p>
        Many tasks involve offices, companies and people we don’t control. We cannot guarantee their decisions, waiting
        times or fees. Official fees and third-party charges are paid by you, and we tell you about them in advance
        whenever we can.
      </p>

      <h2>10. Liability</h2>
      <p>
        We do our work with care and skill. Our total liability for a request is limited to the amount you paid for it,
        except for harm caused intentionally or through gross negligence, or where the law does not allow such a limit.
        We are not liable for decisions made by authorities or other third parties.
      </p>

      <h2>11. Complaints</h2>
      <p>
        If something isn’t right, tell us at <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>. We reply within{" "}
        {BUSINESS.supportReplyHours} hours and will do our best to put it right. You can also contact the Bulgarian
        Commission for Consumer Protection (
        <a href="https://kzp.bg" rel="noopener noreferrer" target="_blank">
          kzp.bg
        </a>
        ).
      </p>

      <h2>12. Law and disputes</h2>
      <p>
        These terms are governed by Bulgarian law, and disputes go to the competent courts in Bulgaria. If you are a
        consumer living elsewhere in the EU, you keep the protection of the mandatory laws of your country.
      </p>

      <h2>13. Changes</h2>
      <p>We may update these terms. The version on this page when you make a request is the one that applies to it.</p>
    </LegalPage>
  );
}
