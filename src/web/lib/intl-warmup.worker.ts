import type { IntlWork } from "./intl-warmup";

/** The worker of lib/intl-warmup.ts: makes and uses the formatters it is sent, then says it is done. */
const scope = self as unknown as { onmessage: ((event: MessageEvent<IntlWork>) => void) | null; postMessage: (message: null) => void };

scope.onmessage = ({ data }) => {
  const now = new Date();
  try {
    Intl.DateTimeFormat().resolvedOptions();
    for (const [locale, options] of data.dateTimes ?? []) new Intl.DateTimeFormat(locale, options).formatToParts(now);
    for (const [locale, options] of data.numbers ?? []) new Intl.NumberFormat(locale, options).format(1234.5);
    for (const locale of data.plurals ?? []) new Intl.PluralRules(locale).select(2);
  } finally {
    scope.postMessage(null);
  }
};
