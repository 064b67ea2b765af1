import { type ComponentType, createElement } from "react";

/**
 * A component whose code is its own chunk, fetched the first time it renders: for the parts only
 * members see (the review form, the bell, the account menu), so that a visitor's first load leaves
 * them out (docs/decisions/025). Render it inside <Suspense>.
 *
 * Unlike React.lazy, the server loads the module as soon as this one is evaluated and renders it
 * at once: React.lazy suspends on its first render even with the module at hand, and a streamed
 * page would then send its fallback and patch the form in with a script, which a browser without
 * JavaScript never runs. In the browser it suspends until the chunk has arrived; during hydration
 * React keeps the server's HTML meanwhile, so nothing moves.
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

  function OnDemand(props: Props) {
    if (failure !== undefined) throw failure;
    if (!loaded) throw start();
    return createElement(loaded, props);
  }
  return OnDemand;
}
