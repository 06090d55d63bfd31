import { type ComponentType, use } from 'react';

export type Preloaded<P extends object> = ComponentType<P> & {
  /** Starts fetching the code (once); a later render then shows the component without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * A component whose code is its own chunk, fetched when `preload()` is called or the component first
 * renders. Unlike `React.lazy`, once the code has arrived it renders at once, without suspending for
 * a tick: a step that replaces another keeps its heading in the same commit (focus can move to it).
 * Before that it suspends: render it inside a `Suspense` boundary.
 */
export function preloaded<P extends object>(load: () => Promise<ComponentType<P>>): Preloaded<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        Loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null; // a later render asks again (the route's error page shows this failure)
        throw error;
      },
    ));
  function PreloadedComponent(props: P) {
    const Component = Loaded ?? use(preload());
    return <Component {...props} />;
  }
  return Object.assign(PreloadedComponent, { preload });
}
