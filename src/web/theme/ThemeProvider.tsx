import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { rendersLikeServer, whenHydrated } from "@web/lib/prerender";

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = "light" | "dark";

/** Same key as the inline script in index.html, which applies it before first paint. */
const STORAGE_KEY = "concierge-theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";

type ThemeState = { theme: Theme; resolvedTheme: ResolvedTheme; setTheme: (theme: Theme) => void };

const ThemeContext = createContext<ThemeState | null>(null);

function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return THEMES.includes(stored as Theme) ? (stored as Theme) : "system";
  } catch {
    return "system";
  }
}

const systemTheme = (): ResolvedTheme => (window.matchMedia(DARK_QUERY).matches ? "dark" : "light");

export function ThemeProvider({ children }: { children: ReactNode }) {
  // A prerendered page hydrates with the server's view (null: not read yet), then reads the browser's.
  const [stored, setThemeState] = useState<Theme | null>(() => (rendersLikeServer() ? null : readStoredTheme()));
  const [detected, setSystem] = useState<ResolvedTheme | null>(() => (rendersLikeServer() ? null : systemTheme()));
  const theme = stored ?? "system";
  const system = detected ?? "light";
  const known = stored !== null && detected !== null;

  // Follow the operating system while the choice is "system".
  useEffect(() => {
    const readBrowser = whenHydrated(() => {
      setThemeState((t) => t ?? readStoredTheme());
      setSystem((s) => s ?? systemTheme());
    });
    const media = window.matchMedia(DARK_QUERY);
    const onChange = () => setSystem(media.matches ? "dark" : "light");
    media.addEventListener("change", onChange);
    return () => {
      readBrowser();
      media.removeEventListener("change", onChange);
    };
  }, []);

  const resolvedTheme = theme === "system" ? system : theme;

  useEffect(() => {
    // The inline script in index.html applied the stored theme before first paint: keep it until read.
    if (!known) return;
    const root = document.documentElement;
    root.classList.toggle("dark", resolvedTheme === "dark");
    root.style.colorScheme = resolvedTheme;
  }, [resolvedTheme, known]);

  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode or storage disabled: the choice lasts for this visit only.
    }
  }, []);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeState {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error("useTheme must be used within a ThemeProvider");
  return ctx;
}
