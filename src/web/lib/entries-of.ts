/** A record's entries typed by its own keys (a page's items by key, each key's texts in the catalogue), in the record's order. */
export const entriesOf = <K extends string, V>(record: Record<K, V>) => Object.entries(record) as [K, V][];
