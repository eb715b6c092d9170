/**
 * React Router's API as the prerendered public pages use it, for the storefront's own bundle
 * (vite.storefront.config.ts puts this in place of "react-router"). A public page is a whole
 * HTML page, so a link is a plain link and `navigate` loads the next page; the app's screens
 * (checkout, sign-in, the dashboard) run the real router in the main bundle. React Router
 * weighs 31 KiB gzip, more than a third of the home page's JavaScript budget (issue 11).
 *
 * The links render what React Router renders (href, aria-current, data-discover), so the HTML
 * the build wrote and the hydrated page agree.
 */
import {
  type AnchorHTMLAttributes,
  createContext,
  type ReactNode,
  type RefAttributes,
  useCallback,
  useContext,
  useMemo,
} from "react";

export type Path = { pathname: string; search: string; hash: string };
export type To = string | Partial<Path>;
export type Location = Path & { state: unknown; key: string };

/** The page's URL: given by the prerender, read from `window.location` in the browser. */
const LocationContext = createContext<Path>({ pathname: "/", search: "", hash: "" });
/** What `<Outlet />` renders: the page inside the public layout. */
const OutletContext = createContext<ReactNode>(null);

export function StorefrontRouter({ location, outlet, children }: { location: Path; outlet: ReactNode; children: ReactNode }) {
  return (
    <LocationContext value={location}>
      <OutletContext value={outlet}>{children}</OutletContext>
    </LocationContext>
  );
}

export function useLocation(): Location {
  const path = useContext(LocationContext);
  return useMemo(() => ({ ...path, state: null, key: "default" }), [path]);
}

export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

/** The browser restores the scroll position of a whole page itself. */
export function ScrollRestoration() {
  return null;
}

export function createPath(to: To): string {
  if (typeof to === "string") return to;
  return `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`;
}

type NavigateOptions = { replace?: boolean };

/** Loads another page (a public page is a whole HTML page; the app's screens are served as the app). */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  return useCallback((to: To | number, options?: NavigateOptions) => {
    if (typeof to === "number") return window.history.go(to);
    if (options?.replace) window.location.replace(createPath(to));
    else window.location.assign(createPath(to));
  }, []);
}

export function useSearchParams(): [URLSearchParams] {
  const { search } = useContext(LocationContext);
  return [useMemo(() => new URLSearchParams(search), [search])];
}

export function useParams(): Record<string, string | undefined> {
  return {};
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> &
  RefAttributes<HTMLAnchorElement> & { to: To; replace?: boolean; state?: unknown; viewTransition?: boolean; discover?: "render" | "none"; prefetch?: string };

/** A plain link; its attributes as React Router renders them. */
export function Link({ to, replace: _replace, state: _state, viewTransition: _vt, discover, prefetch: _prefetch, ...rest }: LinkProps) {
  const href = createPath(to);
  const internal = href.startsWith("/") && !href.startsWith("//");
  return <a {...rest} href={href} data-discover={internal && discover !== "none" ? "true" : undefined} />;
}

type NavLinkRenderProps = { isActive: boolean; isPending: boolean; isTransitioning: boolean };
type NavLinkProps = Omit<LinkProps, "className" | "style" | "children"> & {
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: LinkProps["style"] | ((props: NavLinkRenderProps) => LinkProps["style"] | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
};

/** Active when the page's path is the link's, or under it (unless `end`), as React Router decides. */
export function NavLink({ to, end = false, caseSensitive: _cs, className, style, children, ...rest }: NavLinkProps) {
  const here = useContext(LocationContext).pathname.toLowerCase();
  const target = (createPath(to).split(/[?#]/, 1)[0] ?? "").toLowerCase();
  const endSlash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(endSlash) === "/");
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className(state) : [className, isActive ? "active" : null].filter(Boolean).join(" ")}
      style={typeof style === "function" ? style(state) : style}
    >
      {typeof children === "function" ? children(state) : children}
    </Link>
  );
}
