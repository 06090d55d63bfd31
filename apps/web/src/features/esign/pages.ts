import { createElement, Suspense } from 'react';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { preloaded } from '../../shared/ui/preloaded';

export { SignPage } from './sign-page';

// The lender's list is its own chunk (decision 308): the borrower's signing page, in the same area,
// is opened on a phone with nothing cached and does not download the list's table and filters.
const RequestsList = preloaded(() => import('./signature-requests-page').then((m) => m.SignatureRequestsPage));

export function SignatureRequestsPage() {
  return createElement(Suspense, { fallback: createElement(PageSkeleton) }, createElement(RequestsList));
}
