export type PageTitleInput = {
  productName: string;
  /** The matched route's title, if it has one. */
  routeTitle?: string;
  /** A page-specific full title (the search page's 'Search results for ...'). */
  customTitle?: string;
  /** While the idle warning counts down, the title shows the seconds left. */
  idleSecondsLeft?: number | null;
};

/** Spec 1 §2: '{route title} | {product} Portal', otherwise the default '{product} Portal'. */
export function buildPageTitle({ productName, routeTitle, customTitle, idleSecondsLeft }: PageTitleInput): string {
  if (idleSecondsLeft !== null && idleSecondsLeft !== undefined) {
    return `${idleSecondsLeft} seconds until your session expires`;
  }
  if (customTitle) return customTitle;
  const portal = `${productName} Portal`;
  return routeTitle ? `${routeTitle} | ${portal}` : portal;
}

/** Spec 2 §2: the search page's document title when a keyword is set, ending like every title (decision 158). */
export function buildSearchTitle(search: URLSearchParams, productName: string): string | undefined {
  const keyword = search.get('q');
  return keyword ? `Search results for "${keyword}" | ${productName} Portal` : undefined;
}
