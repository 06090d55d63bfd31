import { type ComponentType, Suspense } from 'react';
import { useHasBeenTrue } from '../hooks/use-has-been-true';

/**
 * A part whose code is fetched when first wanted (a lazy drawer or dialog), as a component that renders nothing until
 * `opened` first turns true and stays mounted from then on, so that closing still animates (decisions 119, 349).
 */
export function mountedFromFirstOpen<P extends { opened: boolean }>(Part: ComponentType<P>): ComponentType<P> {
  return function MountedFromFirstOpen(props: P) {
    if (!useHasBeenTrue(props.opened)) return null;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
