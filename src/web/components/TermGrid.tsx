/** Its two looks: boxed terms over their text (how it works), and big figures over their labels (home). */
const LOOKS = {
  cards: {
    list: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
    item: "rounded-2xl border bg-card p-6 shadow-xs",
    term: "font-semibold",
    detail: "mt-2 leading-relaxed text-muted-foreground",
  },
  figures: {
    list: "grid grid-cols-2 gap-px self-start overflow-hidden rounded-2xl border bg-border shadow-xs",
    item: "flex flex-col-reverse gap-1 bg-card p-5",
    term: "text-sm leading-snug text-muted-foreground",
    detail: "text-2xl font-semibold tracking-tight text-primary",
  },
};

/** A <dl> laid out as a grid of boxes, each a short term with its text. */
export function TermGrid({ items, look }: { items: { key: string; term: string; detail: string }[]; look: keyof typeof LOOKS }) {
  const c = LOOKS[look];
  return (
    <dl className={c.list}>
      {items.map(({ key, term, detail }) => (
        <div key={key} className={c.item}>
          <dt className={c.term}>{term}</dt>
          <dd className={c.detail}>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
