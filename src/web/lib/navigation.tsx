/**
 * Where the page is and how to go elsewhere, without React Router: the prerendered pages'
 * islands (storefront/islands.ts) hydrate without a router, so a link there is a plain link and
 * `navigate` loads the next page. Inside the app, PublicLayout provides React Router's
 * location and navigate, so the same components navigate client-side.
 */
import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, useContext } from "react";

export type Navigation = {
  pathname: string;
  navigate: (to: string) => void;
};

const NavigationContext = createContext<Navigation | null>(null);

export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

const wholePage: Navigation["navigate"] = (to) => window.location.assign(to);

/** The app's navigation where there is one; else the page's URL (read when asked) and whole-page loads. */
export function useNavigation(): Navigation & { clientSide: boolean } {
  const given = useContext(NavigationContext);
  if (given) return { ...given, clientSide: true };
  return { pathname: typeof window === "undefined" ? "/" : window.location.pathname, navigate: wholePage, clientSide: false };
}

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/** A link that the app follows client-side and a prerendered page as a plain link. */
export function PageLink({ to, onClick, ...rest }: PageLinkProps) {
  const { navigate, clientSide } = useNavigation();
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (!clientSide || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (rest.target && rest.target !== "_self") return;
    e.preventDefault();
    navigate(to);
  };
  return <a {...rest} href={to} onClick={follow} />;
}
