/**
 * One mechanism for every message the product shows (DESIGN §1.16): the English texts in
 * src/core (the spec's words, which the API keeps answering) are the keys of a catalogue per
 * language. A key may be a template with `{name}` parameters ("Failed to submit task:
 * {message}"); a parameter's value is translated in turn, so an API reason inside a prefix
 * reads in the same language.
 */
export type Catalogue = Readonly<Record<string, string>>;

type Template = { pattern: RegExp; names: string[]; target: string };

const compiled = new WeakMap<Catalogue, Template[]>();
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const PARAM = /\{(\w+)\}/g;

function templatesOf(catalogue: Catalogue): Template[] {
  let list = compiled.get(catalogue);
  if (list) return list;
  list = [];
  for (const [key, target] of Object.entries(catalogue)) {
    if (!PARAM.test(key)) continue;
    PARAM.lastIndex = 0;
    const names: string[] = [];
    const source = key
      .split(PARAM)
      .map((part, i) => {
        if (i % 2 === 0) return escapeRegExp(part);
        names.push(part);
        return "([\\s\\S]*?)";
      })
      .join("");
    list.push({ pattern: new RegExp(`^${source}$`), names, target });
  }
  // Longer fixed text first, so "Failed to load client tasks: {m}" wins over a shorter prefix.
  list.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  compiled.set(catalogue, list);
  return list;
}

/** Fills `{name}` parameters of a catalogue text. */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(PARAM, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * `message` in the catalogue's language, or `message` itself when the catalogue has no
 * entry (English, or a text already in the language).
 */
export function translateMessage(message: string, catalogue: Catalogue | undefined, depth = 0): string {
  if (!catalogue || !message) return message;
  const exact = catalogue[message];
  if (exact !== undefined) return exact;
  if (depth > 3) return message;
  for (const t of templatesOf(catalogue)) {
    const match = t.pattern.exec(message);
    if (!match) continue;
    const params: Record<string, string> = {};
    t.names.forEach((name, i) => {
      params[name] = translateMessage(match[i + 1] ?? "", catalogue, depth + 1);
    });
    return fill(t.target, params);
  }
  // A prefix written in the language already, around an API reason still in English.
  const colon = message.indexOf(": ");
  if (colon > 0) {
    const tail = message.slice(colon + 2);
    const translated = translateMessage(tail, catalogue, depth + 1);
    if (translated !== tail) return `${message.slice(0, colon + 2)}${translated}`;
  }
  return message;
}
