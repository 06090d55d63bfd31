import { ownChunkPage } from '../../shared/ui/preloaded';

export { SignPage } from './sign-page';

// The lender's list is its own chunk (decision 308): the borrower's signing page, in the same area,
// is opened on a phone with nothing cached and does not download the list's table and filters.
export const SignatureRequestsPage = ownChunkPage(() =>
  import('./signature-requests-page').then((m) => m.SignatureRequestsPage),
);
