/**
 * Whether the first render must match HTML rendered without a browser: on the server (the
 * build's prerender), and in the browser while hydrating a prerendered page (the server marks
 * its <html data-prerendered>). Providers then start from what the server saw (no stored
 * cart, system theme) and read the browser's storage once the page has hydrated
 * (`whenHydrated`), so hydration never mismatches.
 */
export function rendersLikeServer(): boolean {
  return typeof document === "undefined" || document.documentElement.hasAttribute("data-prerendered");
}

const afterHydration = new Set<() => void>();

/**
 * Runs `fn` once the prerendered page has hydrated — at once anywhere else. Returns a cancel
 * (for an effect's cleanup).
 */
export function whenHydrated(fn: () => void): () => void {
  if (!rendersLikeServer()) {
    fn();
    return () => {};
  }
  afterHydration.add(fn);
  return () => afterHydration.delete(fn);
}

/** The page has hydrated: buttons take presses (index.html), providers read storage. */
export function markHydrated(): void {
  if (typeof document === "undefined" || !rendersLikeServer()) return;
  document.documentElement.removeAttribute("data-prerendered");
  const waiting = [...afterHydration];
  afterHydration.clear();
  for (const fn of waiting) fn();
}

/*
 * Hydration in turns (the storefront, storefront/main.tsx). Preact hydrates a tree in one task;
 * on a phone's CPU a whole page is one long task (issue 11's TBT budget). While staging, each
 * `HydrateInTurn` part (ui/hydrate-in-turn.tsx) suspends on its first render: its server HTML
 * stays as it is, and it hydrates when its turn comes, one part per task, in page order.
 */
let staging = false;
const turns: (() => void)[] = [];
let pumping = false;

export function isStagingHydration(): boolean {
  return staging;
}

/** A part's turn: resolves in a task of its own, after the parts that asked before it. */
export function nextHydrationTurn(): Promise<void> {
  return new Promise((resolve) => {
    turns.push(resolve);
    pump();
  });
}

function pump() {
  if (pumping) return;
  pumping = true;
  setTimeout(function step() {
    const next = turns.shift();
    // A part hydrates in the microtasks after its turn; a part inside it asks for a turn then.
    if (next) {
      next();
      setTimeout(step);
      return;
    }
    pumping = false;
    staging = false;
    markHydrated();
  });
}

/** Hydrate with `hydrate` in turns; the page counts as hydrated when the last part is in. */
export function hydrateInTurns(hydrate: () => void): void {
  staging = true;
  try {
    hydrate();
  } finally {
    pump();
  }
}
