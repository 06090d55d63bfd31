import { type ComponentType, Suspense, use } from 'react';
import { PageSkeleton } from './page-skeleton';

export type Preloaded<P extends object> = ComponentType<P> & {
  /** Starts fetching the code (once); a later render then shows the component without suspending. */
  preload: () => Promise<unknown>;
};

/** A promise carrying its outcome in the fields React's `use` reads: once settled, `use` answers at once. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * A component whose code is its own chunk, fetched when `preload()` is called or the component first
 * renders. Unlike `React.lazy`, once the code has arrived it renders at once, without suspending for
 * a tick: a step that replaces another keeps its heading in the same commit (focus can move to it).
 * Before that it suspends: render it inside a `Suspense` boundary.
 */
export function preloaded<P extends object>(load: () => Promise<ComponentType<P>>): Preloaded<P> {
  let pending: Tracked<ComponentType<P>> | null = null;
  const preload = (): Tracked<ComponentType<P>> => {
    if (pending) return pending;
    const tracked: Tracked<ComponentType<P>> = load();
    tracked.status = 'pending';
    tracked.then(
      (component) => {
        tracked.status = 'fulfilled';
        tracked.value = component;
      },
      (error: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = error;
        pending = null; // a later render asks again (the route's error page shows this failure)
      },
    );
    pending = tracked;
    return tracked;
  };
  function PreloadedComponent(props: P) {
    const Component = use(preload() as Promise<ComponentType<P>>);
    return <Component {...props} />;
  }
  return Object.assign(PreloadedComponent, { preload });
}

/**
 * A page whose code is a chunk of its own, rendered by a small wrapper in its area's chunk (decision
 * 308): the area's other pages do not download it. The page skeleton shows while it arrives.
 */
export function ownChunkPage(load: () => Promise<ComponentType<object>>): Preloaded<object> {
  const Page = preloaded(load);
  function OwnChunkPage() {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    );
  }
  return Object.assign(OwnChunkPage, { preload: Page.preload });
}
