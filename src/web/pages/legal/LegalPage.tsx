import { BUSINESS } from "@core/business";
import type { ReactNode } from "react";
import { PageHeader } from "@web/components/PageHeader";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { Link } from "@web/i18n/LocalizedLink";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { LEGAL_OUTLINES, type LegalBlock, type LegalKey, legalCatalogue } from "./catalogue";

/** `**bold**` and `[label](href)` in a policy's text (catalogue.ts); a page path opens in the reader's language. */
const INLINE = /\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)/g;

function Inline({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    parts.push(text.slice(last, m.index));
    const [, bold, label, href = ""] = m;
    if (bold) parts.push(<strong key={m.index}>{bold}</strong>);
    else if (href.startsWith("/")) parts.push(<Link key={m.index} to={href}>{label}</Link>);
    else if (href.startsWith("mailto:")) parts.push(<a key={m.index} href={href}>{label}</a>);
    else
      parts.push(
        <a key={m.index} href={href} rel="noopener noreferrer" target="_blank">
          {label}
        </a>,
      );
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

function Blocks({ blocks, text }: { blocks: LegalBlock[]; text: (key: LegalKey) => string }) {
  return blocks.map((block, i) =>
    typeof block === "string" ? (
      <p key={i}>
        <Inline text={text(block)} />
      </p>
    ) : (
      <ul key={i}>
        {block.list.map((item) => (
          <li key={item}>
            <Inline text={text(item)} />
          </li>
        ))}
      </ul>
    ),
  );
}

const MAIL = `[${BUSINESS.email}](mailto:${BUSINESS.email})`;

/** The privacy policy or the terms, in the page's language (catalogue.ts). */
export function LegalPage({ title, document }: { title: string; document: keyof typeof LEGAL_OUTLINES }) {
  const t = useCatalogue(legalCatalogue);
  const common = useCatalogue(chromeCatalogue);
  const doc = LEGAL_OUTLINES[document];
  // The business's details the texts name: the same on every page that shows them.
  const values = {
    mail: MAIL,
    phone: BUSINESS.phone,
    city: common("business.city"),
    documentRetentionDays: String(BUSINESS.documentRetentionDays),
    supportReplyHours: String(BUSINESS.supportReplyHours),
    translationPagesIncluded: String(BUSINESS.translationPagesIncluded),
    translationWordsIncluded: String(BUSINESS.translationWordsIncluded),
  };
  const text = (key: LegalKey) => t(key, values);
  return (
    <>
      <PageHeader title={title} lead={t("updated")} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
        <article className="text-[1.0625rem] leading-relaxed text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-foreground [&_h2:first-child]:mt-0 [&_li]:mt-2 [&_li]:pl-1 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:marker:text-primary">
          <Blocks blocks={doc.intro} text={text} />
          {doc.sections.map((section) => (
            <section key={section.key}>
              <h2>{text(section.heading)}</h2>
              <Blocks blocks={section.blocks} text={text} />
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
