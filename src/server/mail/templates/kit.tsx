import { Body, Button as EmailButton, Container, Head, Html, Link, Section, Text } from "@react-email/components";
import { render } from "@react-email/render";
import type { HtmlToTextOptions } from "html-to-text";
import { type CSSProperties, Fragment, type ReactElement, type ReactNode } from "react";
import { type Currency, formatMoney } from "../../../core/money";
import { type MailTranslate, mailCatalogue } from "./catalogue";
import { mailLink, type RenderedMail } from "./layout";
import { INTL_LOCALE, type Locale } from "../../../core/locale";

/**
 * The email kit (docs/decisions/0029-email-templates.md): React Email components that draw the HTML
 * part, and the same tree read as plain text is the text part. What only the HTML shows (the
 * brand, the button, the footer) carries `data-skip-in-text`; user text is escaped by React.
 */

/** The Intl locale of a mail's language (numbers, money, dates). */
export const MAIL_INTL = INTL_LOCALE;

/** An amount (minor units) as the mail's language writes it: "40.00 BGN", "40,00 BGN". */
export const mailMoney = (amount: number, currency: Currency, lang: Locale) => formatMoney(amount, currency, MAIL_INTL[lang]);

/** "Hello Maria," or "Hello," when the name is unknown. */
export const greet = (t: MailTranslate, name: string) => (name ? t("greet.helloName", { name }) : t("greet.hello"));

const SKIP = { "data-skip-in-text": "true" } as const;
const MUTED = "#78716c";

/** The one frame every email shares: 560 px wide, inline styles only, the footer in the mail's language. */
export function Frame({ lang, title, footer, children }: { lang: Locale; title: string; footer?: ReactNode; children: ReactNode }) {
  const t = mailCatalogue.translate(lang);
  return (
    <Html lang={lang}>
      <Head>
        <title>{title}</title>
      </Head>
      <Body style={{ margin: 0, background: "#f5f5f4", fontFamily: "Segoe UI,Helvetica,Arial,sans-serif", color: "#1c1917" }}>
        <Section style={{ padding: "24px 0" }}>
          <Container width={560} style={{ maxWidth: 560, background: "#ffffff", borderRadius: 12, padding: 32 }}>
            <Text {...SKIP} style={{ fontSize: 20, fontWeight: 600, color: "#0f766e", margin: "0 0 16px" }}>
              Concierge
            </Text>
            <Section style={{ fontSize: 15, lineHeight: 1.6 }}>{children}</Section>
            <Section {...SKIP} style={{ fontSize: 12, color: MUTED, paddingTop: 24, borderTop: "1px solid #e7e5e4" }}>
              {footer ?? t("frame.footer")}
            </Section>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}

/** A paragraph (a blank line around it in the text part). */
export function P({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <Text style={{ fontSize: 15, lineHeight: 1.6, margin: "0 0 16px", ...style }}>{children}</Text>;
}

/** A line (no blank line around it in the text part): a field of a list, the caption above a quote. */
export function Line({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <div style={{ margin: "0 0 4px", ...style }}>{children}</div>;
}

/** "Label: value" lines (the operator's summaries); `children` continue the block (an order's amounts). */
export function Fields({ rows, children }: { rows: [label: string, value: ReactNode][]; children?: ReactNode }) {
  return (
    <Section style={{ margin: "0 0 16px" }}>
      {rows.map(([label, value]) => (
        <Line key={label}>
          <span style={{ color: MUTED }}>{label}:</span> {value}
        </Line>
      ))}
      {children}
    </Section>
  );
}

const BOX: CSSProperties = { whiteSpace: "pre-wrap", background: "#f5f5f4", padding: 12, borderRadius: 8, margin: "0 0 16px" };

/** Someone's own words, line breaks kept; `quoted` prefixes each line with "> " in the text part. */
export function Words({ children, quoted, small }: { children: string; quoted?: boolean; small?: boolean }) {
  const style = { ...BOX, ...(small ? { color: "#57534e", fontSize: 13 } : {}) };
  return quoted ? <blockquote style={style}>{children}</blockquote> : <div style={style}>{children}</div>;
}

/** A small grey note. */
export const Note = ({ children }: { children: ReactNode }) => <P style={{ fontSize: 13, color: MUTED }}>{children}</P>;

/** The mail's point in one bold paragraph, first thing under the title (the operator's notices). */
export const Lead = ({ children }: { children: ReactNode }) => (
  <P>
    <strong>{children}</strong>
  </P>
);

/**
 * The call to action: a button, then the link to paste — in the mail's language (a Bulgarian
 * mail's links open Bulgarian pages). The text part shows the link alone on its line.
 */
export function Button({ href: raw, label, lang, caption }: { href: string; label: string; lang: Locale; caption?: string }) {
  const href = mailLink(raw, lang);
  const t = mailCatalogue.translate(lang);
  // With a caption ("Confirm your subscription:"), the text part puts the link on the caption's next line.
  const Paste = caption ? Line : P;
  return (
    <>
      {caption ? <Line>{caption}</Line> : null}
      <Section {...SKIP} style={{ margin: "24px 0" }}>
        <EmailButton href={href} style={{ background: "#0f766e", color: "#ffffff", padding: "12px 20px", borderRadius: 8, textDecoration: "none", fontWeight: 600 }}>
          {label}
        </EmailButton>
      </Section>
      <Paste style={{ fontSize: 13, color: "#57534e", margin: "0 0 16px" }}>
        <span {...SKIP}>
          {t("frame.paste")}
          <br />
        </span>
        <Link href={href}>{href}</Link>
      </Paste>
    </>
  );
}

/** A link shown as its address (in the mail's language), for mails that name a URL in a sentence. */
export function Url({ href: raw, lang }: { href: string; lang: Locale }) {
  const href = mailLink(raw, lang);
  return <Link href={href}>{href}</Link>;
}

/** What html-to-text hands a formatter: the element, and the builder of the text. */
const TEXT_OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  preserveNewlines: true,
  formatters: {
    /** A block whose text part the tree states whole (`data-text`): the receipt's lines, indented as before. */
    statedText: (elem, _walk, builder) => {
      builder.openBlock({ leadingLineBreaks: 1 });
      builder.addLiteral(elem.attribs?.["data-text"] ?? "");
      builder.closeBlock({ trailingLineBreaks: 1 });
    },
  },
  selectors: [
    { selector: "a", options: { ignoreHref: true } },
    { selector: "blockquote", options: { leadingLineBreaks: 1, trimEmptyLines: false } },
    { selector: "[data-text]", format: "statedText" },
  ],
};

/**
 * The lines of an order and its total: a table in HTML; in text, each line indented
 * ("  Hourly help × 2 — 40.00 BGN") and then "Total paid: 40.00 BGN".
 */
export function Amounts({ rows, total }: { rows: [name: string, amount: string][]; total: [label: string, amount: string] }) {
  const text = [...rows.map(([name, amount]) => `  ${name} — ${amount}`), `${total[0]}: ${total[1]}`].join("\n");
  const edge = { borderTop: "1px solid #e7e5e4" };
  return (
    <table role="presentation" cellPadding={4} width="100%" data-text={text} style={{ margin: "0 0 16px" }}>
      <tbody>
        {rows.map(([name, amount], i) => (
          // An order's lines never reorder: the index is their key.
          <tr key={i}>
            <td>{name}</td>
            <td align="right">{amount}</td>
          </tr>
        ))}
        <tr>
          <td style={edge}>
            <strong>{total[0]}</strong>
          </td>
          <td align="right" style={edge}>
            <strong>{total[1]}</strong>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** Renders one template tree into the mail's HTML and its plain text. */
export async function renderMail(subject: string, tree: ReactElement, headers?: Record<string, string>): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(tree), render(tree, { plainText: true, htmlToTextOptions: TEXT_OPTIONS })]);
  return { subject, html, text, ...(headers ? { headers } : {}) };
}

/**
 * The common mail: blocks (a string is a paragraph; an element is drawn as it is) with the
 * button after block `after` (all of them when it is left out); the text part is the same
 * blocks with the link alone on its line.
 */
export function paragraphMail(
  lang: Locale,
  subject: string,
  title: string,
  blocks: ReactNode[],
  link: { href: string; label: string; after?: number },
  headers?: Record<string, string>,
) {
  const draw = (list: ReactNode[], from: number) => list.map((b, i) => <Fragment key={from + i}>{typeof b === "string" ? <P>{b}</P> : b}</Fragment>);
  const after = link.after ?? blocks.length;
  return renderMail(
    subject,
    <Frame lang={lang} title={title}>
      {draw(blocks.slice(0, after), 0)}
      <Button href={link.href} label={link.label} lang={lang} />
      {draw(blocks.slice(after), after)}
    </Frame>,
    headers,
  );
}
