import { type ComponentType, lazy } from "react";

/** What each remembered import (below) has loaded. */
const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();

/** An import that remembers its module once it is in, for lazyNamed to draw at once. */
export function remembered<M>(load: () => Promise<M>): () => Promise<M> {
  const remember = () =>
    load().then((m) => {
      loadedModules.set(remember, m);
      return m;
    });
  return remember;
}

/**
 * A lazy component of a module's export. When the module is already in (the first page, which
 * start-app.tsx waits for, or a page preloaded on hover), its first render draws it at once instead of
 * suspending for a turn: a page painted from the server is replaced by the page itself, never by
 * the loading state between the two.
 */
export function lazyNamed<M, P extends object = object>(load: () => Promise<M>, name: keyof M) {
  return lazy(() => {
    const ready = loadedModules.get(load) as M | undefined;
    const component = (m: M) => ({ default: m[name] as ComponentType<P> });
    // A thenable that calls back at once: React.lazy reads a module resolved in its first call.
    // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one is resolved already
    if (ready) return { then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve(component(ready)) } as Promise<{ default: ComponentType<P> }>;
    return load().then(component);
  });
}

