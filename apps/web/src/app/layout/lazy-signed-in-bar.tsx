import { lazy, Suspense } from 'react';
import type { SignedInBarProps } from './signed-in-bar';

// The signed-in header (menus, client search, bell) is a chunk of its own: the sign-in pages never
// need it, and a signed-in start asks for it at once, beside the page's chunk (start-app.ts).
export const loadSignedInBar = () => import('./signed-in-bar');
const SignedInBar = lazy(() => loadSignedInBar().then((m) => ({ default: m.SignedInBar })));

/** The bar keeps its height (56 px, the logo's row) while the chunk arrives: nothing below moves. */
export function LazySignedInBar(props: SignedInBarProps) {
  return (
    <Suspense fallback={null}>
      <SignedInBar {...props} />
    </Suspense>
  );
}
