/**
 * Which CSS properties a Tailwind class sets, for the check that no caller's className fights a
 * kit component's own classes (class-conflicts.test.ts). Joined classes do not override one
 * another by their order in the attribute: the stylesheet's order decides, so a caller's `gap-4`
 * next to the kit's `gap-6` could come out either way. A kit component takes a variant prop
 * instead, and this tells the two apart. Unknown classes set nothing here (no false alarm).
 */
const SIDES: Record<string, string[]> = {
  "": ["t", "r", "b", "l"],
  x: ["r", "l"],
  y: ["t", "b"],
  t: ["t"],
  r: ["r"],
  b: ["b"],
  l: ["l"],
  s: ["l"],
  e: ["r"],
};
const SIZES = /^text-(xs|sm|base|lg|xl|\d+xl)(\/.+)?$/;
const DISPLAY = new Set(["flex", "inline-flex", "grid", "inline-grid", "block", "inline-block", "inline", "hidden", "contents", "table", "flow-root"]);
const POSITION = new Set(["static", "relative", "absolute", "fixed", "sticky"]);

/**
 * How specific a side's class is: the stylesheet puts `p-*` before `px-*` before `pr-*` (and
 * `gap-*` before `gap-x-*`, `border` before `border-t`), so a more specific class refines a
 * shorthand safely: the kit's `px-3` and a caller's `pr-9` give `pr-9` on the right.
 */
function rank(sides: string): number {
  return sides === "" ? 0 : sides === "x" || sides === "y" ? 1 : 2;
}

function properties(utility: string): string[] {
  const u = utility.replace(/^!/, "").replace(/^-/, "");
  let m = /^(p|m)([xytrblse]?)-/.exec(u);
  if (m) return (SIDES[m[2] ?? ""] ?? []).map((s) => `${m?.[1]}${s}#${rank(m?.[2] ?? "")}`);
  m = /^gap-([xy]-)?/.exec(u);
  if (m) return m[1] ? [`gap-${m[1][0]}#1`] : ["gap-x#0", "gap-y#0"];
  if (/^flex-(row|col)(-reverse)?$/.test(u)) return ["flex-direction"];
  if (DISPLAY.has(u)) return ["display"];
  if (POSITION.has(u)) return ["position"];
  if (SIZES.test(u)) return ["font-size", "line-height"];
  if (/^text-(left|center|right|justify|start|end)$/.test(u)) return ["text-align"];
  if (/^text-(wrap|nowrap|balance|pretty|ellipsis|clip)$/.test(u)) return [];
  if (u.startsWith("text-")) return ["color"];
  if (u.startsWith("leading-")) return ["line-height"];
  if (/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(u)) return ["font-weight"];
  if (/^bg-/.test(u) && !/^bg-(linear|radial|conic|gradient|none|fixed|local|scroll|clip|origin|repeat|no-repeat|cover|contain|auto|center|top|bottom|left|right)/.test(u)) return ["background-color"];
  m = /^border(?:-([xytrblse]))?(-\d+)?$/.exec(u);
  if (m) return (SIDES[m[1] ?? ""] ?? []).map((s) => `border-width-${s}#${rank(m?.[1] ?? "")}`);
  if (/^border-(solid|dashed|dotted|double|none|hidden)$/.test(u)) return ["border-style"];
  if (u.startsWith("border-") && !/^border-(collapse|separate|spacing)/.test(u)) return ["border-color"];
  if (u.startsWith("rounded")) return ["border-radius"];
  if (/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none))?$/.test(u)) return ["box-shadow"];
  m = /^(min-w|max-w|min-h|max-h|w|h|size)-/.exec(u);
  if (m) return m[1] === "size" ? ["w", "h"] : [m[1] as string];
  if (/^justify-(self|items)-/.test(u)) return [u.replace(/-[^-]+$/, "")];
  m = /^(items|justify|content|self|place-items|place-content|tracking|whitespace|overflow-x|overflow-y|overflow|grid-cols|col-span|z|opacity|inset|top|right|bottom|left|animate|order|basis|shrink|grow|line-clamp)(-|$)/.exec(u);
  if (m) {
    if (m[1] === "overflow") return ["overflow-x", "overflow-y"];
    if (m[1] === "inset") return ["top", "right", "bottom", "left"];
    return [m[1] as string];
  }
  if (u === "truncate") return ["overflow-x", "overflow-y", "whitespace"];
  return [];
}

/** `sm:hover:gap-4` → ["sm:hover:gap-x", "sm:hover:gap-y"]: what it sets, under which conditions. */
export function settings(cls: string): string[] {
  // The variants are everything before the last colon outside brackets (`[&_svg]:size-4`).
  let depth = 0;
  let split = -1;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) split = i;
  }
  const variants = cls.slice(0, split + 1);
  // A variant on descendants or peers styles other elements: no conflict with the element's own.
  if (/[[&]|peer-|group-/.test(variants)) return [];
  return properties(cls.slice(split + 1)).map((p) => variants + p);
}

/** The caller's classes that set what the kit's own classes set already (a more specific side's aside). */
export function conflicts(kit: string, caller: string): string[] {
  const own = kit.split(/\s+/).filter(Boolean);
  const taken = new Map<string, number>();
  for (const setting of own.flatMap(settings)) {
    const [name = "", r = "0"] = setting.split("#");
    taken.set(name, Math.max(taken.get(name) ?? 0, Number(r)));
  }
  return caller
    .split(/\s+/)
    .filter((cls) => cls && !own.includes(cls))
    .filter((cls) =>
      settings(cls).some((setting) => {
        const [name = "", r = "0"] = setting.split("#");
        const kitRank = taken.get(name);
        return kitRank !== undefined && Number(r) <= kitRank;
      }),
    );
}
