/**
 * Where the product's Intl date and time formatters are made: pages, mails, PDFs, CSV exports and
 * the domain's own labels all ask here. A formatter is made once per language tag and options and
 * kept (making one costs far more than using it; the first in a page loads the browser's locale data).
 * What each format looks like stays with its feature (web/lib/format-date.ts, mail/templates/layout.ts…).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateFormatter(tag: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${tag} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(tag, options);
    formatters.set(key, made);
  }
  return made;
}
