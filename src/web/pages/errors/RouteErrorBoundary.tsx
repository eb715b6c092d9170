import { Component, type ReactNode } from "react";
import { useLocation } from "react-router";
import { RouteErrorPage } from "./RouteErrorPage";

type Props = { children: ReactNode; standalone?: boolean; path: string };
type State = { error: unknown; path: string | null };

/** A render error below: the error page, until the visitor goes to another path. */
class Boundary extends Component<Props, State> {
  override state: State = { error: null, path: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error("Unknown error") };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error && state.path !== null && state.path !== props.path) return { error: null, path: null };
    return state.error && state.path === null ? { path: props.path } : null;
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} standalone={this.props.standalone} /> : this.props.children;
  }
}

/**
 * The routes' error boundary: a page that fails to render shows the error page in its
 * place (`standalone` above every layout, so it draws its own frame); another link clears it.
 */
export function RouteErrorBoundary({ children, standalone }: { children: ReactNode; standalone?: boolean }) {
  const { pathname } = useLocation();
  return (
    <Boundary path={pathname} standalone={standalone}>
      {children}
    </Boundary>
  );
}
