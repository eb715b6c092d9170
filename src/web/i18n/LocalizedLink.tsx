import type { ComponentProps } from "react";
import { Link as RouterLink, NavLink as RouterNavLink } from "react-router";
import { useLocalizedTo } from "./localized-path";

/** react-router's Link, pointing at the current language's version of a public page. */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={useLocalizedTo()(to)} {...props} />;
}

/** react-router's NavLink, pointing at the current language's version of a public page. */
export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={useLocalizedTo()(to)} {...props} />;
}
