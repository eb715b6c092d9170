/**
 * The bell button's words (EN + BG), on the dashboard's first page. They stay out of the
 * notifications catalogue for now: reading it there would bring Lingui's runtime into the first
 * page (168.9 KiB against its 168 KiB budget, scripts/check-js-size.mjs). The list's texts are in
 * locales/*.json.
 */
const en = {
  bell: "Notifications",
  unread: (n: number) => (n === 1 ? "1 unread notification" : `${n} unread notifications`),
};

const bg: typeof en = {
  bell: "Известия",
  unread: (n: number) => (n === 1 ? "1 непрочетено известие" : `${n} непрочетени известия`),
};

export const bellCopy = { en, bg };
