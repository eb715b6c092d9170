/**
 * What an operator's search box may look up: empty (no search) or three letters or digits in a
 * row, the least a trigram index can find. Apart from list-query.ts's zod so the web's search box
 * can ask it without loading zod.
 */
export const isSearchable = (q: string): boolean => {
  const text = q.trim();
  return text === "" || /[\p{L}\p{N}]{3}/u.test(text);
};
