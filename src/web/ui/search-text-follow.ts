/**
 * What a search box shows once the URL's query changes to `query`, while the box holds `typed`.
 * `own`: the query is one the box itself searched (its typing pause or Enter), landing now. The
 * person may have typed on since: those letters stay (they are searched at the next pause).
 * Any other change (Back, a shared link, Clear) is followed. A space just typed, which the URL
 * trims, stays.
 */
export function searchTextAfterUrl(typed: string, query: string, own: boolean): string {
  return own || typed.trim() === query ? typed : query;
}
