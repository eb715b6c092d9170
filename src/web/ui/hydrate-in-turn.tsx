import { Component, type ReactNode, Suspense } from "react";
import { isStagingHydration, nextHydrationTurn } from "@web/lib/prerender";

/**
 * A part of a prerendered page that hydrates in a task of its own (lib/prerender.ts
 * `hydrateInTurns`): the header, each page section, the footer. Its children must render one
 * element: suspended while hydrating, a part keeps its first node of server HTML. Everywhere
 * else (the app, the build's render, after hydration) it is its children.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}

class Turn extends Component<{ children: ReactNode }> {
  // Fields, not hooks: a component that suspends before its first commit loses its hooks.
  private released = !isStagingHydration();
  private turn: Promise<void> | undefined;

  override render() {
    if (!this.released) {
      this.turn ??= nextHydrationTurn().then(() => {
        this.released = true;
      });
      throw this.turn;
    }
    return this.props.children;
  }
}

/** `Part`, hydrating in a turn of its own (see HydrateInTurn: it must render one element). */
export function hydratesInTurn<P extends object>(Part: (props: P) => ReactNode) {
  const InTurn = (props: P) => (
    <HydrateInTurn>
      <Part {...props} />
    </HydrateInTurn>
  );
  return InTurn;
}
