import {
  type ComponentType,
  cloneElement,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";

/**
 * Code the first paint does not need (Radix menus and dialogs, with their positioning, focus
 * trap and scroll lock): fetched once, when the browser is idle after the first paint, or at
 * once when someone reaches for it.
 */
export type Deferred<M> = {
  get: () => M | undefined;
  load: () => Promise<M>;
  /** Asks for it now (a pointer over its Open button, the focus on it); a failure is logged and the next ask retries. */
  prefetch: () => void;
  subscribe: (listener: () => void) => () => void;
};

export function deferred<M>(importer: () => Promise<M>): Deferred<M> {
  let value: M | undefined;
  let pending: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const load = () => {
    pending ??= importer().then(
      (loaded) => {
        value = loaded;
        for (const listener of listeners) listener();
        return loaded;
      },
      (err: unknown) => {
        pending = undefined; // offline for a moment: the next press tries again
        throw err;
      },
    );
    return pending;
  };
  return {
    get: () => value,
    load,
    prefetch: () => void load().catch(logFailure),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Prerendered HTML and its hydration have no popup code yet: the trigger alone. */
const serverSnapshot = () => undefined;

/** Calls `then` after the page's first contentful paint (or after the next frame, where that isn't reported). */
function afterFirstPaint(then: () => void): () => void {
  if (performance.getEntriesByName("first-contentful-paint").length > 0) {
    then();
    return () => {};
  }
  if (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: "paint", buffered: true });
    return () => observer.disconnect();
  }
  let timer = 0;
  // rAF runs just before the next paint, the timeout just after it.
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(then);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Runs `task` once the page has painted and the browser is idle; returns a cancel function. */
function whenIdleAfterFirstPaint(task: () => void): () => void {
  let idle = 0;
  let timer = 0;
  const cancelWait = afterFirstPaint(() => {
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(task, { timeout: 2000 });
    else timer = window.setTimeout(task, 50);
  });
  return () => {
    cancelWait();
    if (idle) cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

const logFailure = (err: unknown) => console.error(err);

let idlePrefetch = true;
/**
 * Whether deferred code is fetched once the page is idle (the app) or only when someone
 * reaches for it (the prerendered storefront, whose JavaScript budget counts all it loads).
 */
export function prefetchWhenIdle(enabled: boolean): void {
  idlePrefetch = enabled;
}

/** The deferred module once it has arrived; asks for it whenever `wanted` becomes truthy (an item opened), never when idle. */
export function useDeferredWhen<M>(module: Deferred<M>, wanted: unknown): M | undefined {
  const loaded = useSyncExternalStore(module.subscribe, module.get, serverSnapshot);
  useEffect(() => {
    if (wanted) void module.load().catch(logFailure);
  }, [module, wanted]);
  return loaded;
}

/** Asks for a deferred module when the page is idle, while `missing`. */
function useIdleLoad<M>(module: Deferred<M>, missing: boolean): void {
  useEffect(() => {
    if (!missing || !idlePrefetch) return;
    return whenIdleAfterFirstPaint(module.prefetch);
  }, [module, missing]);
}

/** The deferred module once it has arrived; asks for it when the page is idle, and at once whenever `wanted` becomes truthy. */
export function useDeferred<M>(module: Deferred<M>, wanted?: unknown): M | undefined {
  const loaded = useDeferredWhen(module, wanted);
  useIdleLoad(module, !loaded);
  return loaded;
}

type DeferredViewProps<M> = {
  module: Deferred<M>;
  /** Truthy (an item opened): the module is asked for at once. */
  wanted: unknown;
  /** Ask for it when the page is idle too (useDeferred), not only when wanted (useDeferredWhen). */
  idle?: boolean;
  children: (module: M) => ReactNode;
};

/** Draws what needs a deferred module (a details dialog) once the module has arrived; nothing before. */
export function DeferredView<M>({ module, wanted, idle = false, children }: DeferredViewProps<M>) {
  const loaded = useDeferredWhen(module, wanted);
  useIdleLoad(module, idle && !loaded);
  return loaded ? children(loaded) : null;
}

/** What a deferred popup receives: its trigger, and whether it was pressed before the popup arrived. */
export type PopupProps = { trigger: ReactElement<{ ref?: Ref<HTMLButtonElement> }>; defaultOpen: boolean };

type DeferredPopupProps<M> = {
  module: Deferred<M>;
  popup: (module: M) => ComponentType<PopupProps>;
  /** Radix's trigger semantics: a menu opens on press (pointer down, Enter, Space, ↓), a dialog on click. */
  kind: "menu" | "dialog";
  trigger: ReactElement<{ ref?: Ref<HTMLButtonElement> }>;
};

/**
 * Renders `trigger` on its own, with the closed popup's ARIA state, until the popup's code has
 * arrived, then the popup around it. A press before then fetches the code at once and opens
 * the popup when it arrives; a trigger that had the focus keeps it through the swap.
 */
export function DeferredPopup<M>({ module, popup, kind, trigger }: DeferredPopupProps<M>) {
  const loaded = useDeferred(module);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const [, pressEnded] = useReducer((n: number) => n + 1, 0);
  const button = useRef<HTMLButtonElement>(null);
  const focused = useRef(false);
  const swapped = useRef(false);
  // Code that arrives mid-press (the pointer down on the placeholder, maybe since before the page
  // hydrated) waits for the press to end: a new element in the placeholder's place loses the click.
  const midPress = loaded !== undefined && !swapped.current && button.current?.matches(":active") === true;
  const showPopup = loaded !== undefined && !midPress;

  useEffect(() => {
    if (!midPress) return;
    // In the next task: after the click that ends the press has pressed the placeholder.
    const ended = () => setTimeout(pressEnded);
    for (const type of ["pointerup", "pointercancel"]) window.addEventListener(type, ended, true);
    return () => {
      for (const type of ["pointerup", "pointercancel"]) window.removeEventListener(type, ended, true);
    };
  }, [midPress]);

  useLayoutEffect(() => {
    if (!showPopup) return;
    swapped.current = true;
    // The placeholder button was replaced by the popup's trigger: give the focus back.
    if (focused.current) button.current?.focus({ preventScroll: true });
  }, [showPopup]);

  if (loaded && showPopup) {
    const Popup = popup(loaded);
    return <Popup trigger={cloneElement(trigger, { ref: button })} defaultOpen={openOnArrival} />;
  }

  const press = () => {
    setOpenOnArrival(true);
    module.prefetch();
  };
  const placeholder = {
    ref: button,
    "aria-haspopup": kind,
    "aria-expanded": false,
    "data-state": "closed",
    onPointerEnter: module.prefetch,
    onFocus: () => {
      focused.current = true;
      module.prefetch();
    },
    onBlur: () => {
      focused.current = false;
    },
    ...(kind === "menu"
      ? {
          onPointerDown: (e: PointerEvent) => {
            if (e.button === 0 && !e.ctrlKey) {
              e.preventDefault(); // as Radix does: the menu, not the trigger, takes the focus
              press();
            }
          },
          onKeyDown: (e: KeyboardEvent) => {
            if (e.key === "Enter" || e.key === " " || e.key === "ArrowDown") {
              e.preventDefault();
              press();
            }
          },
          // A press held while the page hydrated comes back as a click (storefront/early-events.ts).
          onClick: press,
        }
      : { onClick: press }),
  };
  return cloneElement(trigger, placeholder);
}
