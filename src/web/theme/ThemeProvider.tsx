import { type ReactNode, useSyncExternalStore } from "react";

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = "light" | "dark";

/** Same key as the inline script in index.html, which applies it before first paint. */
const STORAGE_KEY = "concierge-theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";

type ThemeState = { theme: Theme; resolvedTheme: ResolvedTheme; setTheme: (theme: Theme) => void };

/*
 * The theme is one store for the whole page (the storefront hydrates several roots, islands,
 * that share it), read from the browser's storage through useSyncExternalStore. Its server
 * snapshot ("system", light) is what a prerendered page was drawn with: React hydrates with it
 * and then renders the stored choice, so hydration never mismatches.
 */
const listeners = new Set<() => void>();
/** A choice made in this visit when storage is disabled. */
let chosen: Theme | undefined;

function readStoredTheme(): Theme {
  if (chosen) return chosen;
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return THEMES.includes(stored as Theme) ? (stored as Theme) : "system";
  } catch {
    return "system";
  }
}

function subscribeTheme(listener: () => void) {
  listeners.add(listener);
  // Another tab chose a theme; the operating system switched while the choice is "system".
  const media = window.matchMedia(DARK_QUERY);
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEY || e.key === null) {
      apply(readStoredTheme());
      listener();
    }
  };
  const onMedia = () => {
    apply(readStoredTheme());
    listener();
  };
  window.addEventListener("storage", onStorage);
  media.addEventListener("change", onMedia);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
    media.removeEventListener("change", onMedia);
  };
}

const systemTheme = (): ResolvedTheme => (window.matchMedia(DARK_QUERY).matches ? "dark" : "light");
const resolve = (theme: Theme): ResolvedTheme => (theme === "system" ? systemTheme() : theme);

/** Puts the theme on <html> (the inline script in index.html did so for the stored one before first paint). */
function apply(theme: Theme) {
  const resolved = resolve(theme);
  const root = document.documentElement;
  root.classList.toggle("dark", resolved === "dark");
  root.style.colorScheme = resolved;
}

function setTheme(next: Theme) {
  chosen = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
    chosen = undefined;
  } catch {
    // Private mode or storage disabled: the choice lasts for this visit only.
  }
  apply(next);
  for (const listener of listeners) listener();
}

const serverTheme = (): Theme => "system";
const serverResolved = (): ResolvedTheme => "light";
const clientResolved = () => resolve(readStoredTheme());

/** Kept for the app's provider tree: the theme is a store of the page, not of a component. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return children;
}

export function useTheme(): ThemeState {
  const theme = useSyncExternalStore(subscribeTheme, readStoredTheme, serverTheme);
  const resolvedTheme = useSyncExternalStore(subscribeTheme, clientResolved, serverResolved);
  return { theme, resolvedTheme, setTheme };
}
