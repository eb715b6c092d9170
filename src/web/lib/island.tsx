/**
 * Islands: on a prerendered public page only the interactive parts — the header's switches,
 * the floating cart, the forms, the pricing cards — hydrate, each as a React root of its own
 * (storefront/main.tsx), and the rest stays the server's HTML and ships no component code.
 *
 * `<Island name component props />` is `<component {...props} />` in the app. In the build's
 * render (storefront/server.tsx) it is a `<div data-island>` (display: contents, so the layout
 * is the component's) that the build fills with the component rendered as a root of its own
 * — the very root the browser hydrates, so the two agree, useId included. An island's
 * component must not need React Router or TanStack Query (lib/navigation.tsx, the page's
 * site settings), and its props must be JSON.
 */
import { type ComponentType, createContext, useContext } from "react";

/** Every island, by name (storefront/islands.ts maps each to its module). */
export const ISLAND_NAMES = ["header-controls", "floating-cart", "newsletter", "contact-form", "pricing", "translation-form"] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

export type IslandProps = Record<string, string | number | boolean | null>;

/** The build's render collects the page's islands here (storefront/server.tsx). */
export type IslandSink = (name: IslandName, component: ComponentType<never>, props: IslandProps) => void;
export const IslandSinkContext = createContext<IslandSink | null>(null);

/** Where the build puts an island's HTML (replaced after the page's render). */
export const islandSlot = (name: IslandName) => `<template data-island-slot="${name}"></template>`;

export function Island<P extends IslandProps>({ name, component: Component, props }: { name: IslandName; component: ComponentType<P>; props: P }) {
  const sink = useContext(IslandSinkContext);
  if (!sink) return <Component {...props} />;
  sink(name, Component as ComponentType<never>, props);
  return (
    <div data-island={name} data-props={JSON.stringify(props)} style={{ display: "contents" }}>
      <template data-island-slot={name} />
    </div>
  );
}
