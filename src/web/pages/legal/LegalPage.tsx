import type { ReactNode } from "react";
import { PageHeader } from "@web/components/PageHeader";
import { useCopy } from "@web/i18n/I18nProvider";
import { Link } from "@web/i18n/LocalizedLink";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { type LegalBlock, legalCopy } from "./copy";

/** `**bold**` and `[label](href)` in a policy's text (copy.ts); a page path opens in the reader's language. */
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

function Blocks({ blocks }: { blocks: LegalBlock[] }) {
  return blocks.map((block, i) =>
    typeof block === "string" ? (
      <p key={i}>
        <Inline text={block} />
      </p>
    ) : (
      <ul key={i}>
        {block.list.map((item) => (
          <li key={item}>
            <Inline text={item} />
          </li>
        ))}
      </ul>
    ),
  );
}

/** The privacy policy or the terms, in the page's language (copy.ts). */
export function LegalPage({ title, document }: { title: string; document: "privacy" | "terms" }) {
  const copy = useCopy(legalCopy);
  const doc = copy[document];
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} lead={copy.updated} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
        <article className="text-[1.0625rem] leading-relaxed text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-foreground [&_h2:first-child]:mt-0 [&_li]:mt-2 [&_li]:pl-1 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:marker:text-primary">
          <Blocks blocks={doc.intro} />
          {doc.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              <Blocks blocks={section.blocks} />
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
