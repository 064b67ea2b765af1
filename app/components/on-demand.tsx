import { type ComponentType, createElement, Suspense, useState } from "react";

/** The on-demand parts of the modules loaded so far in the browser, each started at most once. */
const definedParts = new Set<() => Promise<void>>();

/**
 * Fetches every on-demand part defined by the modules loaded so far (the page's routes), and the
 * parts those parts define in turn (the add-to-list form inside the member's recipe actions), until
 * no new one appears: hydration must find every part the server rendered at hand.
 */
export async function loadOnDemandParts(): Promise<void> {
  const started = new Set<() => Promise<void>>();
  for (let waiting = [...definedParts]; waiting.length > 0; waiting = [...definedParts].filter((start) => !started.has(start))) {
    for (const start of waiting) started.add(start);
    await Promise.all(waiting.map((start) => start()));
  }
}

/**
 * A component whose code is its own chunk, fetched the first time it renders: for the parts only
 * members see (the review form, the bell, the account menu), so that a visitor's first load leaves
 * them out (docs/decisions/026, 060).
 *
 * Unlike React.lazy, the server loads the module as soon as this one is evaluated and renders it
 * at once, with no Suspense boundary: React.lazy suspends on its first render even with the module
 * at hand, and a streamed page would then send its fallback and patch the form in with a script,
 * which a browser without JavaScript never runs.
 *
 * A member's page fetches these chunks before it hydrates (`loadOnDemandParts`, from entry.client),
 * so hydration finds the part ready, as the server did. A boundary in the server's HTML would hydrate
 * after the rest of the page, and an update above it in between makes React throw away what the
 * member has already typed or chosen in it (#421). Mounted later before its chunk has arrived (a
 * visitor who has just signed in), the part suspends inside a boundary of its own.
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let failure: unknown;
  let loading: Promise<void> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        failure = error;
      },
    ));
  if (import.meta.env.SSR) void start();
  else definedParts.add(start);

  function OnDemandPart(props: Props) {
    if (failure !== undefined) throw failure;
    if (!loaded) throw start();
    return createElement(loaded, props);
  }
  function OnDemand(props: Props) {
    // Decided once: switching between the two would mount the part again and lose its state.
    const [needsBoundary] = useState(() => loaded === undefined);
    const part = createElement(OnDemandPart, props);
    return needsBoundary ? createElement(Suspense, null, part) : part;
  }
  return OnDemand;
}
