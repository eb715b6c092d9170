/**
 * The part of a search term a trigram index reads cheaply. A GIN trigram scan reads the posting
 * list of every trigram in its pattern: in "client4242@" the trigrams of "client" are in every
 * address, so at a million rows the scan reads millions of entries to find ten rows (16 ms; the
 * same search for "t4242@" reads a few thousand, 1 ms). The index is asked for the longest run
 * of the term whose trigrams are all rare, and the whole term is then checked on those
 * candidates, so what matches is unchanged.
 */

/** A trigram found in more than this share of the sampled rows counts as common. */
export const COMMON_SHARE = 0.05;
/** The shortest window worth asking for: fewer trigrams leave too many candidates to check (at a million rows "4242" leaves 500, 80 ms). */
export const MIN_TRIGRAMS = 3;

/** The term's windows of three characters, in order (each one of the counts `rareWindow` is given). */
export function trigramsOf(term: string): string[] {
  const lower = term.toLowerCase();
  return Array.from({ length: Math.max(0, lower.length - 2) }, (_, i) => lower.slice(i, i + 3));
}

/**
 * The longest run of `term` (lower-cased) made only of rare trigrams — `hits[i]` is how many of
 * `sampled` rows hold `trigramsOf(term)[i]` — or null when the term itself is the best to ask
 * for: it is short, none of it is common, or no rare run of MIN_TRIGRAMS is left.
 */
export function rareWindow(term: string, hits: number[], sampled: number): string | null {
  const grams = trigramsOf(term);
  if (grams.length <= MIN_TRIGRAMS || sampled === 0 || hits.length !== grams.length) return null;
  const rare = hits.map((n) => n <= sampled * COMMON_SHARE);
  if (rare.every(Boolean)) return null;
  let best: [start: number, end: number] | null = null;
  for (let i = 0; i < grams.length; i++) {
    if (!rare[i]) continue;
    let j = i;
    while (j + 1 < grams.length && rare[j + 1]) j++;
    if (!best || j - i > best[1] - best[0]) best = [i, j];
    i = j;
  }
  return best && best[1] - best[0] + 1 >= MIN_TRIGRAMS ? term.toLowerCase().slice(best[0], best[1] + 3) : null;
}
