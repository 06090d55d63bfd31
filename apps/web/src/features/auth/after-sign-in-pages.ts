import { ownChunkPage } from '../../shared/ui/preloaded';

// The pages a sign-in may lead to, each a chunk of its own (decision 314): the sign-in page's first
// load carries neither them nor the code of their calls (react-query's mutations).
export const EulaPage = ownChunkPage(() => import('./eula/eula-page').then((m) => m.EulaPage));
export const SelectLenderPage = ownChunkPage(() =>
  import('./select-lender/select-lender-page').then((m) => m.SelectLenderPage),
);

/** Asked for with the sign-in request: the page it leads to then shows at once, without the skeleton. */
export function preloadPagesAfterSignIn(): void {
  void EulaPage.preload().catch(() => undefined);
  void SelectLenderPage.preload().catch(() => undefined);
}
