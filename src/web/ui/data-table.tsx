import { type ComponentProps, Fragment, type ReactNode } from "react";
import { cn } from "@web/lib/cn";
import { useMediaQuery } from "@web/lib/use-media-query";
import { Card, CardContent } from "./card";
import { type ListQuery, ListStates, type ListTexts } from "./list-states";

/** Where a column shows on a phone card (default: a labelled field). */
type CardSlot = "title" | "aside" | "line" | "tag" | "field" | "wide" | "footer" | "none";

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of the desktop cell (the padding is the table's). */
  className?: string;
  /** Numbers line up on the right, header included. */
  align?: "end";
  card?: CardSlot;
  /** Where the card lists it among its fields, when not in column order. */
  cardRank?: number;
  /** The card's own rendering when it differs from the cell. */
  cardCell?: (row: T) => ReactNode;
};

type RowProps = { className?: string } & Record<`data-${string}`, string | undefined>;

type Props<T> = {
  query: ListQuery;
  rows: T[] | undefined;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  texts: ListTexts;
  /** Per row: a highlight class and data attributes, for the table row or the card. */
  rowProps?: (row: T, as: "row" | "card") => RowProps;
  /** The width below which rows are cards: 768 px (md) unless the columns need 1024 (lg). */
  cardsBelow?: "md" | "lg";
  /** Under the rows, inside the card: the pager. */
  footer?: ReactNode;
  /** The content element's attributes (a tab panel's id and label). */
  panel?: ComponentProps<"div">;
};

const SHOW = {
  md: { table: "hidden w-full text-sm md:table", cards: "grid gap-3 md:hidden", query: "(min-width: 48rem)" },
  lg: { table: "hidden w-full text-sm lg:table", cards: "grid gap-3 lg:hidden", query: "(min-width: 64rem)" },
};

/**
 * A list drawn from one column list ("A list is a column list"): a table from 768 px,
 * the same rows as stacked cards below (no sideways scrolling), with the loading, error and
 * empty states and a footer for the pager. Every action is a real link or button, so Tab
 * reaches it and Enter opens the item.
 */
export function DataTable<T>({ query, rows, texts, footer, panel, ...table }: Props<T>) {
  return (
    <Card>
      <CardContent aria-busy={query.isFetching} {...panel}>
        <ListStates query={query} rows={rows} texts={texts}>
          {(items) => <DataRows rows={items} {...table} />}
        </ListStates>
        {footer}
      </CardContent>
    </Card>
  );
}

type RowsProps<T> = Pick<Props<T>, "columns" | "rowKey" | "rowProps" | "cardsBelow"> & { rows: T[] };

/** The rows alone, for a list inside another card (a client's tabs): the table, or the cards below `cardsBelow`. */
export function DataRows<T>({ rows, columns, rowKey, rowProps, cardsBelow = "md" }: RowsProps<T>) {
  // Undefined in a server render, which draws both the table and the cards for the style sheet
  // to choose. In the browser only the one shown is rendered: half the elements, in every list's first render.
  const wide = useMediaQuery(SHOW[cardsBelow].query, undefined);
  return (
    <>
      {wide !== false && (
      <table className={SHOW[cardsBelow].table}>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            {columns.map((c) => (
              <th key={c.header} scope="col" className={cn("py-2 pr-4 font-medium last:pr-0", c.align && "text-right")}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const { className, ...data } = rowProps?.(row, "row") ?? {};
            return (
              <tr key={rowKey(row)} {...data} className={cn("border-b align-top last:border-0", className)}>
                {columns.map((c) => (
                  <td key={c.header} className={cn("py-3 pr-4 last:pr-0", c.align && "text-right", c.className)}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      )}
      {wide !== true && (
        <ul className={SHOW[cardsBelow].cards}>
          {rows.map((row) => (
            <RowCard key={rowKey(row)} row={row} columns={columns} {...rowProps?.(row, "card")} />
          ))}
        </ul>
      )}
    </>
  );
}

function RowCard<T>({ row, columns, className, ...data }: { row: T; columns: Column<T>[] } & RowProps) {
  const slot = (s: CardSlot) => columns.filter((c) => (c.card ?? "field") === s);
  const show = (c: Column<T>) => (c.cardCell ?? c.cell)(row);
  const title = slot("title");
  const aside = slot("aside");
  const fields = columns
    .map((c, i) => ({ c, rank: c.cardRank ?? i }))
    .filter(({ c }) => c.card === undefined || c.card === "field" || c.card === "wide")
    .sort((a, b) => a.rank - b.rank)
    .map(({ c }) => c);
  return (
    <li {...data} className={cn("grid gap-3 rounded-xl border p-4", className)}>
      {title.length + aside.length > 0 && (
        <div className="flex flex-wrap items-start justify-between gap-2">
          {title.map((c) => (
            <div key={c.header} className="min-w-0 font-medium break-words">
              {show(c)}
            </div>
          ))}
          {aside.map((c) => (
            <div key={c.header} className="flex shrink-0">
              {show(c)}
            </div>
          ))}
        </div>
      )}
      {slot("line").map((c) => (
        // A grid, so a small-text cell is a block of its own line height, not inline in a 16 px line.
        <div key={c.header} className="grid min-w-0 grid-cols-1 justify-items-start break-words">
          {show(c)}
        </div>
      ))}
      {slot("tag").length > 0 && <div className="flex flex-wrap gap-2">{slot("tag").map((c) => (
            <Fragment key={c.header}>{show(c)}</Fragment>
          ))}</div>}
      {fields.length > 0 && (
        <dl className="grid grid-cols-2 gap-2 text-sm">
          {fields.map((c) => (
            <div key={c.header} className={c.card === "wide" ? "col-span-2 min-w-0" : "min-w-0"}>
              <dt className="text-muted-foreground">{c.header}</dt>
              <dd className="break-words">{show(c)}</dd>
            </div>
          ))}
        </dl>
      )}
      {slot("footer").length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {slot("footer").map((c) => (
            <div key={c.header}>{show(c)}</div>
          ))}
        </div>
      )}
    </li>
  );
}
