import { type QueryClient, QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, type ReactNode, useContext } from "react";
import { createQueryClient } from "./query-client";

let own: QueryClient | undefined;

/**
 * The app's query client for its children, or, on a prerendered public page (which loads no
 * query cache with its first script, storefront/StorefrontApp.tsx), one of their own: forms
 * that send a request (contact, translation, newsletter) bring TanStack Query along with them.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const app = useContext(QueryClientContext);
  if (app) return children;
  own ??= createQueryClient();
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}

export function withQueryScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function Scoped(props: P) {
    return (
      <QueryScope>
        <Component {...props} />
      </QueryScope>
    );
  };
}
